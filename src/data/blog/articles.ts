import type { BlogArticle } from '@/domain/clinic'
import urgentCareVsErImage from './images/urgent-care-vs-er.svg?no-inline'
import feverImage from './images/fever-in-children.svg?no-inline'
import costsImage from './images/insurance-and-costs.svg?no-inline'

/**
 * The three static articles. Bodies use the lightweight
 * markup of domain/blog/markup.ts: "## " headings, whole-line "**X:**"
 * subheadings, "-" bullets and **bold**. Informational only, written to agree
 * with current guidance from the American Academy of Pediatrics and the CDC;
 * each ends with the informational-only disclaimer and the 911 reminder.
 * Read times are about 200 words a minute.
 */

const DISCLAIMER = `**This article is for general information only and is not medical advice.** It does not replace the advice of your child's doctor, who knows your child's health history. If you are worried about your child, call your pediatrician or a nurse advice line.

**If your child is having a medical emergency, call 911 right away.**`

const URGENT_CARE_VS_ER = `It is late in the evening, your pediatrician's office is closed, and your child is sick or hurt. You need to decide, quickly and calmly, where to go. This guide walks through the three main choices for families in Western Kentucky, the warning signs that mean the emergency room, and the everyday problems an urgent care clinic handles well.

**If you think your child's life is in danger, stop reading and call 911 now.**

## Your three main options

**Your pediatrician:**
Your child's own doctor is the best first call for most illnesses. They know your child's history, vaccinations and medicines. Many offices keep same-day sick appointments open each morning, and almost all have an after-hours phone line that connects you with a nurse or doctor who can tell you whether your child needs to be seen tonight.

**An urgent care clinic:**
Urgent care clinics treat illnesses and injuries that need attention today but are not life-threatening. Most accept walk-ins, many are open evenings and weekends, and many can take X-rays and run common tests on site. A visit usually costs far less than the emergency room.

**The emergency room:**
A hospital emergency department is open 24 hours a day and has the specialists, imaging and equipment to handle serious and life-threatening problems. Emergency rooms see the sickest patients first, so a child with a minor problem may wait a long time.

## Call 911 for these signs

Call 911 instead of driving if your child:

- Is struggling to breathe: the skin between the ribs pulls in with each breath, they are grunting, or they cannot speak or cry
- Has blue or gray lips, tongue or skin
- Is unconscious, limp, or very hard to wake
- Has a seizure that lasts longer than 5 minutes, or has trouble breathing after a seizure
- Has a severe allergic reaction, such as swelling of the lips or tongue, trouble breathing or repeated vomiting after a food or a sting (if your child has an epinephrine auto-injector, use it, then call 911)
- Is bleeding heavily and the bleeding does not stop after 10 minutes of firm pressure
- Was badly hurt in a car crash, a fall from a height, or by a firearm

An ambulance crew can start treatment on the way, and they know which hospital is best for your child's problem.

## Go to the emergency room for these

These problems are serious but may not need an ambulance. Go straight to the nearest emergency room if your child:

- Is **younger than 3 months and has a temperature of 100.4 °F (38 °C) or higher**, even if they seem well
- Has a head injury followed by passing out, repeated vomiting, confusion, unusual sleepiness or a headache that keeps getting worse
- Has a bone that looks bent or out of place, or a bone poking through the skin
- Has a deep or gaping cut, a cut on the eyelid, or a cut with something stuck in it
- Has a stiff neck with a fever, or a rash of purple or dark red spots that do not fade when you press on them
- Has signs of dehydration: no pee for 8 hours or more, no tears when crying, a very dry mouth, or a sunken soft spot in a baby
- Has severe belly pain, especially pain that starts around the belly button and moves to the lower right side
- Has sudden, severe pain in the testicles
- May have swallowed a button battery or magnets (do not wait for symptoms)

**Poisoning:**
If your child swallowed a medicine, a household chemical or a plant and is awake and breathing normally, call Poison Help at **1-800-222-1222**. It is free, open 24 hours a day, and the experts there will tell you whether your child needs the emergency room. If your child is unconscious, having a seizure or struggling to breathe, call 911.

## When urgent care is a good fit

Urgent care is a good choice when your child needs to be seen today, the problem is not life-threatening, and your pediatrician cannot see you. Typical examples:

- A fever in a child older than 3 months who is drinking, peeing and alert between doses of fever medicine
- Ear pain, a sore throat, or cough and cold symptoms that are not getting better
- Pink eye or a stye
- Mild asthma symptoms that improve with your child's usual inhaler
- Vomiting or diarrhea without signs of dehydration
- Rashes, insect bites, poison ivy and mild allergic reactions with no trouble breathing
- Small cuts that may need stitches or skin glue, and splinters
- Sprains, and possible simple fractures where the limb looks straight
- Small burns that are not on the face, hands, feet or groin
- Pain or burning when peeing

**Tip:**
Not every urgent care clinic sees babies and toddlers. Call ahead to check that the clinic treats children of your child's age, that it is open, and whether it can take an X-ray if you think a bone may be broken.

## When to start with your pediatrician

Some problems are best handled by the doctor who knows your child:

- Ongoing conditions such as asthma, eczema or ADHD, and medicine refills
- A fever that has lasted a few days in a child who otherwise seems well
- Follow-up after an urgent care or emergency room visit
- Behavior, sleep, feeding and growth questions
- Vaccines and well-child checks

If your child has a chronic illness, such as sickle cell disease, a heart condition or a weak immune system, call their doctor or specialist first whenever they are sick. A fever can be more serious for these children, and their doctor may want them seen at a particular hospital.

## Getting care in Western Kentucky

Western Kentucky is a mix of small cities and rural counties, and the nearest clinic or hospital may be a long drive away. A few things help:

- **Know your nearest emergency room** before you need it, and how long it takes to get there, by day and at night.
- **Check the hours.** Urgent care hours vary, and many clinics close in the evening. This directory shows whether each clinic is open right now, but hours can change on holidays and in bad weather, so call before you drive.
- **Mind the time zone.** Most of Western Kentucky is on Central Time, while Louisville and Lexington are on Eastern Time. Clinic hours are listed in the clinic's local time.
- **Save phone numbers** for your pediatrician's after-hours line, two nearby urgent care clinics and Poison Help in your phone.
- **Ask about telehealth.** Many health systems and insurance plans offer video visits for minor illnesses such as pink eye or a rash, which can save a long drive at night.

## How to decide in the moment

When you are tired and worried, it helps to ask yourself a few short questions:

- Is my child breathing normally, awake and responding to me? If not, call 911.
- Is this something that could cause lasting harm if it waits until tomorrow? If yes, go to the emergency room or urgent care now, depending on the signs above.
- Could my pediatrician's after-hours line help me decide? If you are not sure, call.
- Is my child getting worse quickly? If so, do not wait.

Trust your instincts. You know your child better than anyone. If your child seems very sick to you, it is always reasonable to seek care, and no one at an urgent care clinic or emergency room will think less of you for coming in.

## What to bring

Whether you go to urgent care or the emergency room, a few things make the visit faster and safer:

- Your child's insurance card, or Medicaid or KCHIP card, and your photo ID
- A list of your child's medicines and doses, allergies and vaccinations
- A note of when the symptoms started, the highest temperature you measured, and any medicine you gave and when
- Your pharmacy's name and phone number
- A phone charger, a drink, and a comfort item such as a favorite blanket or book

If you think your child may need surgery or stitches, such as after a bad fall, do not give them anything to eat or drink until a doctor has seen them.

## After the visit

Before you leave, make sure you understand the diagnosis, any medicine and how to give it, and the warning signs that mean you should come back or go to the emergency room. Ask the clinic to send a summary to your pediatrician, and book a follow-up visit if you were told to. If your child gets worse at home, do not wait for the follow-up: seek care again.

## Make a plan today

A plan made on a calm afternoon is easier to follow at two in the morning. Write down your pediatrician's after-hours number, the urgent care clinics near you and their usual hours, and the nearest emergency room. Keep a current list of your child's medicines, allergies and vaccinations on your phone, and keep your insurance card where you can find it quickly.

${DISCLAIMER}`

