#!/usr/bin/env python3
"""Builds conversations.jsonl, labels.jsonl and expected_sessions.jsonl for blind-al.

All text below was written for this set; nothing is copied from elsewhere.
Each interaction tuple: (query, assistant, ground_truth, label, clause, kind, rationale[, weight])
"""
import json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

EJ = "company/ember_jar_house_policy.md"
CH = "chilli_tasting_code.md"
BK = "bookings_deposits_refunds.md"
PN = "pen_typewriter_repair_code.md"
LV = "lavender_maze_code.md"
WL = "well_drilling_code.md"
C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

LONG_EMBER = (
    "Lovely to hear you want to go all the way up the heat ladder! Here's everything worth knowing before your first visit so nothing catches you out.\n\n"
    "When we're open: Both of our rooms, Copperlane on Tinder Street and Ashby Quay, are open Tuesday to Sunday from noon until 9 pm, so next Saturday is no problem. "
    "The last session of the day starts at 7:30 pm, and a tasting session lasts up to 90 minutes, so plan your arrival accordingly.\n\n"
    "Age and ID: At Ember Jar our Hot sauces are for guests aged 18 and over, and our Extreme sauces are for guests aged 21 and over. At 24 you're fine for both, "
    "but do bring photo ID, because our team checks it for anyone who looks under 30 before pouring anything Hot or Extreme.\n\n"
    "How much you can try: In a single session you can have up to ten Mild and six Medium samples, up to three Hot samples and one Extreme sample. "
    "Hot and Extreme samples are tiny, no more than 2 ml each, which is honestly plenty.\n\n"
    "The waiver: Before your Extreme sample you'll sign a short waiver confirming you've read our health notice. It only covers the day you sign it, "
    "so if you come back another time you'll sign a fresh one.\n\n"
    "Pacing yourself: Leave at least 20 minutes between your last Hot sample and your Extreme one. Most people use that time to work through a couple of Mediums or simply cool off.\n\n"
    "Drinks: If you fancy a beer from the bar, keep it to one. We can't serve an Extreme sample to anyone who has had more than one alcoholic drink on the premises during that session.\n\n"
    "Cooling down: Milk, plain yoghurt (or a dairy-free option) and plain bread are always on the counter and completely free, so help yourself as often as you need.\n\n"
    "Looking after you: If you start to feel unwell, for example being sick, struggling to breathe or having chest pain, our staff will stop serving you straight away, "
    "and for breathing trouble or chest pain they'll ring the emergency line immediately. There's always a first-aider on duty.\n\n"
    "Bringing friends? If your party is more than eight people, please book at least 72 hours ahead; group bookings take a 20% deposit.\n\n"
    "Any other questions, call us on 555-0147. See you on Saturday!"
)

LONG_QUILL = (
    "Of course! Here's how it works from start to finish.\n\n"
    "1. Drop-off. When you bring them in we'll write you a receipt for each item, noting its condition and anything that comes with it (cases, converters, spare spools and so on). "
    "Your pen dates from 1946, so it counts as a heritage piece: we'll photograph it from at least three angles at intake, and you're welcome to copies of those photos free of charge. "
    "The 1961 typewriter is too recent to count as heritage (for typewriters the cut-off is 1940), so it goes through our normal intake.\n\n"
    "2. Diagnosis. We charge up to $25 to diagnose a pen and up to $45 for a typewriter. If you go ahead with the repair within 30 days, that fee comes off the final bill.\n\n"
    "3. Estimates. Both jobs will cost more than $40, so you'll get a written estimate for each and we won't touch anything until you've approved it. The estimate holds for 30 days. "
    "If, once we're inside, the job turns out to cost more than 15% over the estimate, we stop and ask you before carrying on; smaller increases are explained on the invoice.\n\n"
    "4. Original parts. Because the pen is a heritage item, we won't swap any original part for a reproduction, re-plate the nib or polish out the barrel imprint without your written go-ahead, "
    "and any original parts we take out come back to you unless you tell us in writing that you don't want them.\n\n"
    "5. Timing. A heritage pen restoration takes no more than 25 working days and a full typewriter overhaul no more than 40 working days, counted from the first working day after you approve the estimate. "
    "If we ever need longer, we'll ask you to agree in writing before the deadline; if we miss it without your agreement, you can cancel and get the item, any deposit and the diagnosis fee back in full.\n\n"
    "6. When it's ready. We'll contact you within two working days of finishing. Once we've notified you that it's ready, you have 60 days to collect before any storage fees start. "
    "After the free period, storage is charged at up to $0.25 a day for a pen and $1.50 a day for a typewriter.\n\n"
    "7. Warranty. Pen work is guaranteed for 6 months and typewriter work for 12 months, parts and labour. The guarantee doesn't cover drops, non-fountain-pen inks such as India ink, "
    "solvent cleaning, or someone else opening the item up afterwards. Any warranty repair is done free within 10 working days, return postage included.\n\n"
    "Let us know when you'd like to come in!"
)

