/**
 * The publishers of the sites our data files cite (supabase/data/
 * western-ky-clinics.json and western-ky-emergency-departments.json), by host
 * without 'www.': what a parent reads instead of a URL. Proper names, not
 * translated. A host not listed is shown as itself.
 */
export const PUBLISHERS: Readonly<Record<string, string>> = {
  '14news.com': '14 News',
  'archive.thegleaner.com': 'The Gleaner',
  'baptisthealth.com': 'Baptist Health',
  'baptisthealthdeaconess.com': 'Baptist Health Deaconess',
  'bgdailynews.com': 'Bowling Green Daily News',
  'christiancountynow.com': 'Christian County Now',
  'courierpress.com': 'Courier & Press',
  'hifld-dhs-gii.opendata.arcgis.com': 'HIFLD Open Data',
  'hoptownchronicle.org': 'Hoptown Chronicle',
  'jenniestuarthealth.org': 'Jennie Stuart Health',
  'k105.com': 'K105',
  'kentuckynewera.com': 'Kentucky New Era',
  'kfvs12.com': 'KFVS12',
  'kyha.com': 'Kentucky Hospital Association',
  'medcenterhealth.org': 'Med Center Health',
  'medicalnews.md': 'Medical News',
  'mercy.com': 'Mercy Health',
  'messenger-inquirer.com': 'Messenger-Inquirer',
  'modernhealthcare.com': 'Modern Healthcare',
  'murrayledger.com': 'Murray Ledger & Times',
  'owensborohealth.org': 'Owensboro Health',
  'owensborotimes.com': 'Owensboro Times',
  'paducahsun.com': 'The Paducah Sun',
  'the-messenger.com': 'The Messenger',
  'thegleaner.com': 'The Gleaner',
  'wate.com': 'WATE',
  'westkyjournal.com': 'West Kentucky Journal',
  'wkms.org': 'WKMS',
  'wpsdlocal6.com': 'WPSD Local 6',
}