const FEVER = `A fever is one of the most common reasons parents call the doctor, and one of the most worrying, especially at night. The good news is that most fevers in children are caused by ordinary viral infections and get better on their own. A fever is not an illness itself. It is a sign that the body is fighting an infection, and it can even help the immune system do its job.

How your child looks and acts usually tells you more than the number on the thermometer. This guide explains what counts as a fever, how to measure it, how to keep your child comfortable, and the signs that mean your child needs to be seen.

## What counts as a fever

For children, a fever is a temperature of **100.4 °F (38 °C) or higher**. Body temperature changes during the day and rises a little with activity, warm clothing or a hot bath, so a reading of 99 °F in an active child is normal.

## Taking your child's temperature

Use a digital thermometer. Do not use a glass mercury thermometer, which can break.

**Babies under 3 months:**
A rectal temperature is the most reliable. Put a little petroleum jelly on the tip and gently insert it about half an inch to one inch.

**3 months to 3 years:**
A rectal, forehead (temporal artery) or, from 6 months, ear thermometer works well.

**4 years and older:**
Most children can hold a digital thermometer under the tongue with their mouth closed. Wait 15 minutes after a hot or cold drink.

Armpit readings are the least accurate. If an armpit reading is high or low, check it another way. Touching your child's forehead can tell you they feel warm, but not how high the temperature is.

## Get care right away

**Any fever of 100.4 °F (38 °C) or higher in a baby younger than 3 months needs a doctor right away, even if the baby seems well.** Call your pediatrician at once or go to the emergency room. Young babies can have serious infections with few other signs, and they need to be checked quickly.

Go to the emergency room, or call 911, if your child of any age has a fever and:

- Is struggling to breathe, or has blue or gray lips
- Is very hard to wake, confused, limp or will not respond to you
- Has a stiff neck, or a severe headache
- Has a rash of purple or dark red spots that do not fade when you press on them
- Has a seizure
- Cries and cannot be comforted, or cries when you move them
- Shows signs of dehydration: no pee for 8 hours or more, no tears, a dry mouth, or a sunken soft spot in a baby
- Has sickle cell disease, a weak immune system, or is being treated for cancer

## Call your pediatrician or visit urgent care

Call your child's doctor, or visit an urgent care clinic that sees children, if:

- Your baby is 3 to 6 months old and has a fever
- The temperature rises above 104 °F (40 °C) more than once, at any age
- A child younger than 2 has had a fever for more than 24 hours, or a child 2 or older has had a fever for more than 3 days
- Your child has ear pain, a sore throat, pain when peeing, or a new rash
- The fever went away for a day or more and then came back
- Your child is not drinking well or seems to be getting worse
- You are worried, for any reason

## Keeping your child comfortable

The goal of treating a fever is to help your child feel better, not to bring the number down to normal. A child who is playing and drinking with a fever of 102 °F may not need medicine at all.

- **Offer fluids often:** water, breast milk or formula for babies, and an oral rehydration solution if your child is also vomiting or has diarrhea. Small, frequent sips are easier to keep down.
- **Dress your child lightly** and use a light blanket. Bundling a feverish child can make the temperature go higher.
- **Let your child rest,** but they do not have to stay in bed.
- **Keep the room comfortably cool,** not cold.

Do not use cold baths, ice or rubbing alcohol. They make children shiver and feel worse, and alcohol can be absorbed through the skin.

## Fever medicine, used safely

Acetaminophen and ibuprofen can help a child with a fever feel more comfortable. Follow these rules:

- **Do not give any medicine to a baby under 3 months** before you have spoken with a doctor.
- **Ibuprofen is only for babies 6 months and older.**
- **Dose by weight, not by age** when you can, and use the syringe or cup that comes with the medicine, never a kitchen spoon. Check the strength on the label, since children's and infants' products can differ.
- **Never give aspirin to children or teenagers.** It has been linked to Reye syndrome, a rare but serious illness.
- **Check the labels of cold and flu products,** which may already contain acetaminophen or ibuprofen. Do not give over-the-counter cough and cold medicines to young children unless your doctor tells you to.
- You do not need to wake a sleeping child to give fever medicine.

If you are not sure about a dose, call your pediatrician or pharmacist.

## Febrile seizures

Some young children, usually between about 6 months and 5 years old, have a seizure when they have a fever. A febrile seizure is frightening to watch, but most stop within a minute or two and do not cause lasting harm.

If it happens, stay calm. Lay your child on their side on the floor, away from anything hard or sharp. Do not put anything in their mouth and do not try to hold them still. Note the time. **Call 911 if the seizure lasts longer than 5 minutes, if your child has trouble breathing, or if they do not wake up afterwards.** After a first febrile seizure, your child should always be checked by a doctor, even if they seem fine.

## Watch for dehydration

Children with a fever lose extra fluid, especially if they are also vomiting or have diarrhea. Signs of dehydration include peeing much less than usual, a dry or sticky mouth, no tears when crying, sunken eyes, and being unusually sleepy or fussy. Keep offering small amounts of fluid often, and get care if the signs appear or your child cannot keep anything down.

## Fever after vaccines

A low fever for a day or two after a vaccine is common and is a sign that the body is building protection. It usually responds to the comfort measures above. Call your pediatrician if the fever is 104 °F (40 °C) or higher, lasts more than 2 days after the shot, or if your child seems very unwell. The rule for young babies still applies: any fever of 100.4 °F or higher in a baby under 3 months needs a doctor right away.

## Common fever myths

- **Myth: a high fever causes brain damage.** Fevers caused by infections do not cause brain damage. Overheating from the environment, such as a child left in a hot car, is different and is always an emergency.
- **Myth: teething causes high fevers.** Teething does not cause a fever of 100.4 °F or higher. Look for another cause.
- **Myth: the higher the fever, the more serious the illness.** How your child acts matters more than the exact number.

## Fevers through the seasons in Western Kentucky

Fevers are most common from fall through spring, when flu, RSV, colds and stomach bugs spread in schools and child care. The CDC recommends a flu vaccine every year for everyone 6 months and older, and it is the best way to protect your child from flu. Handwashing and keeping sick children home also help. In summer, heat illness is a real risk: never leave a child alone in a car, not even for a minute.

${DISCLAIMER}`