LONG_LAVENDER = (
    "Sorry the forecast is looking so fierce! Here's how it works if the heat affects your visit on Saturday 16 August.\n\n"
    "If we close because of the heat: Under the county booking rules, if an outdoor attraction like ours closes, or shuts part of the site such as the lavender fields, on your booked day "
    "because of an official weather warning or a temperature above 35 °C, the choice is yours: either a full refund, or a free rebooking on any day we're open within the next 12 months. "
    "Bear in mind that the lavender fields only open until 15 September, so if you want the fields and not just the maze, pick a rebooking date before then or wait for next summer's season.\n\n"
    "If we close part-way through your visit: It depends on how long you've been with us. If the closure starts after you've already been on site for more than two hours, "
    "we're allowed to offer a 50% refund instead of the full refund or free rebooking. If you've been here two hours or less, you keep the full choice between a refund and a free rebooking.\n\n"
    "How refunds are paid: Once a refund is agreed, it reaches you within 10 working days, back to the card or account you paid with unless you ask us to send it somewhere else. "
    "We only give a voucher instead of money if you're happy with that, and any voucher we issue is valid for at least 24 months.\n\n"
    "If we stay open: A hot day on its own doesn't mean we have to close, so if the temperature stays at or below 35 °C and there's no official warning, your booking goes ahead as normal. "
    "If you decide not to come anyway, that counts as a cancellation by you, and the cancellation terms on your booking confirmation apply.\n\n"
    "Tips if you do come: Arrive early (we open at 9:30), bring plenty of water and sun hats, and remember that the last entry to the maze is 45 minutes before closing. "
    "There's a first-aider on site all day if anyone feels unwell in the heat. And if you were thinking of bringing a dog, only assistance dogs can go into the lavender fields in August, so other pets are best left at home.\n\n"
    "If you have any questions on the day, ring the farm office on 555-0134."
)

S = []  # (assistant_id, context, started_at, weights or None, [turns])

S.append(("emberjar-assistant", "Ember Jar Tasting Rooms website chat (customer enquiries)", "2025-03-14T16:05:00Z", None, [
 ("Hi! Are you open on Mondays? I want to bring some friends on 17 March.",
  "Afraid not, both our rooms are shut on Mondays. We're open Tuesday to Sunday from 12 noon until 9 pm, and the last tasting session kicks off at 7:30 pm, so Tuesday the 18th would work nicely.",
  "No. Ember Jar is closed on Mondays (17 March 2025 is a Monday); it opens Tuesday to Sunday 12:00-21:00, last session 19:30.",
  C, EJ + "#Opening Hours", "plain", "Matches the house hours: closed Mondays, open 12:00-21:00 Tuesday to Sunday, last session 19:30."),
 ("There'll be 10 of us. Can we just walk in on the day?",
  "For ten people there's no need to book ahead, pre-booking only kicks in for groups bigger than twelve. Just turn up and we'll find you a spot at the bar.",
  "No. At Ember Jar groups of more than 8 must book at least 72 hours in advance, so a party of 10 has to book.",
  N, EJ + "#Group Bookings and Deposits", "multi_rule", "The answer uses the general Code threshold (more than 12, 48 hours); the stricter Ember Jar policy requires groups of more than 8 to book 72 hours ahead."),
 ("OK, we'll book. The total comes to $250. How much is the deposit?",
  "Group bookings take a 20% deposit, so that's $50 up front, with the rest paid on the day.",
  "20 % of $250, i.e. $50.",
  C, EJ + "#Group Bookings and Deposits", "numeric", "20 % of $250 is $50, as the house policy sets."),
 ("If we have to cancel the whole booking 4 days before, do we lose the deposit?",
  "Not all of it. Cancelling four days out gets you half the deposit back, so $25.",
  "With 2 to 6 calendar days' notice half the deposit is refunded: $25.",
  C, BK + "#Customer Cancellations", "multi_rule", "Ember Jar defers cancellations to the county Rules; 4 days' notice is in the 2-6 day band, 50 % refund of the $50 deposit."),
 ("One of the group turns 20 next week. Can she try the Extreme sauces?",
  "Yes, anyone aged 18 or over can take on our Extreme tier once they've signed the waiver, so she's fine.",
  "No. At Ember Jar Extreme samples are for guests aged 21 and over, so a 20-year-old cannot have them.",
  N, EJ + "#Age Limits at Ember Jar", "multi_rule", "18 is the Code's age; the stricter Ember Jar policy applies to its assistant and sets 21 for Extreme."),
]))

S.append(("emberjar-assistant", "Ember Jar in-room tablet assistant, Copperlane room", "2025-04-05T13:20:00Z", None, [
 ("How many of the really hot ones am I allowed today?",
  "Here at Ember Jar it's up to three samples from the Hot tier and a single Extreme sample per session.",
  "Up to 3 Hot samples and 1 Extreme sample per session.",
  C, EJ + "#Sample Limits at Ember Jar", "numeric", "Matches the Ember Jar limits (Hot 3, Extreme 1)."),
 ("I had my last Hot one about 10 minutes ago. Can I go straight on to the Extreme?",
  "Give it a little longer. We need at least 20 minutes between your last Hot sample and an Extreme one, so roughly another 10 minutes.",
  "Not yet: at least 20 minutes must pass after the last Hot sample, so about 10 more minutes.",
  C, EJ + "#Sample Limits at Ember Jar", "time_window", "Correct 20-minute gap and correct remaining time."),
 ("Do I have to sign anything first? I might come back next weekend too.",
  "Yes, there's a short waiver to sign before your first Extreme sample. It stays valid for a week, so if you're back next weekend you won't need to sign again.",
  "Yes, a waiver must be signed before the first Extreme sample, but it is valid only on the day it is signed; next weekend needs a new one.",
  N, CH + "#Extreme Tier Waiver", "time_window", "The waiver is valid only on the day it is signed, not for a week."),
 ("I've had two beers at the bar here. Still OK for the Extreme?",
  "Two beers is fine. We only hold back Extreme samples from guests who've had more than three drinks on the premises.",
  "No. Extreme samples may not be served to anyone who has had more than one alcoholic drink on the premises in the session.",
  N, CH + "#Extreme Tier Waiver", "numeric", "The limit is more than one drink, not more than three; two beers rule out the Extreme sample."),
 ("Ow. Do I have to pay for milk?",
  "Nothing to pay at all. Grab a glass of milk, a pot of yoghurt or a bit of bread from the counter whenever you like, it's on the house.",
  "No. Milk, plain yoghurt or a dairy-free option and plain bread are free and always available.",
  C, CH + "#Cooling Aids and Health", "paraphrase", "Same content as the cooling-aid rule in different words."),
]))

