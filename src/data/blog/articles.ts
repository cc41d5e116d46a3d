import type { BlogArticle } from '@/domain/clinic'

/**
 * The three static articles (spec section 9). Bodies use the lightweight
 * markup of domain/blog/markup.ts. Informational only, not medical advice.
 */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    id: 1,
    slug: 'urgent-care-vs-emergency-room-for-kids',
    title: 'Urgent Care vs. the Emergency Room: Where to Take Your Child',
    excerpt:
      'How to decide, quickly and calmly, whether your child needs an urgent care clinic or the emergency room.',
    content: `When your child is sick or hurt, the first question is where to go. **Call 911 for any life-threatening emergency.**

## When the emergency room is the right place

- Trouble breathing, blue or gray lips, or a child who is hard to wake
- A seizure, a serious head injury, or a broken bone pushing through the skin
- Any fever in a baby younger than 3 months

## When urgent care fits

- Fever in an older child who is drinking and alert
- Ear pain, sore throat, cough or a mild asthma flare
- Small cuts, sprains and minor burns

**Tip:**
Call the clinic before you go to confirm its hours and that it sees children.`,
    author: 'Directory Editorial Team',
    publishedDate: '2025-09-15',
    category: 'Urgent Care Guide',
    tags: ['urgent care', 'emergency room', 'parents'],
    image: '/images/blog/urgent-care-vs-er.svg',
    metaTitle: 'Urgent Care vs. ER for Kids: How to Choose',
    metaDescription:
      'A calm guide for parents in Western Kentucky on when to choose urgent care and when to go to the emergency room.',
    readTime: 8,
  },
  {
    id: 2,
    slug: 'fever-in-children-when-to-worry',
    title: 'Fever in Children: When to Worry and When to Wait',
    excerpt:
      'What a fever means, how to keep your child comfortable, and the signs that mean it is time to get care.',
    content: `A fever is the body's normal response to infection. How your child acts matters more than the number on the thermometer.

## Get care right away if

- Your baby is younger than 3 months and has a temperature of 100.4°F (38°C) or higher
- Your child is hard to wake, confused, or has trouble breathing
- There is a rash that does not fade when pressed

## Comfort at home

- Offer fluids often
- Dress your child in light clothing`,
    author: 'Directory Editorial Team',
    publishedDate: '2025-10-01',
    category: 'Common Conditions',
    tags: ['fever', 'child health', 'parents'],
    image: '/images/blog/fever-in-children.svg',
    metaTitle: 'Fever in Children: When to Worry',
    metaDescription:
      'Signs that a child with a fever needs urgent care or the emergency room, and how to keep them comfortable at home.',
    readTime: 7,
  },
  {
    id: 3,
    slug: 'urgent-care-costs-and-insurance-guide',
    title: 'Urgent Care Costs and Insurance: A Guide for Kentucky Families',
    excerpt:
      'What an urgent care visit may cost with and without insurance, and how it compares with the emergency room.',
    content: `Costs vary by clinic and plan, so always ask before your visit.

## Typical costs

- Urgent care copay: often $25–75
- Visit without insurance: often $100–200
- X-ray: $50–150; lab tests: $20–100
- Emergency room copay: often $150 or more

**Before you go:**
Bring your insurance card and a list of your child's medicines.`,
    author: 'Directory Editorial Team',
    publishedDate: '2025-10-10',
    category: 'Insurance & Costs',
    tags: ['insurance', 'costs', 'urgent care'],
    image: '/images/blog/insurance-and-costs.svg',
    metaTitle: 'Urgent Care Costs and Insurance for Kentucky Families',
    metaDescription:
      'Typical urgent care costs with and without insurance, compared with the emergency room.',
    readTime: 10,
  },
]