const COSTS = `When your child needs care quickly, cost should never stop you from getting help. But knowing roughly what a visit will cost, and how your insurance works, can save money and stress later. This guide explains typical urgent care costs, how they compare with the emergency room, how insurance and Kentucky's public programs work, and the questions to ask before your child is seen.

The figures below are typical ranges, not quotes. Prices differ from clinic to clinic and from plan to plan, so always check with the clinic and your insurer.

## The short version

- **Urgent care copay with insurance:** often $25–75
- **Urgent care visit without insurance:** often $100–200 for a basic visit
- **X-ray:** often $50–150
- **Lab tests:** often $20–100
- **Emergency room copay:** often $150 or more, and the total bill is usually much higher than urgent care for the same minor problem

For a minor illness or injury, urgent care usually costs a fraction of what the emergency room does. For a true emergency, go to the emergency room or call 911 without worrying about cost. Federal law requires hospital emergency departments to examine and stabilize anyone with an emergency, whether or not they can pay.

## Understanding your insurance words

Health plans use a handful of terms that decide what you pay. Your insurance card and your plan's summary of benefits list the numbers for your plan.

**Premium:**
The amount you or your employer pays each month to keep the plan. It does not count toward what you pay for visits.

**Copay:**
A fixed amount you pay for a type of visit, such as $40 for urgent care. Many plans list separate copays for primary care, urgent care and the emergency room on the insurance card.

**Deductible:**
The amount you pay for covered care each year before the plan starts to share the cost. If your plan has a high deductible, you may pay the clinic's full negotiated price for the visit and tests until you reach it.

**Coinsurance:**
After the deductible, your share of the cost as a percentage, such as 20%.

**Out-of-pocket maximum:**
The most you will pay for covered, in-network care in a year. After you reach it, the plan pays the rest.

**In-network and out-of-network:**
Clinics that have a contract with your plan are in network, and you pay less there. An out-of-network clinic may cost much more, or may not be covered at all except in an emergency.

## What an urgent care visit usually costs

**With insurance:**
Many plans charge a copay of about $25–75 for an urgent care visit. Tests such as an X-ray or lab work may be covered by the copay or may be billed separately and count toward your deductible, depending on the plan. If you have a high-deductible plan and have not met the deductible yet, expect to pay the clinic's negotiated rate for the whole visit.

**Without insurance:**
A basic visit for something like an ear infection or a sore throat often costs about $100–200. Many clinics list self-pay prices or offer a discount if you pay at the time of the visit, so it is worth asking.

**Tests and treatments:**
Extra services add to the bill. An X-ray often costs about $50–150, and lab tests such as a rapid strep, flu or urine test about $20–100. Stitches, splints, breathing treatments and medicines given at the clinic may each have their own charge.

## Urgent care or emergency room: the cost gap

Emergency rooms are built and staffed for life-threatening problems 24 hours a day, and their prices reflect that. An emergency room copay often starts at $150, and without insurance a visit for a minor problem can cost many times more than the same care at urgent care. Some plans waive the emergency room copay if your child is admitted to the hospital.

This does not mean you should avoid the emergency room to save money. Trouble breathing, a serious injury, a seizure, a child who is hard to wake, or any fever of 100.4 °F or higher in a baby younger than 3 months all need emergency care. For everyday problems such as ear pain, a mild sprain or a rash, urgent care or your pediatrician is usually the better value.

## Kentucky Medicaid and KCHIP

Kentucky Medicaid and the Kentucky Children's Health Insurance Program (KCHIP) provide free or low-cost health coverage for children in eligible families. Coverage includes doctor visits, urgent care, emergency care, prescriptions, vaccines, dental and vision care. Children covered by these programs usually pay little or nothing for covered care.

Most Kentucky Medicaid members are enrolled in a managed care plan, and each plan has its own network. Before an urgent care visit, check that the clinic accepts your child's plan; the member services number on the back of the card can tell you, and many plans also run a free 24-hour nurse line.

You can apply for Medicaid and KCHIP at any time of year through kynect, Kentucky's health coverage website, or by phone. If your income has changed recently, it is worth checking again, because many working families qualify.

## Private and marketplace plans

If you have insurance through an employer or through kynect's marketplace plans, look up three things before you need care: your urgent care copay, your emergency room copay, and your deductible. Many plans also cover video visits with a doctor for a low copay or none at all, which can be a good first step for minor problems such as pink eye, a rash or a cold.

Most insurers have a website or app with a search tool for in-network urgent care clinics near you. Look it up on a calm day and save two or three clinics in your phone, along with the plan's nurse line if it has one. Some plans, especially HMOs, ask you to use a particular urgent care network or to call before visiting, and a few charge less at clinics they prefer. A two-minute call to the member services number on the back of your card can tell you exactly what you will pay, and it is much easier to make before you need care than at nine o'clock at night with a sick child.

**Health savings and flexible spending accounts:**
If you have a health savings account (HSA) or flexible spending account (FSA), you can use it to pay urgent care and emergency room bills, copays and prescriptions with pre-tax money.

## If you do not have insurance

You still have options:

- **Ask for the self-pay price before the visit.** Ask what the visit costs and what common tests, such as a strep test or an X-ray, would add.
- **Ask for a Good Faith Estimate.** Under the federal No Surprises Act, people who are uninsured or paying for themselves have the right to an estimate of expected charges for scheduled care, and can ask for one in advance. If the final bill is far higher than the estimate, you may be able to dispute it.
- **Look for a community health center.** Federally qualified health centers across Kentucky see patients regardless of insurance and charge on a sliding scale based on income.
- **Ask about payment plans and financial assistance.** Hospitals and many clinics offer payment plans, and nonprofit hospitals must have a financial assistance policy.
- **Apply for coverage.** A visit is a good moment to apply for Medicaid or KCHIP; some coverage can start quickly.

## Two examples

These examples use the typical ranges above. Your own plan and clinic may differ.

**Example with insurance:**
Your plan has a $50 urgent care copay and a $250 emergency room copay, and X-rays count toward your deductible. Your 6-year-old hurts a wrist at soccer practice on a Saturday. At urgent care, the doctor examines the wrist and takes an X-ray, which shows a sprain. You might pay the $50 copay plus your plan's rate for the X-ray, perhaps $50–150 if you have not met your deductible yet. The same visit in the emergency room would start with the $250 copay before any imaging.

**Example without insurance:**
Your 9-year-old has a sore throat and a fever. A self-pay urgent care visit might cost about $100–200, and a rapid strep test about $20–100 more. Asking for the price before the visit, and whether the clinic offers a discount for paying the same day, can make a real difference to the total.

## Prescriptions after the visit

Medicine can be a large part of the cost of being sick. Ask the doctor whether a generic medicine will work, since generics usually cost much less. Prices for the same prescription can vary a lot between pharmacies, so it is worth calling two or comparing prices online. Kentucky Medicaid and KCHIP cover prescriptions for enrolled children, and many private plans list lower copays for generic medicines. If your child needs a medicine you cannot afford, tell the doctor or pharmacist; there is often a cheaper option that works just as well.

## Keep good records

Keep receipts, bills and Explanations of Benefits from each visit together in one folder or on your phone. They help you track your deductible, check bills for mistakes, claim money back from a health savings or flexible spending account, and answer questions if your insurer denies a claim. If a claim is denied, you have the right to ask your insurer why and to appeal the decision.

## Avoiding surprise bills

The federal No Surprises Act protects you from most surprise out-of-network bills for emergency care. If your child receives emergency care at an out-of-network hospital, you generally pay only what you would pay in network. It also protects you from surprise bills from out-of-network doctors at in-network hospitals for many services.

For urgent care, the best protection is to check before the visit that the clinic is in network for your plan.

## Questions to ask before your child is seen

- Do you see children my child's age?
- Are you in network for my child's insurance plan, or do you accept Medicaid or KCHIP?
- What will the visit cost with my plan, or what is the self-pay price?
- Can you do X-rays and lab tests here, and what do they usually cost?
- Are there separate charges for stitches, splints or medicines given at the clinic?
- Do you offer a payment plan?

## Reading the bill

After a visit, your insurer will usually send an Explanation of Benefits (EOB). **An EOB is not a bill.** It shows what the clinic charged, what your plan paid, and what you may owe. Wait for the clinic's bill and compare the two. If something does not match, or you see a service you do not recognize, ask the clinic for an itemized bill and call the billing office. Billing mistakes are common and are usually fixed with a phone call.

## Ways to spend less without delaying care

- Call your pediatrician first when you can. Many offices have same-day sick visits and a free after-hours nurse line.
- Choose an in-network urgent care clinic for minor problems instead of the emergency room.
- Ask whether a generic medicine is available, and compare pharmacy prices for prescriptions.
- Keep your child's vaccines up to date; preventing an illness is the cheapest care of all.

Never delay emergency care because of cost. Your child's safety comes first, and there are programs and protections to help with the bill afterwards.

${DISCLAIMER}`