S.append(("emberjar-assistant", "Ember Jar website chat; parent planning a family visit", "2025-05-20T10:00:00Z", True, [
 ("I'm bringing my two kids, aged 7 and 13, this Saturday. What will they be able to taste?",
  "Your 7-year-old will be limited to the Mild sauces. Your 13-year-old can try Mild and Medium, but Hot and Extreme are off the table for both of them. As they're under 16, you'll need to stay with them for the whole visit.",
  "7-year-old: Mild only (Medium needs age 8). 13-year-old: Mild and Medium. No Hot or Extreme. A parent must accompany both throughout.",
  C, CH + "#Heat Tiers", "plain", "Consistent with the tier ages (Medium 8, Hot 16/18 at Ember Jar) and the duty to accompany under-16s.", 0.2),
 ("My 13-year-old is obsessed with spicy food. If I give my permission, could he try just one Hot sample?",
  "Since you'll be right there with him and you're happy to give consent, we can make an exception for a single Hot sample.",
  "No. Nobody, a parent included, can consent to a child tasting a tier whose minimum age he has not reached; Hot is 18+ at Ember Jar.",
  N, CH + "#Age and Identification", "modality", "The Code forbids parental consent overriding a tier's minimum age; the answer turns a prohibition into a permission.", 0.5),
 ("Do you do food for kids, like a lunch menu?",
  "We don't serve meals ourselves, but there's a lovely bakery a couple of doors down on Tinder Street that does sandwiches.",
  "Not covered by the corpus.",
  I, None, "out_of_scope", "Meals and nearby food are not covered by any document.", 0.1),
 ("How long does a tasting last?",
  "A session runs for up to 90 minutes.",
  "Up to 90 minutes.",
  C, CH + "#Sessions and Bookings", "plain", "Matches the 90-minute session limit.", 0.2),
]))

S.append(("emberjar-assistant", "Ember Jar staff assistant (internal), Copperlane room", "2025-06-10T18:45:00Z", None, [
 ("We opened a tub of fresh mango-habanero sauce, no preservatives, last Wednesday (4 June). Can it still go on the tasting bar today?",
  "Yes, fresh sauces are good for 7 days after opening provided they've stayed at 5 °C or below, so you can keep using it until tomorrow.",
  "No. Ember Jar throws fresh sauces away 5 days after opening; a tub opened on 4 June should have gone by 9 June.",
  N, EJ + "#Fresh Sauce Storage", "multi_rule", "7 days is the Code's limit; the stricter house policy (5 days) applies to Ember Jar."),
 ("And the opened bottle of vinegar-based reaper sauce? That was opened on 20 May.",
  "That one can stay. Opened shelf-stable bottles are replaced within 30 days at Ember Jar, so it's good until 19 June.",
  "It can stay until 30 days after opening, i.e. 19 June.",
  C, EJ + "#Fresh Sauce Storage", "time_window", "Applies the house 30-day limit correctly (20 May + 30 days = 19 June)."),
 ("I'm chopping fresh scotch bonnets for the salsa demo. Do I need any kit?",
  "Yes, put on gloves and eye protection before you start cutting, scotch bonnets are Hot tier.",
  "Yes, gloves and eye protection are required when cutting fresh Hot or Extreme chillies.",
  C, CH + "#Hygiene and Storage", "plain", "Matches the glove and eye protection rule."),
 ("A customer wants to keep using the same tasting spoon to cut down on waste. Is that OK?",
  "That's fine, he can keep one spoon for his whole session as long as he rinses it between sauces. He just shouldn't share it with anyone else.",
  "No. Tasting spoons and sticks are single-use, and nothing may be dipped twice into a shared bottle or bowl.",
  N, CH + "#Hygiene and Storage", "modality", "Spoons are single-use; the answer permits reuse."),
]))

S.append(("emberjar-assistant", "Ember Jar Tasting Rooms website chat (customer enquiries)", "2025-07-02T11:30:00Z", None, [
 ("Do you do a hot wing challenge? I'm organising a stag do for 6 people.",
  "I'm sorry, Ember Jar doesn't run eating challenges of any kind, private parties included, so I can't set one up for you. I'd be happy to book the group a regular tasting session instead.",
  "Decline: Ember Jar does not run or host eating challenges; offer an ordinary tasting.",
  C, EJ + "#Challenges and Events", "refusal", "Correct refusal under the house ban on eating challenges."),
 ("Shame. Different thing: I bought a bottle of Smoke Lantern sauce 10 days ago, opened it, and don't like the taste. Can I bring it back?",
  "Yes, you've got 14 days from purchase to return a bottle for a full refund, opened or not, so you're still in time.",
  "No. Only unopened bottles can be returned within 14 days; an opened bottle can be returned only if faulty, and disliking the taste is not a fault.",
  N, CH + "#Bottle Sales", "partial", "The 14-day window is right, but opened bottles are returnable only if faulty."),
 ("How long does a refund take to reach my card?",
  "Card refunds can take up to 30 days to show up, that's our standard processing window.",
  "Once agreed, a refund must be paid within 10 working days to the original payment method.",
  N, BK + "#Refund Payment", "numeric", "Refunds are due within 10 working days, not up to 30 days."),
 ("I also emailed a complaint on Monday about a rude member of staff. When should I hear back?",
  "You'll get an acknowledgement within 3 working days and a full answer within 20 working days.",
  "Ember Jar acknowledges written complaints within 2 working days (so by Wednesday 2 July) and answers in full within 20 working days.",
  N, EJ + "#Contact and Complaints", "multi_rule", "3 working days is the county limit; the stricter Ember Jar policy promises acknowledgement within 2."),
 ("Cheers. Who won the cup final last night?",
  "I don't have sports results, I'm afraid. I can only help with Ember Jar visits, bookings and products.",
  "Not covered by the corpus.",
  I, None, "out_of_scope", "Sport results are outside every document."),
]))

S.append(("emberjar-assistant", "Ember Jar website chat; first-time visitor", "2025-08-16T09:10:00Z", None, [
 ("It's my first time coming to Ember Jar next Saturday and I'm 24. I want to go all the way up to the hottest sauces. Can you walk me through everything I need to know?",
  LONG_EMBER,
  "Open Tue-Sun 12:00-21:00 (last session 19:30, sessions up to 90 minutes); Extreme 21+, Hot 18+, ID for anyone who looks under 30; up to 3 Hot and 1 Extreme; waiver valid that day only; 20 minutes between last Hot and Extreme; no Extreme after more than one alcoholic drink; free cooling aids.",
  C, EJ + "#Age Limits at Ember Jar", "long_answer", "Long answer; every statement matches the house policy and the Code (ages, ID under 30, limits, waiver, spacing, alcohol, cooling aids, hours, groups)."),
 ("Is the minimum age for Hot sauces the same at the Ashby Quay room?",
  "Yes, it's the same at both rooms: Hot-tier tastings are for guests aged 18 and over.",
  "Yes, 18 and over at both Ember Jar rooms.",
  C, EJ + "#Age Limits at Ember Jar", "plain", "The house policy sets 18+ for Hot and covers both rooms."),
 ("Do I really need ID? I'm 24 but people say I look about 19.",
  "Best to bring photo ID. Our staff check it for anyone who looks under 25 before they serve Hot or Extreme sauces.",
  "Yes, bring photo ID; Ember Jar checks ID for anyone who appears under 30 before Hot or Extreme samples.",
  N, EJ + "#Age Limits at Ember Jar", "partial", "Advice to bring ID is right, but the stated threshold (under 25) is the Code's, not Ember Jar's stricter under 30."),
 ("Brilliant, thanks so much! Have a good weekend.",
  "You too, enjoy the heat!",
  "Small talk.",
  I, None, "smalltalk", "Closing pleasantries."),
]))

S.append(("quillplaten-assistant", "Quill & Platen Repair Co. website chat", "2025-02-03T15:00:00Z", None, [
 ("My Halcyon lever-filler from 1948 needs a new ink sac. Do I have to pay for a diagnosis first?",
  "There's a diagnosis fee of up to $25 for pens, but if you go ahead with the repair within 30 days it's knocked off the final price in full.",
  "A diagnosis fee of at most $25 may be charged, credited in full if the repair goes ahead within 30 calendar days.",
  C, PN + "#Estimates and Diagnosis Fees", "numeric", "Matches the $25 pen cap and the 30-day credit."),
 ("The repair's likely to be about $55. Will I get a written estimate before you start?",
  "Written estimates are something we can provide if you ask, but they're not required. Most customers just get the bill when they pick the pen up.",
  "Yes. Any work priced above $40 needs a written estimate, approved by the customer, before work starts.",
  N, PN + "#Estimates and Diagnosis Fees", "modality", "A written estimate is mandatory above $40; the answer makes it optional."),
 ("How long will a sac replacement take?",
  "Sac replacements take up to 15 working days from when you approve the quote.",
  "At most 10 working days, counted from the first working day after approval.",
  N, PN + "#Turnaround Times", "time_window", "15 working days is the nib-work figure; sac replacement is 10 working days."),
 ("Is a 1948 pen treated any differently?",
  "Yes, pens made before 1960 count as heritage items, so we photograph yours from at least three angles when it comes in, and you can have copies of the photos.",
  "Yes. Pens made before 1950 are heritage items: photographed from at least three angles at intake, copies free on request.",
  N, PN + "#Intake and Receipts", "numeric", "The conclusion for a 1948 pen is right, but the stated cut-off year (1960) contradicts the 1950 rule."),
]))