export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    id: 1,
    slug: 'urgent-care-vs-emergency-room-for-kids',
    title: 'Urgent Care vs. the Emergency Room: Where to Take Your Child',
    excerpt:
      'How to decide, quickly and calmly, whether your child needs an urgent care clinic, the emergency room or a call to 911, with the warning signs to know and tips for Western Kentucky families.',
    content: URGENT_CARE_VS_ER,
    author: 'Directory Editorial Team',
    publishedDate: '2025-09-15',
    category: 'Urgent Care Guide',
    tags: ['urgent care', 'emergency room', 'parents'],
    image: urgentCareVsErImage,
    metaTitle: 'Urgent Care vs. ER for Kids: How to Choose',
    metaDescription:
      'A calm guide for parents in Western Kentucky on when to choose urgent care, when to go to the emergency room and when to call 911.',
    readTime: 8,
  },
  {
    id: 2,
    slug: 'fever-in-children-when-to-worry',
    title: 'Fever in Children: When to Worry and When to Wait',
    excerpt:
      'What counts as a fever, how to measure it, how to keep your child comfortable and give fever medicine safely, and the signs that mean it is time to get care.',
    content: FEVER,
    author: 'Directory Editorial Team',
    publishedDate: '2025-10-01',
    category: 'Common Conditions',
    tags: ['fever', 'child health', 'parents'],
    image: feverImage,
    metaTitle: 'Fever in Children: When to Worry',
    metaDescription:
      'What counts as a fever in children, safe fever medicine, and the signs that mean your child needs urgent care or the emergency room.',
    readTime: 7,
  },
  {
    id: 3,
    slug: 'urgent-care-costs-and-insurance-guide',
    title: 'Urgent Care Costs and Insurance: A Guide for Kentucky Families',
    excerpt:
      'What an urgent care visit may cost with and without insurance, how it compares with the emergency room, how Medicaid and KCHIP work, and the questions to ask before your visit.',
    content: COSTS,
    author: 'Directory Editorial Team',
    publishedDate: '2025-10-10',
    category: 'Insurance & Costs',
    tags: ['insurance', 'costs', 'urgent care'],
    image: costsImage,
    metaTitle: 'Urgent Care Costs and Insurance for Kentucky Families',
    metaDescription:
      'Typical urgent care costs with and without insurance, compared with the emergency room, plus Kentucky Medicaid, KCHIP and ways to avoid surprise bills.',
    readTime: 10,
  },
]