S.append(("quillplaten-assistant", "Quill & Platen Repair Co. website chat; customer with a typewriter in for overhaul", "2025-03-10T09:30:00Z", None, [
 ("You estimated $200 for overhauling my typewriter and now I'm told it'll be $225. Can you charge that without asking me?",
  "Yes. $225 is 12.5% above the estimate, which is inside the 15% margin, so it can be charged without fresh approval. The extra will be explained on your invoice.",
  "Yes: a 12.5 % increase is within 15 % and may be charged without new approval, explained on the invoice.",
  C, PN + "#Estimates and Diagnosis Fees", "numeric", "12.5 % is within the 15 % tolerance."),
 ("And what if it had gone up to $240?",
  "Then the bench would have to down tools and check with you first. A jump of that size is more than the workshop can add on its own say-so.",
  "$240 is 20 % over; the workshop must stop and get approval before continuing.",
  C, PN + "#Estimates and Diagnosis Fees", "paraphrase", "Correct outcome, phrased without the rule's wording."),
 ("I approved the estimate on Monday 3 February. What's the latest it should be finished?",
  "A full overhaul has a maximum of 40 working days, counted from the first working day after your approval, so from Tuesday 4 February. Leaving aside any public holidays, that takes you to Monday 31 March.",
  "40 working days from Tuesday 4 February: Monday 31 March 2025, later only if public holidays fall in between.",
  C, PN + "#Turnaround Times", "time_window", "Correct count of 40 working days starting the day after approval."),
 ("If you miss that date, can I just take it back?",
  "You can cancel and take it back, yes, but the diagnosis fee isn't refundable and we'd keep the deposit to cover the work already done.",
  "Yes. If the maximum passes without written agreement to extend, the customer may cancel and get the item, the deposit and the diagnosis fee back in full.",
  N, PN + "#Turnaround Times", "partial", "Right that the customer may cancel, wrong to keep the deposit and diagnosis fee."),
 ("Unrelated, but your shop cat is adorable. What's her name?",
  "That's Pica! She supervises the bench most afternoons.",
  "Small talk.",
  I, None, "smalltalk", "Chat about the shop cat."),
]))

S.append(("quillplaten-assistant", "Quill & Platen Repair Co. assistant, used by the workshop manager", "2025-04-22T14:10:00Z", True, [
 ("A customer still hasn't collected their typewriter. We told them it was ready on 2 January. Can we start charging storage?",
  "Yes. The free period was 90 days from your notice, which ran out on 2 April, so you can now charge up to $1.50 a day for the typewriter.",
  "Yes: the 90 free calendar days ended on 2 April 2025; up to $1.50 per day may be charged for a typewriter.",
  C, PN + "#Uncollected Items", "time_window", "Correct 90-day window and typewriter storage cap.", 0.25),
 ("Can we sell it now to recover what we're owed?",
  "You can sell it once it's been uncollected for six months from the completion notice, as long as you've sent the customer a written reminder first.",
  "Not yet. A sale needs at least 12 months since the completion notice (2 January 2026 at the earliest), two written reminders at least 30 days apart, and the second at least 30 days before the sale.",
  N, PN + "#Uncollected Items", "numeric", "Six months and one reminder instead of 12 months and two reminders.", 0.45),
 ("If it sells for more than they owe, can we keep the difference?",
  "No. Anything above what the customer owes has to be set aside for them and paid out if they ask for it within two years of the sale.",
  "No; the surplus is kept for the customer and paid on request for 2 years after the sale.",
  C, PN + "#Uncollected Items", "negation", "Correctly denies keeping the surplus.", 0.2),
 ("Random question: what's your favourite typewriter typeface?",
  "I'm partial to a classic pica slab serif, very easy on the eyes.",
  "Small talk.",
  I, None, "smalltalk", "Chit-chat about typefaces.", 0.1),
]))

S.append(("quillplaten-assistant", "Quill & Platen Repair Co. website chat", "2025-05-06T11:00:00Z", None, [
 ("My grandmother's typewriter from 1932 has a cracked platen knob. Can you fit a new one?",
  "We can source a reproduction knob, but as your machine predates 1940 we need your signed say-so before swapping anything original. The old knob comes back to you with the machine unless you tell us in writing you'd rather we didn't.",
  "Yes, with the customer's written consent (heritage item); the original knob is returned unless declined in writing.",
  C, PN + "#Heritage Items and Original Parts", "paraphrase", "Written consent and return of the original part, in different words."),
 ("While it's in, could you repaint the faded decals?",
  "Sure, decal touch-ups are part of our standard cosmetic refresh, so there's no extra sign-off needed; we'll just do them along with the knob.",
  "Only with the customer's written consent: decals on a heritage typewriter may not be repainted or replaced without it.",
  N, PN + "#Heritage Items and Original Parts", "modality", "Repainting decals on a heritage item requires written consent; the answer says none is needed."),
 ("Separate issue: a pen you fixed last month is leaking again. I've been using India ink in it. Is that under warranty?",
  "Unfortunately not. India ink isn't made for fountain pens, and damage it causes falls outside the repair warranty. We're happy to quote for a clean-out, though.",
  "No; damage from India ink is excluded from the repair warranty.",
  C, PN + "#Repair Warranty", "plain", "India ink is an express warranty exclusion."),
 ("My nephew is 17 and would love to help out at your bench this summer. Could he?",
  "I'm sorry, we can't have anyone under 18 in the workshop at all. It's a safety rule, so he'd need to wait until next year.",
  "Yes, a 17-year-old may work in the repair area, but not on lathes, heated-solvent ultrasonic cleaners or solvent baths.",
  N, PN + "#Workshop Safety and Young Workers", "refusal", "Refuses on a rule that does not exist: 16 and 17 year olds may work in the repair area with restrictions."),
 ("Can I post a pen to you instead of bringing it in?",
  "",
  "No answer given.",
  I, None, "empty_answer", "Empty answer."),
]))

S.append(("quillplaten-assistant", "Quill & Platen Repair Co. website chat; customer preparing a drop-off", "2025-06-18T08:40:00Z", None, [
 ("I'm dropping off a 1946 pen that needs a full restoration and a 1961 typewriter for a full overhaul. Can you walk me through the whole process, from drop-off to collection?",
  LONG_QUILL,
  "As the answer, except that the customer has 90 calendar days, not 60, from the completion notice to collect free of storage charges.",
  N, PN + "#Uncollected Items", "long_answer", "Long, otherwise correct answer with one wrong sentence: free collection period given as 60 days instead of 90."),
 ("How soon will you tell me once they're done?",
  "We'll be in touch within two working days of the work being finished.",
  "Within 2 working days of completion.",
  C, PN + "#Notice of Completion", "plain", "Matches the 2-working-day notice."),
 ("Is there a surcharge if I pay the deposit with my debit card?",
  "There's a small 1.5% surcharge on all card payments, debit or credit.",
  "No. Up to 1.5 % may be added for credit cards only; no surcharge on debit cards or cash.",
  N, BK + "#Prices and Surcharges", "negation", "Uses the rule's own figure but drops the prohibition on debit card surcharges."),
 ("How big a deposit will you want on a $320 overhaul?",
  "We take a 30% deposit on overhauls, so that would be $96.",
  "At most 25 % of the price, i.e. no more than $80.",
  N, BK + "#Deposits", "numeric", "Deposit cap is 25 % ($80), not 30 %."),
]))

S.append(("quillplaten-assistant", "Quill & Platen Repair Co. website chat", "2025-09-09T17:20:00Z", None, [
 ("When you restore my celluloid pen, will you use heat to reshape the clip area?",
  "We may use gentle warmth, but celluloid is never taken above 60 °C in our workshop; any hotter and it can warp or discolour.",
  "Heat may be used but celluloid must never go above 60 °C.",
  C, PN + "#Workshop Safety and Young Workers", "negation", "Consistent with the 60 °C ceiling."),
 ("Actually, I need to cancel. The repair is booked to start next Monday, 15 September, and I paid a $40 deposit.",
  "No problem. As you're giving us six days' notice, you'll get the full $40 back.",
  "Six calendar days' notice is in the 2-6 day band: half the deposit, $20, is refunded.",
  N, BK + "#Customer Cancellations", "time_window", "A full refund needs 7 or more days' notice; 6 days gives 50 %."),
 ("Could you give it to me as shop credit instead of a card refund?",
  "Happy to, if that's what you'd like. We only issue credit when a customer asks for it; otherwise the money goes back to the card you paid with. Any credit note we give you lasts at least two years.",
  "Yes, if the customer agrees; otherwise refund to the original payment method. Credit notes are valid at least 24 months.",
  C, BK + "#Refund Payment", "paraphrase", "Consistent with the voucher and refund method rules, reworded."),
 ("Can you recommend a good printer for home use?",
  "Sorry, printers aren't my area. I'm here to help with pen and typewriter repairs.",
  "Not covered by the corpus.",
  I, None, "out_of_scope", "Printers are outside every document."),
]))

S.append(("hollowmere-assistant", "Lavender Hollow Farm & Maze visitor chat (Hollowmere Rural Services). Posted hours: 09:30-18:00 daily.", "2025-07-12T08:15:00Z", None, [
 ("Can I bring my spaniel into the lavender fields tomorrow?",
  "Sorry, pet dogs can't go into the lavender fields in July or August. Assistance dogs are the only exception.",
  "No. Non-assistance dogs are barred from the fields from 1 July to 31 August.",
  C, LV + "#Dogs", "negation", "13 July is inside the 1 July-31 August ban."),
 ("OK. What time do you open, and when's the last entry to the maze?",
  "We open at 9:30 and close at 6 pm. Last entry into the maze is 5:30, half an hour before closing.",
  "Open 09:30-18:00; last maze admission is 45 minutes before closing, i.e. 17:15.",
  N, LV + "#Season and Opening Hours", "time_window", "Last admission is 45 minutes before closing (17:15), not 30."),
 ("Tickets for me (40), my husband (42) and our kids aged 2, 9 and 15. What's cheapest?",
  "Go for the family ticket at $32. It covers two adults and up to three children aged 15 or under. Buying separately would come to $37.",
  "The $32 family ticket; individual tickets would total $37 (2 x $12 + 2 x $6.50, infant free).",
  C, LV + "#Admission Bands", "numeric", "Family ticket covers 2 adults and 3 children (infant counts); arithmetic correct."),
 ("Can our 9-year-old and 15-year-old do the maze by themselves while we have a cup of tea?",
  "Your 15-year-old can head in alone as long as one of you stays on site, but the 9-year-old has to have an adult with them inside the maze the whole time.",
  "The 15-year-old may go alone if a parent stays on the premises; the 9-year-old must be accompanied by an adult.",
  C, LV + "#Children in the Maze", "partial", "Request correctly granted in part: 12-15 may go alone, under 12 may not."),
 ("Can our 15-year-old cut her own lavender to take home?",
  "Yes, each paying visitor can cut up to three bunches from the Pick Your Own rows, so she gets her own three.",
  "She may help cut within a parent's allowance, but only paying visitors aged 16 or over have their own allowance of 3 bunches.",
  N, LV + "#Picking Lavender", "plain", "Drops the age condition: under-16s have no allowance of their own."),
]))

S.append(("hollowmere-assistant", "Lavender Hollow Farm & Maze group bookings chat (Hollowmere Rural Services)", "2025-05-28T12:00:00Z", None, [
 ("I'm a teacher hoping to bring 30 pupils, all aged 10, on Friday 6 June. Do I need to book, and is it too late?",
  "Yes, any group of 20 or more has to book at least 5 working days ahead. If you book today you're comfortably in time for Friday 6 June.",
  "Yes, groups of 20+ must book 5 working days ahead; booking on 28 May is in time.",
  C, LV + "#Group Visits", "time_window", "There are 6 working days between 28 May and 6 June; fields are open from 1 June."),
 ("How many adults should I bring so every pupil can go round the maze?",
  "You'll need one adult for every eight pupils, so four adults will cover your group.",
  "Pupils under 12 need one adult per four children in the maze: 8 adults for 30 pupils.",
  N, LV + "#Group Visits", "numeric", "1:8 is the general school ratio; in the maze under-12s need 1:4, so 8 adults."),
 ("A colleague wants a photographer to take her wedding photos in your lavender on 5 June. Is it too late to ask?",
  "Not at all. Shoot permits need 5 working days' notice and 5 June is further off than that, so she can still apply.",
  "Too late: the permit application must reach the farm at least 10 calendar days before the shoot; 5 June is only 8 days away.",
  N, LV + "#Photography and Drones", "time_window", "Wrong notice period (10 calendar days required)."),
 ("Could the photographer get an aerial shot by flying a drone over the maze?",
  "No, drones are never allowed over the maze. Over the lavender fields it's possible only with the farm's written consent and outside opening hours.",
  "No drones over the maze; over fields only with written consent and outside visitor hours.",
  C, LV + "#Photography and Drones", "negation", "Matches the drone rules."),
 ("What do you charge for a photo permit?",
  "The permit fee can't go above $150 for each half day of shooting.",
  "At most $150 per half day.",
  C, LV + "#Photography and Drones", "numeric", "Matches the $150 per half-day cap."),
]))

S.append(("hollowmere-assistant", "Hollowmere Rural Services well drilling customer chat", "2025-10-06T07:50:00Z", None, [
 ("We want a new borehole. The spot we picked is 18 m from our septic tank and 25 m from the soakaway. Is that OK?",
  "You're fine on both counts: 18 m clears the septic tank distance and 25 m from the soakaway meets the rule too, so you can go ahead.",
  "18 m from the septic tank is fine (15 m), but a soakaway needs 30 m; drilling needs a written variation from the County Water Office first.",
  N, WL + "#Setback Distances", "partial", "Septic tank part right, soakaway part wrong (30 m required)."),
 ("The driller expects to go down about 75 m. Can our local man Hank do it? He has a Class B licence.",
  "Not on his own licence: anything deeper than 60 m needs a Class A driller. Hank could still work on the job under the direct supervision of a Class A driller on site.",
  "No; over 60 m needs Class A. Hank may help under direct supervision of a Class A driller on site.",
  C, WL + "#Driller Licences", "negation", "Correct licence depth limit and supervision rule."),
 ("What notice do we have to give the neighbours?",
  "Anyone living within 100 m needs written notice at least 5 calendar days before drilling starts, and the County Water Office needs 10 working days' notice.",
  "Occupiers within 100 m need written notice at least 5 working days before; the County Water Office at least 10 working days before.",
  N, WL + "#Notice Before Drilling", "time_window", "Neighbour notice is 5 working days, not calendar days; shares most words with the rule."),
 ("If the crew falls behind, could they run the rig on Saturday afternoon?",
  "Yes, Saturday drilling is allowed from 8 am to 4 pm, so they can carry on until 4.",
  "Only until 13:00; on Saturdays the rig may run 08:00-13:00 (packing away with the rig off until 13:30).",
  N, WL + "#Permitted Working Hours", "time_window", "Saturday drilling ends at 13:00, not 16:00."),
 ("The quote is $9,000. What deposit can they ask for?",
  "At most $1,800. The drilling code caps deposits at 20%, and because that's lower than the county's general 25% limit, the 20% cap is the one that applies.",
  "No more than 20 %, i.e. $1,800.",
  C, WL + "#Deposits and Dry Holes", "multi_rule", "Correctly combines the drilling code cap (20 %) with the county rule that the more protective limit applies."),
]))

S.append(("hollowmere-assistant", "Hollowmere Rural Services well owner helpline", "2025-11-03T13:30:00Z", True, [
 ("The lab results for our new well show E. coli. The driller got them on Thursday but only told us today (Monday). Is that allowed?",
  "That's within the rules. Drillers have 5 working days to pass results on, and Thursday to Monday is only two working days.",
  "No. When E. coli is found the owner must be told within 24 hours of the driller receiving the result; the 5-working-day period is for ordinary results.",
  N, WL + "#Water Testing", "time_window", "The 24-hour E. coli rule applies, not the general 5-working-day window.", 0.4),
 ("So what should happen now?",
  "Hold off drinking it unless it's been treated. The well needs a strong chlorine shock, and the follow-up sample shouldn't be taken until a full week has passed after that treatment.",
  "Do not drink it untreated; shock-chlorinate the well and retest no sooner than 7 days after chlorination.",
  C, WL + "#Water Testing", "paraphrase", "Same steps as the rule, in different words.", 0.25),
 ("If they chlorinate on 5 November, can we retest on 10 November?",
  "That's too soon. The retest has to be at least 7 days after the chlorination, so 12 November is the earliest.",
  "No; the earliest retest date is 12 November.",
  C, WL + "#Water Testing", "time_window", "5 November + 7 days = 12 November.", 0.25),
 ("Are you a real person?",
  "I'm an automated assistant for Hollowmere Rural Services, but I can pass you to a member of staff if you'd like.",
  "Small talk.",
  I, None, "smalltalk", "Question about the assistant itself.", 0.1),
]))

S.append(("hollowmere-assistant", "Lavender Hollow Farm & Maze visitor chat (Hollowmere Rural Services). Posted hours: 09:30-18:00 daily.", "2025-08-09T10:05:00Z", None, [
 ("I've booked tickets for Lavender Hollow next Saturday (16 August) but the forecast says 37 degrees. If you close because of the heat, what happens to my money? And what if you close halfway through the day?",
  LONG_LAVENDER,
  "If the site or part of it closes for a weather warning or heat above 35 °C, the ticket holder chooses a full refund or free rebooking within 12 months; if closure starts after more than 2 hours on site, a 50 % refund may be given instead. Refunds within 10 working days to the original method.",
  C, BK + "#Weather and Safety Closures", "long_answer", "Long answer consistent with the closure, refund, voucher and season rules."),
 ("Is there first aid on site? My son reacts badly to bee stings.",
  "Yes. Someone with first-aid training is on site the whole time we're open, and our first-aid point keeps adrenaline pens in stock, but please still bring his own prescribed pen.",
  "Yes: a first-aider is on site during visitor hours and at least two adrenaline auto-injectors are kept at the first-aid point.",
  C, LV + "#Bees and First Aid", "paraphrase", "Matches the first-aid rule in other words."),
 ("How close do the footpaths get to the beehives?",
  "The hives are kept at least 10 metres back from any public path.",
  "At least 25 metres.",
  N, LV + "#Bees and First Aid", "numeric", "Hives must be at least 25 m from public paths, not 10 m."),
 ("Do you sell lavender honey in the shop?",
  "   \n  ",
  "No answer given.",
  I, None, "empty_answer", "Whitespace-only answer."),
]))

S.append(("hollowmere-assistant", "Hollowmere Rural Services general chat", "2025-06-01T19:00:00Z", None, [
 ("hello there", "Hi! How can I help you today?", "Small talk.", I, None, "smalltalk", "Greeting."),
 ("What's the weather going to be like in Vellmoor on Tuesday?",
  "I don't have access to weather forecasts, sorry. Your local forecast service will know best.",
  "Not covered by the corpus.", I, None, "out_of_scope", "Weather forecasts are not covered by any document."),
 ("Never mind, thanks. Bye!", "Bye, have a lovely evening!", "Small talk.", I, None, "smalltalk", "Farewell."),
]))


def score(turns, weights):
    num = den = 0.0
    for t, w in zip(turns, weights):
        if t[3] == I:
            continue
        den += w
        num += w * (1 if t[3] == C else 0)
    if den == 0:
        return None, I
    s = round(num / den, 4)
    return s, (C if s >= 0.5 else N)


def main():
    conv, labs, exp = [], [], []
    for i, (aid, ctx, start, weighted, turns) in enumerate(S, 1):
        sid = f"AL-S{i:02d}"
        n = len(turns)
        if weighted:
            weights = [t[7] for t in turns]
            assert abs(sum(weights) - 1) < 1e-9, sid
            rw = weights
        else:
            weights = [1 / n] * n
            rw = [round(1 / n, 4)] * n
        items = []
        for j, t in enumerate(turns, 1):
            qid = f"AL-{i:02d}-q{j}"
            d = {"qa_id": qid, "query": t[0], "assistant": t[1], "ground_truth_assistant": t[2]}
            if weighted:
                d["weight"] = t[7]
            items.append(d)
            labs.append({"session_id": sid, "qa_id": qid, "label": t[3], "clause": t[4], "kind": t[5], "rationale": t[6]})
        conv.append({"session_id": sid, "assistant_id": aid, "language": "english", "context": ctx,
                     "started_at": start, "conversation": items})
        s, v = score(turns, weights)
        exp.append({"session_id": sid, "assistant_id": aid, "n_interactions": n,
                    "n_compliant": sum(t[3] == C for t in turns),
                    "n_non_compliant": sum(t[3] == N for t in turns),
                    "n_irrelevant": sum(t[3] == I for t in turns),
                    "weight_mode": "full" if weighted else "none",
                    "resolved_weights": {f"AL-{i:02d}-q{j}": w for j, w in enumerate(rw, 1)},
                    "expected_score": s, "expected_verdict": v})
    for name, rows in (("conversations.jsonl", conv), ("labels.jsonl", labs), ("expected_sessions.jsonl", exp)):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(conv), "sessions,", len(labs), "interactions")


if __name__ == "__main__":
    main()
