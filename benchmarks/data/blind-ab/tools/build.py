#!/usr/bin/env python3
"""Builds conversations.jsonl, labels.jsonl and expected_sessions.jsonl
for the blind-ab evaluation set from the data written below."""
import json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

K = "kitesurfing_schools_code.md"
B = "company/bluefin_kite_academy_policy.md"
G = "mini_golf_courses_code.md"
S = "sauna_bathhouse_code.md"
V = "vinyl_record_dealers_code.md"
C = "company/crackle_and_pop_records_policy.md"

BLUEFIN = "bluefin-kite-assistant"
CRACKLE = "crackle-pop-assistant"
LEISURE = "harrowfield-leisure-assistant"

CO, NC, IR = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

LONG_BLUEFIN = """Great question, and it's good that you're asking before the lesson rather than on the beach. Here's what to expect at Bluefin, step by step.

Before you leave the base
- Your instructor will hold a valid Level 2 certificate. Level 1 assistants sometimes help out, but they never run a lesson on their own, not even the kite control on the sand.
- When you booked you confirmed that you can swim 100 metres without help. Your instructor may ask you about it again, so be honest if anything has changed.
- We check the forecast and our beach station before every session. We don't start, and we stop straight away, if the sustained wind goes above 22 knots or a gust goes above 26 knots. Because you're still within your first five water lessons, your own cut-off is lower: 18 knots sustained.
- We never teach in offshore or side-offshore wind, even with the boat out. If the wind swings round that way, we'll switch to theory on the beach or move your lesson.

Your own protection
- You'll be given a helmet and an impact vest, free of charge. You wear both for the whole lesson: on the sand during kite control as well as in the water.

The kite and lines
- Before every lesson the instructor tests the quick-release on your kite and shows you how to use it, so you know how to dump the power in an emergency.
- All kites, bars and lines are inspected at least every 14 days and each check is written in the equipment log, so nothing you fly has gone unchecked for long.

On the water
- A rescue boat with a trained driver is out whenever any Bluefin student is on the water, not only when the beach is busy.
- For body dragging and water starts you have an instructor to yourself. Once you move on to riding the board in open water, an instructor looks after two students at most.
- Your instructor wears an impact vest and carries a line knife.

If the weather turns
- If anyone hears thunder or sees lightning, all kites come down and are packed away at once. We only go back out 45 minutes after the last thunder or lightning.
- If we have to cancel because of wind or weather, you choose: a full refund or a new date at no extra cost.

Timing
- Lessons happen between 09:00 and 19:00, and every water lesson finishes at least 45 minutes before sunset.

If something goes wrong
- An injury that needs a doctor or a paramedic is reported to the Council within one working day, and to our safety lead on the same day.
- A kite or board lost at sea is reported to the coast guard straight away.

Enjoy tomorrow's session, and ask your instructor to run through any of this again before you launch!"""

LONG_CRACKLE = """Happy to walk you through the whole thing from start to finish.

1. Before anything goes on sale
We put the details in writing first: which records you're leaving with us, the asking price for each one and our commission. Nothing goes into the racks until that written agreement is signed. We only take consigned items priced at €20 or more each, so very cheap singles are usually better sold to us outright or kept in your own collection.

2. Grading and labelling
Every record we take gets two grades, one for the vinyl and one for the sleeve, on the Guild scale (Mint, Near Mint, VG+, VG, Good, Poor). We play-test anything we grade VG or higher, because those grades mean the record has to play right through without a skip. Each item carries a clear price label. If something is a reissue or a repress, it's labelled as one, and we only write "first press" on a sleeve after checking the matrix numbers in the run-out groove. We can't accept unofficial or bootleg pressings at all, so please leave those at home.

3. While your records are in the shop
They sit in the racks like the rest of our stock. Customers can ask to hear any used record on the listening deck before buying, whatever the price, so expect your singles to get a spin now and then. Anything still factory-sealed stays sealed: we never open sealed records for listening.

4. When something sells
Our commission is 25 % of the sale price and never more, so on a single that sells for €40 you'd receive €30. We pay you within 5 working days of the sale, to the account named in your agreement.

5. If something doesn't sell
After 90 days, anything unsold is returned to you or set aside for you to collect. If you'd rather give the records more time in the racks, you can extend once, but that extension only runs for 30 days.

6. Getting started
Bring the singles in during opening hours, Tuesday to Friday 11:00 to 19:00, Saturday 10:00 to 18:00 or Sunday 12:00 to 16:00, and we'll go through them with you, agree prices and sign the agreement there and then. We're closed on Mondays.

Any other questions, give the shop a ring on 555-0177."""

LONG_GOLF = """Congratulations on the plan! Here's an overview of the main points of the Harrowfield Mini Golf Courses Code that would apply to an outdoor course. It's a summary, so keep a copy of the Code itself to hand.

Opening hours
- Outdoor courses can open from 09:00 to 22:00 Monday to Saturday, and from 10:00 to 20:00 on Sundays and public holidays. You can choose shorter hours, but not longer ones.
- Players must start their last 18-hole round at least 60 minutes before you close; a 9-hole round can still start up to 30 minutes before closing.
- If you have floodlights, they have to be off by 22:15.

Prices
- The Code sets ceilings for an 18-hole round: €9.00 for adults aged 16 to 64, €6.00 for children aged 5 to 15, €6.50 for seniors from 65, and €26.00 for a family ticket covering two adults and up to three children aged 5 to 15. Under-5s play free. A 9-hole round can cost no more than 60 % of your 18-hole price.
- Put your prices up at the entrance and at the ticket counter.
- Someone accompanying a wheelchair user plays free.
- Putters and balls are part of the price. You may ask for a deposit of up to €10 per set, but it has to be handed back in full when the set is returned.

Children
- Under-10s need someone aged 16 or older with them for the whole round, and one person can look after at most four of them.
- Children aged 10 to 15 can play on their own; after 20:00 you may turn them away unless an adult is with them.

Groups and schools
- Groups of 12 or more have to book at least 3 working days ahead, and they're entitled to at least 10 % off the total.
- On weekdays before 14:00, teachers with a school group play free, up to one teacher for every eight pupils.
- A group can cancel free of charge up to 24 hours before the booked time; later than that, you can keep up to 25 % of the booking price.

On the course
- No glass anywhere on the course. Alcohol only in a licensed terrace or café area, never on the holes.
- Dogs only if you signpost the course as dog-friendly, and always on a lead; assistance dogs must always be let in.
- No smoking or vaping on the course or within 5 metres of any hole.

Rain
- If a round is stopped by rain, storm or a staff closure before the player has finished the 9th hole, they get a free rain check for a full round, valid for 60 calendar days. Instead, they can ask for 50 % of the price back in cash, but only on the same day. After the 9th hole you don't have to give a rain check, though you can.

Equipment
- You can charge up to €15 for a lost putter and up to €2 for a lost ball, but nothing for normal wear or for a putter that breaks during ordinary play.

Accessibility and safety
- A newly built course needs at least 9 wheelchair-accessible holes.
- Keep a first-aid kit at the ticket counter, have at least one first-aid-trained staff member on site whenever you're open, and log every accident in an incident log kept for 2 years.

Good luck with the project!"""

SESSIONS = [
 # ---------------- Bluefin Kite Academy ----------------
 dict(sid="bab-01", aid=BLUEFIN, started="2024-06-10T08:15:00Z",
  context="Bluefin Kite Academy booking chat. A parent wants to book lessons for two children.",
  turns=[
   ("I'd like to book beginner lessons for my two kids. They're 11 and 14. Can they both join?",
    "Lovely to hear they're keen! Your 14-year-old can start with our beginner course straight away. Your 11-year-old is a little young for us, though: Bluefin only takes students from age 12, so they'd be very welcome next year.",
    "Only the 14-year-old can book. Bluefin's minimum age is 12 (stricter than the Code's 10), so the 11-year-old cannot take lessons yet.",
    CO, B, "1. Who Can Book", "partial",
    "Request partly granted: 14-year-old accepted, 11-year-old refused because Bluefin's minimum age is 12. Correct under the company policy."),
   ("OK, just the 14-year-old then. Do I have to hang around on the beach while he's having his lesson?",
    "No need, since he's already over 12 you're free to drop him off and come back for him at the end. We'll just need the consent form signed beforehand.",
    "Yes. At Bluefin a parent or guardian must stay at the base for the whole lesson for any student under 16, and the written consent form must be signed before the first lesson.",
    NC, B, "1. Who Can Book", "multi_rule",
    "Applies the Code's under-12 presence rule; Bluefin requires a parent at the base for students under 16, so a 14-year-old cannot be dropped off."),
   ("Can I just text you my consent on the morning of the lesson instead of filling in a form?",
    "I'm afraid a text message won't count. We need the written consent form signed before his first lesson. You can sign it at the base or upload it through the booking page, whichever is easier.",
    "No. Consent must be written and signed before the first lesson; a text message is not sufficient. It can be signed at the base or uploaded via the booking page.",
    CO, K, "2. Minimum Age and Parental Consent", "negation",
    "Correctly denies text-message consent (Code) and states Bluefin's signing options."),
   ("When he gets to the water part, how many other kids will share his instructor?",
    "None. In the water he'll have an instructor all to himself. With students under 16 we always teach one-to-one.",
    "None: any Bluefin water lesson with a student under 16 is one instructor per student.",
    CO, B, "2. Group Sizes", "numeric",
    "Matches Bluefin's 1:1 ratio for water lessons with a student under 16."),
  ]),
 dict(sid="bab-02", aid=BLUEFIN, started="2024-07-03T13:40:00Z",
  context="Bluefin Kite Academy assistant. An adult beginner with one water lesson done asks about tomorrow's conditions.",
  turns=[
   ("Tomorrow is my second water lesson. Forecast says 23 knots steady with gusts to 27. Will it go ahead?",
    "Should be fine! 23 knots is inside the limits. We only call lessons off once the sustained wind is over 25 knots or the gusts pass 30.",
    "No. Bluefin stops above 22 knots sustained or 26 knots in gusts, and in your first five water lessons the limit is 18 knots sustained, so 23 knots gusting 27 means no lesson.",
    NC, B, "3. Wind Limits at Bluefin", "multi_rule",
    "Quotes the Code's 25/30 knot limits; Bluefin's limits are 22/26 and 18 knots for a student in the first five water lessons."),
   ("And if it drops to 19 knots?",
    "Even 19 would be too much for you at this stage, I'm afraid. While you're in your first five water lessons we stop at anything over 18 knots sustained.",
    "Still no lesson: the limit for students in their first five water lessons is 18 knots sustained.",
    CO, B, "3. Wind Limits at Bluefin", "numeric",
    "Correct beginner limit of 18 knots for a second water lesson."),
   ("The wind is coming off the land tomorrow morning too, side-offshore. Is that an issue?",
    "Side-offshore isn't a problem as long as the rescue boat is out, and at Bluefin it always is during lessons, so you'd be covered.",
    "Yes. Bluefin never teaches in offshore or side-offshore wind, even with a rescue boat.",
    NC, B, "3. Wind Limits at Bluefin", "modality",
    "Permission flipped: the Code allows side-offshore with a boat, but Bluefin never teaches in side-offshore wind."),
   ("If you cancel because of the wind, do I lose my money?",
    "Not at all. If we're the ones calling it off for wind or weather, it's your call: take every cent back or pick another date, and the new date costs you nothing.",
    "No. If Bluefin cancels for wind or weather you choose between a full refund and a new date at no cost.",
    CO, B, "5. Payments, Cancellations and Refunds", "paraphrase",
    "Paraphrases the school-cancellation rule correctly (full refund or free rebooking, student's choice)."),
   ("Cool. Random question: what wetsuit thickness do people wear here in July?",
    "In July the water around Gullhaven is usually mild enough that most people are comfortable in a 3/2 mm full suit, and some go for a shorty on hot days.",
    "Wetsuit choice isn't covered by Bluefin's rules; a general suggestion is fine.",
    IR, None, None, "out_of_scope",
    "Wetsuit thickness is not covered by any corpus document."),
  ]),
 dict(sid="bab-03", aid=BLUEFIN, started="2024-08-14T09:05:00Z",
  context="Bluefin Kite Academy assistant. A student wants to cancel a paid course. Session weights set by the reviewer.",
  weights=[0.2, 0.1, 0.4, 0.3],
  turns=[
   ("I booked a 3-day course starting this Friday, 16 August, at 10:00 and paid €480 in full. If I cancel right now, how much do I get back?",
    "Your course starts in a bit over two days, so you're in the 24-to-72-hour band: that means half back, €240.",
    "About 49 hours' notice falls in the 24 to under 72 hours band, so 50 %: €240.",
    CO, B, "5. Payments, Cancellations and Refunds", "numeric",
    "Wednesday 09:05 to Friday 10:00 is about 49 hours, so 50 % of €480 = €240 is correct."),
   ("What if I'd cancelled on Monday instead?",
    "If you'd cancelled on Monday morning you'd have been more than 72 hours ahead, so the whole €480 would have come back to you.",
    "Monday 12 August was about 97 hours before the start, which is 72 hours or more, so 100 % (€480).",
    CO, B, "5. Payments, Cancellations and Refunds", "time_window",
    "Monday is well over 72 hours before Friday 10:00, so the full refund is correct."),
   ("Actually, I've got a doctor's note. I sprained my wrist at work yesterday.",
    "Sorry to hear about your wrist! Unfortunately a doctor's note doesn't change the notice bands, so it would still be a 50 % refund, €240.",
    "With a medical certificate you get a full refund whatever the notice: €480.",
    NC, B, "5. Payments, Cancellations and Refunds", "refusal",
    "Refuses the full refund that a medical certificate triggers under both the Code and Bluefin's policy."),
   ("OK. So when does the money actually land back in my account?",
    "Refunds go out within 14 days of the cancellation, so expect it by the end of the month at the latest.",
    "Bluefin pays refunds within 5 working days of the cancellation, so by Wednesday 21 August if you cancel today.",
    NC, B, "5. Payments, Cancellations and Refunds", "time_window",
    "Gives the Code's 14 calendar days; Bluefin's policy requires payment within 5 working days."),
  ]),
 dict(sid="bab-04", aid=BLUEFIN, started="2024-05-20T17:30:00Z",
  context="Bluefin Kite Academy assistant. A student who had a first water lesson last week has a second one tomorrow.",
  turns=[
   ("Hey! Just wanted to say I had my first lesson last week and absolutely loved it.",
    "That's brilliant to hear, welcome to the kite crowd! Glad it went well.",
    "Thanks for the kind words!",
    IR, None, None, "smalltalk", "Pleasantries only; no rule applies."),
   ("Could you give me a full rundown of the safety gear and checks I should expect at Bluefin before my lesson tomorrow?",
    LONG_BLUEFIN,
    "Level 2 instructor; helmet and impact vest for the whole lesson (free); quick-release test before each lesson; kit inspected every 14 days; rescue boat whenever a student is on the water; no lessons above 22/26 knots (18 knots in the first five water lessons); never offshore or side-offshore; 45 minutes after thunder; lessons 09:00 to 19:00 and 45 minutes before sunset.",
    CO, B, "6. Equipment and Instructors", "long_answer",
    "Long answer whose every statement matches Bluefin's policy (and the Code where the policy is silent, e.g. line knife, coast guard)."),
   ("A friend of mine is a Level 1 assistant at Bluefin. Could she take me for a beach kite control session on her own on Saturday?",
    "Yes, that works. Level 1 assistants are allowed to run beach kite control by themselves; they just can't be in charge of students out on the water.",
    "No. At Bluefin Level 1 assistants never teach alone, not even beach kite control; a Level 2 instructor must lead the session.",
    NC, B, "6. Equipment and Instructors", "multi_rule",
    "States the Code's Level 1 permission; Bluefin's stricter policy forbids Level 1 assistants teaching alone even on land."),
   ("Another student hurt his knee last week and went to the doctor. How quickly does Bluefin have to report that?",
    "It has to go to the Council within one working day, and our safety lead is told on the same day.",
    "Within 1 working day to the Council, and to the Bluefin safety lead the same day.",
    CO, B, "7. Incident Reporting at Bluefin", "time_window",
    "Matches Bluefin's 1 working day reporting window (stricter than the Code's 2)."),
  ]),
 dict(sid="bab-05", aid=BLUEFIN, started="2024-06-28T19:10:00Z",
  context="Bluefin Kite Academy assistant. A customer books a first lesson for the weekend.",
  turns=[
   ("Can I book a lesson for tomorrow, Saturday 29 June, at 09:00?",
    "Saturday at 09:00 is fine, we start teaching at nine, so you'd be in the first slot of the day.",
    "Not at 09:00: on summer weekends (1 June to 31 August) lessons start at 10:00 at the earliest. 10:00 is possible.",
    NC, B, "4. Lesson Times", "time_window",
    "29 June is a Saturday in the summer window, when no lesson may start before 10:00."),
   ("What's the latest I could start in the evening instead? Sunset is around 21:50 at the moment.",
    "Lessons can run until 20:00, so for a two-hour lesson the latest start would be 18:00.",
    "Bluefin lessons must finish by 19:00, so a two-hour lesson must start by 17:00.",
    NC, B, "4. Lesson Times", "multi_rule",
    "Uses the Code's 20:00 end time; Bluefin lessons must finish by 19:00."),
   ("The course costs €600. How much do you need as a deposit today?",
    "We take 30 % up front, so €180 today and the rest on your first day.",
    "At most 20 % of the price: up to €120.",
    NC, B, "5. Payments, Cancellations and Refunds", "numeric",
    "Bluefin's deposit cap is 20 % (€120); 30 % is the Code's looser cap."),
   ("Could I pay €100 as the deposit instead?",
    "Sure, €100 is fine. Anything up to 20 % of the course price, which is €120 for yours, works as a deposit.",
    "Yes, €100 is below the 20 % (€120) cap.",
    CO, B, "5. Payments, Cancellations and Refunds", "numeric",
    "Correct 20 % cap and a deposit below it."),
  ]),
 dict(sid="bab-06", aid=BLUEFIN, started="2024-09-02T10:00:00Z",
  context="Bluefin Kite Academy assistant. A group of four adult beginners plans a lesson on Friday 6 September.",
  turns=[
   ("We're four adult friends, all total beginners. Can one instructor take all four of us, including the water starts?",
    "Not quite. On the beach one instructor can take up to three of you, so we'd split you into two small groups for kite control. For the water starts it's strictly one instructor per student, so we'd have four instructors out with you for that part.",
    "No. Beach kite control: at most 3 per instructor; body dragging and water starts: 1 per instructor.",
    CO, B, "2. Group Sizes", "partial",
    "Request refused in part with correct Bluefin ratios (3 on the beach, 1 for water starts)."),
   ("Could we do 16:00 to 19:00 on Friday 6 September? Sunset is at 19:58 that day.",
    "Yes, 16:00 to 19:00 fits. 19:00 is our latest finish, and it's still well ahead of the 45-minutes-before-sunset cut-off.",
    "Yes: it ends by 19:00 and more than 45 minutes before sunset (19:13).",
    CO, B, "4. Lesson Times", "time_window",
    "Ends at 19:00, which is both the Bluefin cut-off and before 19:13 (45 minutes before sunset)."),
   ("My nephew is 10. Could he tag along just for the beach part?",
    "I'm sorry, but we can't take him, not even for the session on the sand. Bluefin only teaches students aged 12 and up.",
    "No. Bluefin's minimum age of 12 applies to every lesson, on land or water.",
    CO, B, "1. Who Can Book", "refusal",
    "Correct refusal: the Code would allow 10, but Bluefin's minimum is 12 for all lessons."),
   ("Which brand of twin-tip board do you think is the best right now?",
    "I'd rather not pick a favourite brand, but the instructors are happy to let you try a few different boards once you've got your water start.",
    "Brand preferences are outside Bluefin's rules.",
    IR, None, None, "out_of_scope", "Board brands are not covered by the corpus."),
  ]),
 # ---------------- Crackle & Pop Records ----------------
 dict(sid="bab-07", aid=CRACKLE, started="2024-10-08T15:20:00Z",
  context="Crackle & Pop Records online assistant. A young person wants to sell a relative's record collection. Session weights set by the reviewer.",
  weights=[0.1, 0.3, 0.2, 0.3, 0.1],
  turns=[
   ("I want to sell my dad's old records, about 40 LPs. When can I bring them in to be looked at?",
    "We look at records people want to sell Tuesday to Friday, between 11:00 and 17:00. We don't assess offers at the weekend, so pick one of those weekdays.",
    "Tuesday to Friday, 11:00 to 17:00.",
    CO, C, "2. Buying from Sellers", "time_window",
    "Matches the company's assessment window."),
   ("If you offer around €80 for the lot, will you need my ID?",
    "For €80, no. We only need to take ID details when a purchase comes to more than €100.",
    "Yes. Crackle & Pop records name, address and ID for any purchase over €50.",
    NC, C, "2. Buying from Sellers", "multi_rule",
    "Uses the Code's €100 threshold; Crackle & Pop's threshold is €50, so €80 requires ID."),
   ("I'm 17 though. My mum can come along and sign a consent form, is that OK?",
    "I'm sorry, but even with your mum's signature we can't buy from you. Crackle & Pop only buys from sellers who are 18 or over.",
    "No. Crackle & Pop never buys from under-18s, even with parental consent.",
    CO, C, "2. Buying from Sellers", "negation",
    "Correct: the company rule excludes under-18 sellers even where the Code would accept written consent."),
   ("Say my dad sells them himself and it comes to €400. Can he have it in cash?",
    "Cash is fine up to €500, so €400 can be paid over the counter.",
    "No. Cash is limited to €250; €400 is paid by bank transfer within 2 working days.",
    NC, C, "2. Buying from Sellers", "numeric",
    "Quotes the Code's €500 limit; Crackle & Pop's cash limit is €250."),
   ("Great, thanks a lot for your help!",
    "You're welcome, see you in the shop!",
    "You're welcome!",
    IR, None, None, "smalltalk", "Thanks and goodbye; no rule applies."),
  ]),
 dict(sid="bab-08", aid=CRACKLE, started="2024-11-20T12:00:00Z",
  context="Crackle & Pop Records online assistant. A customer has a problem with a record bought in the shop.",
  turns=[
   ("I bought a VG+ copy of 'Harbour Lights' by The Meridians in your shop on 28 October. It skips on side B. Can I bring it back?",
    "I'm sorry about that. Unfortunately returns for grading problems have to be made within 14 days of purchase, and 28 October is more than three weeks ago, so we can't take it back.",
    "Yes. A VG+ record that skips is misgraded, and Crackle & Pop accepts such returns within 30 calendar days; 28 October to 20 November is 23 days, so you are in time for a full refund.",
    NC, C, "3. Returns and Refunds", "multi_rule",
    "Applies the Code's 14-day window; the company allows 30 days, and only 23 days have passed."),
   ("Are you sure? I thought your window was longer than that.",
    "You're right, my apologies. At Crackle & Pop misgraded records can come back within 30 days of purchase, so you're still in time. Bring it in with your receipt and you'll get a full refund.",
    "Yes, 30 days for misgraded records; you're within it and get a full refund.",
    CO, C, "3. Returns and Refunds", "time_window",
    "Corrected answer matches the 30-day window."),
   ("I paid by card. Could I get the refund in cash instead?",
    "The money goes back to the card you used. If you'd rather have shop credit we can set that up, but it's entirely up to you.",
    "Refunds go back to the original payment method (the card); store credit can be offered but not imposed.",
    CO, V, "4. Returns and Refunds", "paraphrase",
    "Paraphrases the Code: refund to the original payment method, store credit optional."),
   ("Do you know who produced that album, by the way?",
    "I don't have reliable production credits for 'Harbour Lights', I'm afraid. The sleeve notes or the label's catalogue would be the best place to check.",
    "Production credits are outside the shop's rules.",
    IR, None, None, "out_of_scope", "Album credits are not covered by the corpus."),
  ]),
 dict(sid="bab-09", aid=CRACKLE, started="2025-01-13T10:30:00Z",
  context="Crackle & Pop Records online assistant. A webshop customer wants to return an order.",
  turns=[
   ("I ordered two LPs from your webshop and they were delivered on 3 January. I just don't like them. Can I still send them back?",
    "Yes, you can. For online orders you've got 14 days from delivery to change your mind, so you have until 17 January. No reason needed.",
    "Yes, within 14 calendar days of delivery, i.e. until 17 January, without giving a reason.",
    CO, V, "4. Returns and Refunds", "time_window",
    "3 January plus 14 calendar days is 17 January; the company policy keeps the Code's withdrawal window."),
   ("Who pays for the postage?",
    "As it's a change of mind rather than a fault, the return postage is on you. We'll refund the price of the records plus the standard postage you paid when you ordered.",
    "You pay return postage (not misgraded or damaged); the shop refunds the price and original standard postage.",
    CO, V, "4. Returns and Refunds", "plain",
    "Matches the Code's postage rule for a change-of-mind withdrawal."),
   ("How long does the refund take once you've got them back?",
    "We refund within 14 days of receiving the records back.",
    "Within 7 calendar days of receiving the records back.",
    NC, C, "3. Returns and Refunds", "numeric",
    "Shares the Code's wording but Crackle & Pop must refund online returns within 7 days."),
   ("Different question: do you sell bootleg live recordings? I'm after the Meridians' 1979 tour.",
    "We don't, sorry. We don't stock bootlegs or any other unofficial pressings, only official releases.",
    "No, unofficial or bootleg pressings may not be sold.",
    CO, V, "2. Labelling and Pricing", "negation",
    "Correctly negative about bootlegs."),
  ]),
 dict(sid="bab-10", aid=CRACKLE, started="2025-02-04T14:00:00Z",
  context="Crackle & Pop Records online assistant. A collector asks about consigning rare singles. Session weights set by the reviewer.",
  weights=[0.3, 0.2, 0.2, 0.3],
  turns=[
   ("I'd like to consign some rare 7-inch singles. What commission do you take?",
    "Our commission is 25 % of what the record sells for, and it never goes above that.",
    "25 % of the sale price, never more.",
    CO, C, "4. Consignment", "numeric", "Matches the company commission."),
   ("If one sells on Thursday 6 February, when do I get paid?",
    "You'd be paid within 10 working days of the sale, so by Thursday 20 February at the latest.",
    "Within 5 working days, so by Thursday 13 February.",
    NC, C, "4. Consignment", "time_window",
    "Uses the Code's 10 working days; Crackle & Pop pays within 5 working days (by 13 February)."),
   ("Do I need to sign anything?",
    "Yes, before anything goes on the shelf we put a written consignment agreement in place and both sign it.",
    "Yes, a written agreement is required before items go on sale.",
    CO, V, "6. Consignment Sales", "plain", "Matches the written-agreement requirement."),
   ("Can you explain the whole consignment process with you, start to finish, including what happens if things don't sell?",
    LONG_CRACKLE,
    "Written agreement first; items €20 or more; two grades; 25 % commission; paid within 5 working days; after 90 days unsold items are returned or held for collection, with one optional extension of another 90 days.",
    NC, V, "6. Consignment Sales", "long_answer",
    "Otherwise correct long answer with one wrong sentence: the extension is another 90 days, not 30."),
  ]),
 dict(sid="bab-11", aid=CRACKLE, started="2025-03-15T11:45:00Z",
  context="Crackle & Pop Records online assistant. A customer browsing in the shop on a Saturday.",
  turns=[
   ("Can I listen to a used LP priced at €8 before I buy it?",
    "Of course. Any used record can go on the listening deck before you buy, whatever it costs.",
    "Yes, at Crackle & Pop any used record may be played before buying, regardless of price.",
    CO, C, "5. Listening and Grading", "multi_rule",
    "Code only guarantees listening from €15, but the company extends it to every used record; the answer follows the company."),
   ("There's a sealed copy of 'Neon Tide' here. Could you open it so I can hear it first?",
    "We can open it for you to have a listen, as long as you're seriously thinking of buying it.",
    "No. Crackle & Pop never opens sealed records for listening.",
    NC, C, "5. Listening and Grading", "modality",
    "The Code lets dealers refuse; the company policy says sealed records are never opened."),
   ("The shelf card on another record says 'first press'. How do you know that?",
    "We only write that after someone has looked at the numbers etched into the run-out area of the vinyl and confirmed they match the first issue.",
    "'First press' is used only after the matrix numbers in the run-out groove have been checked.",
    CO, V, "2. Labelling and Pricing", "paraphrase",
    "Paraphrase of the matrix-number check, with few shared words."),
   ("I have one of your gift vouchers, issued on 20 March 2022. Is it still valid?",
    "Sorry, our vouchers are valid for 24 months, so one from March 2022 ran out last March.",
    "Yes. Crackle & Pop vouchers are valid 36 months, until 20 March 2025.",
    NC, C, "6. Gift Vouchers", "time_window",
    "Applies the Code's 24 months; the company's 36 months makes the voucher valid until 20 March 2025."),
   ("What time do you close today?",
    "We're open until 19:00 today, so there's plenty of time to browse.",
    "Saturday: the shop closes at 18:00.",
    NC, C, "1. Opening Hours", "plain",
    "15 March 2025 is a Saturday; closing is 18:00, not 19:00 (the weekday time)."),
  ]),
 # ---------------- Harrowfield leisure: mini golf ----------------
 dict(sid="bab-12", aid=LEISURE, started="2024-07-14T16:00:00Z",
  context="Harrowfield leisure helpdesk. A family plans an afternoon at an outdoor mini golf course on a Sunday.",
  turns=[
   ("We've just moved to Harrowfield and the kids are obsessed with mini golf!",
    "Welcome to Harrowfield! Sounds like there are plenty of fun weekends ahead.",
    "Welcome!",
    IR, None, None, "smalltalk", "Greeting only."),
   ("The kids are 7, 9 and 13. Could the 13-year-old take the two younger ones round while we sit in the café?",
    "That should be fine. The little ones just need someone older going round with them, and your 13-year-old counts.",
    "No. Children under 10 must be accompanied by someone aged 16 or older, so the 13-year-old cannot supervise the 7- and 9-year-old.",
    NC, G, "3. Children and Supervision", "modality",
    "Permission wrongly granted: the companion of under-10s must be at least 16."),
   ("It's Sunday today. What's the latest we can start a full 18 holes on an outdoor course?",
    "Outdoor courses close at 20:00 on Sundays, so the last 18-hole round can start at 19:00. If you're running late, a 9-hole round can still start until 19:30.",
    "19:00 for 18 holes (closing 20:00 minus 60 minutes); 19:30 for 9 holes.",
    CO, G, "1. Opening Hours", "time_window", "Correct Sunday closing and last-start times."),
   ("Can we bring a bottle of wine to enjoy while we play?",
    "Better save the wine for the terrace. Drinking is limited to the licensed café or terrace area, and glass bottles aren't allowed out on the holes at all.",
    "No alcohol on the holes (only in licensed terrace/café areas) and no glass on the course.",
    CO, G, "5. Conduct on the Course", "paraphrase", "Paraphrases both the alcohol and glass rules correctly."),
  ]),
 dict(sid="bab-13", aid=LEISURE, started="2024-08-22T18:30:00Z",
  context="Harrowfield leisure helpdesk. A player whose outdoor round was cut short by rain.",
  turns=[
   ("It started pouring after we'd finished hole 6 and the staff closed the course. What are we owed?",
    "As you hadn't got past the 9th hole, you're entitled to a free rain check for a full round. Or, if you'd prefer money, you can ask for 50 % back instead, but only today.",
    "A free rain check for a full round, or 50 % back in cash on the same day.",
    CO, G, "6. Rain, Closures and Rain Checks", "plain", "Matches both options and the same-day condition."),
   ("How long is the rain check valid?",
    "It's valid for 90 days from the day you get it.",
    "60 calendar days from the date of issue.",
    NC, G, "6. Rain, Closures and Rain Checks", "numeric", "90 days instead of 60."),
   ("One of the kids lost a ball in the pond and they charged us €4 for it. Is that allowed?",
    "They can charge for a lost ball, but no more than €2, so you've been overcharged by €2 and can ask for it back.",
    "A lost ball may be charged at most €2; the extra €2 should be refunded.",
    CO, G, "7. Lost and Damaged Equipment", "partial",
    "Partly grants the complaint: charging is allowed, but only up to €2."),
   ("Also my son's putter snapped while he was just playing normally. Can they charge for that?",
    "No. If a putter breaks during normal play, you can't be charged for it.",
    "No charge for a putter that breaks in ordinary play.",
    CO, G, "7. Lost and Damaged Equipment", "negation", "Correct."),
  ]),
 dict(sid="bab-14", aid=LEISURE, started="2024-09-17T08:00:00Z",
  context="Harrowfield leisure helpdesk. A teacher plans a school trip to a mini golf course.",
  turns=[
   ("I'm a teacher. I'd like to bring 30 pupils and 4 teachers to a mini golf course this Thursday, 19 September, at 10:00. Can I still book today?",
    "Yes, no problem. Group bookings just need to be made two days ahead, so booking today for Thursday is fine.",
    "No. Groups of 12 or more must book at least 3 working days in advance; today (Tuesday) is too late for Thursday.",
    NC, G, "4. Groups and School Visits", "time_window",
    "Tuesday to Thursday is less than 3 working days; the answer invents a two-day rule."),
   ("OK, then we'll go the following Thursday, 26 September, at 10:00. How many of the teachers play free?",
    "As it's a weekday morning, teachers go free at one per eight pupils. With 30 pupils that covers three of your four teachers; the fourth pays the normal adult price.",
    "Three: one free teacher per eight pupils on a weekday before 14:00 (30 pupils gives 3).",
    CO, G, "4. Groups and School Visits", "numeric", "30/8 rounded down = 3 free teachers."),
   ("Do we get any discount for the pupils?",
    "A group discount is up to the course. Some offer one, but it's not something they have to give.",
    "Yes. Groups of 12 or more are entitled to at least 10 % off the total price.",
    NC, G, "4. Groups and School Visits", "modality", "Turns an entitlement into a voluntary discount."),
   ("If a few pupils fall ill and we cancel on Wednesday 25 September at 14:00, what can the course charge?",
    "Since that's less than a day before, the course can keep up to half of the booking price.",
    "That is 20 hours before the booking, so the course may keep up to 25 % of the booking price.",
    NC, G, "4. Groups and School Visits", "numeric", "Within 24 hours the cap is 25 %, not 50 %."),
  ]),
 dict(sid="bab-15", aid=LEISURE, started="2024-10-05T09:20:00Z",
  context="Harrowfield leisure helpdesk. Someone thinking about opening a mini golf course asks several questions.",
  turns=[
   ("Can an indoor mini golf course stay open until 23:00 on a Saturday?",
    "Yes. Indoor courses may open until 23:00 from Monday to Saturday.",
    "Yes, indoor courses: 09:00 to 23:00 Monday to Saturday.",
    CO, G, "1. Opening Hours", "plain", "Correct indoor hours."),
   ("Could you book my family a 19:00 slot at Putter's Paradise for tonight?",
    "I'm not able to make bookings myself, I'm afraid. Please call the course directly on 555-0163.",
    "The helpdesk cannot make bookings; contact the course.",
    IR, None, None, "refusal", "A booking request the helpdesk declines; no corpus rule governs it."),
   ("I'm thinking of opening a small outdoor mini golf course in Harrowfield. Can you give me an overview of the main rules I'd have to follow?",
    LONG_GOLF,
    "Outdoor hours 09:00-22:00 (Sun 10:00-20:00), last 18 holes 60 minutes before closing; price caps €9/€6/€6.50/€26; under-10s with 16+; groups 12+ book 3 working days ahead and get 10 %+; rain check 60 days; lost putter €15, ball €2; 9 accessible holes; first aid; incident log 2 years.",
    CO, G, "2. Admission Prices", "long_answer",
    "Long answer covering every section of the mini golf code without any contradiction."),
   ("One more thing: can customers bring their dogs?",
    "Yes, dogs are welcome on every course as long as they're kept on a lead.",
    "Only on courses signposted as dog-friendly, on a lead; assistance dogs are allowed on every course.",
    NC, G, "5. Conduct on the Course", "plain",
    "Shares the rule's words but drops the dog-friendly condition, so it wrongly allows dogs everywhere."),
  ]),
 # ---------------- Harrowfield leisure: saunas and bathhouses ----------------
 dict(sid="bab-16", aid=LEISURE, started="2024-12-07T10:00:00Z",
  context="Harrowfield leisure helpdesk. A parent plans a bathhouse visit with two children.",
  turns=[
   ("Can my 12-year-old daughter come into the sauna area with me?",
    "Yes, as long as she stays with you. Under-14s need an adult with them in the saunas, steam rooms and pools.",
    "Yes, accompanied by an adult aged 18 or over.",
    CO, S, "1. Entry and Age Rules", "plain", "Correct under-14 rule."),
   ("And my 5-year-old son? Could he sit in the Finnish sauna with us for a few minutes?",
    "A few minutes is fine, just keep him on the lowest bench where it's cooler and take him out if he gets too hot.",
    "No. Children under 6 may not enter any cabin hotter than 60 °C, and a Finnish sauna runs up to 100 °C.",
    NC, S, "1. Entry and Age Rules", "modality",
    "Grants an exception (lower bench) that the rule does not allow."),
   ("The adult ticket is €24. What's the most they can charge for my daughter?",
    "A child's ticket can't be more than half the adult price, so €12 at most.",
    "At most 60 % of the adult price: €14.40.",
    NC, S, "6. Tickets, Prices and Refunds", "numeric",
    "States a 50 % cap instead of 60 %."),
   ("We'd arrive at 20:30 and the bathhouse closes at 21:00. Can we still get in?",
    "Yes, last entry is half an hour before closing, so 20:30 is just in time.",
    "No. Last entry is 60 minutes before closing (20:00).",
    NC, S, "4. Opening Hours, Last Entry and Staffing", "time_window",
    "Last entry is 60 minutes before closing, not 30."),
  ]),
 dict(sid="bab-17", aid=LEISURE, started="2025-01-25T15:00:00Z",
  context="Harrowfield leisure helpdesk. A pregnant guest asks about sauna rules.",
  turns=[
   ("I'm six months pregnant. Will they let me into the sauna?",
    "Being pregnant isn't something staff can turn you away for. They might give you a few tips, and lots of people choose the gentler bio sauna, but whether you go in is your decision.",
    "Yes. Pregnancy alone is never a reason to refuse entry; staff may advise, the guest decides.",
    CO, S, "1. Entry and Age Rules", "paraphrase", "Paraphrase of the pregnancy rule."),
   ("Do I have to take my swimsuit off in the sauna? I'd feel more comfortable keeping it on.",
    "In the textile-free areas you're free to keep your swimsuit on if you prefer, just sit on a towel.",
    "In textile-free areas swimwear may not be worn inside sauna cabins; a towel is required. Choose a cabin outside the textile-free area if you want to keep it on.",
    NC, S, "3. Hygiene", "negation", "Flips 'may not be worn' into a permission."),
   ("Last week the main pool was closed for about 90 minutes during my visit because of a pump fault. Can I claim money back now?",
    "Yes. Because the pool was shut for more than an hour, you can get half your ticket price back. Just ask at reception next time you're in.",
    "No longer: the 50 % refund had to be claimed on the day of the visit.",
    NC, S, "6. Tickets, Prices and Refunds", "partial",
    "Right about the 50 % entitlement, wrong about the claim window (same day only)."),
   ("How long should I stay in the Finnish sauna each time?",
    "The posted maximum for the Finnish sauna is 15 minutes per round; plenty of people come out sooner.",
    "Maximum 15 minutes per session.",
    CO, S, "2. Room Limits", "numeric", "Matches the table."),
   ("Thanks! Also, what's the weather going to be like this weekend?",
    "",
    "Weather forecasts are outside the helpdesk's scope.",
    IR, None, None, "empty_answer", "Empty string answer."),
  ]),
 dict(sid="bab-18", aid=LEISURE, started="2025-02-11T09:00:00Z",
  context="Harrowfield leisure helpdesk. The owner of a small bathhouse asks about obligations.",
  turns=[
   ("I run a small bathhouse. How often do I need to test the pool water?",
    "At least every 2 hours while you're open. Free chlorine has to stay between 0.3 and 0.6 mg/l, and the latest results need to be displayed at the pool entrance.",
    "Every 2 hours during opening; free chlorine 0.3 to 0.6 mg/l; results posted at the entrance.",
    CO, S, "3. Hygiene", "numeric", "Correct interval and range."),
   ("And the cold plunge pool, how often does that need draining and cleaning?",
    "Once a month is the minimum for draining and cleaning a cold plunge.",
    "At least once a week.",
    NC, S, "3. Hygiene", "time_window", "Monthly instead of weekly."),
   ("On busy Saturdays we have about 100 guests in. How many lifeguards do I need on site?",
    "With more than 80 guests inside, you need two staff members holding a valid lifeguard certificate.",
    "Two (more than 80 guests).",
    CO, S, "4. Opening Hours, Last Entry and Staffing", "numeric", "Correct."),
   ("Thanks, that's saved me a lot of reading!",
    "Glad I could help, good luck with the busy season!",
    "You're welcome.",
    IR, None, None, "smalltalk", "Thanks only."),
  ]),
 dict(sid="bab-19", aid=LEISURE, started="2025-03-02T20:00:00Z",
  context="Harrowfield leisure helpdesk. A visitor chats without asking anything the codes cover.",
  turns=[
   ("Hi, is anyone there?",
    "Hello! Yes, I'm here. What can I help you with today?",
    "Hello, how can I help?",
    IR, None, None, "smalltalk", "Greeting only."),
   ("Can you recommend a good pizza place in Harrowfield?",
    "Restaurant tips are outside what I can help with, I'm afraid. I can answer questions about the town's mini golf courses and bathhouses.",
    "Out of scope.",
    IR, None, None, "out_of_scope", "Restaurants are not covered by the corpus."),
   ("OK, what's the capital of Australia then?",
    "   \n  ",
    "Out of scope.",
    IR, None, None, "empty_answer", "Whitespace-only answer."),
  ]),
]


def main():
    conv, labels, expected = [], [], []
    for s in SESSIONS:
        n = len(s["turns"])
        ws = s.get("weights")
        turns_out, resolved = [], {}
        num = den = 0.0
        counts = {CO: 0, NC: 0, IR: 0}
        for i, t in enumerate(s["turns"], 1):
            q, a, gt, lab, doc, head, kind, why = t
            qa = f"{s['sid']}-q{i}"
            item = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
            w = ws[i - 1] if ws else round(1 / n, 4)
            if ws:
                item["weight"] = w
            turns_out.append(item)
            resolved[qa] = w
            counts[lab] += 1
            labels.append({"session_id": s["sid"], "qa_id": qa, "label": lab,
                           "clause": f"{doc}#{head}" if doc else None,
                           "kind": kind, "rationale": why})
            if lab != IR:
                wt = ws[i - 1] if ws else 1 / n
                den += wt
                num += wt * (1 if lab == CO else 0)
        if den == 0:
            score, verdict = None, IR
        else:
            score = round(num / den, 4)
            verdict = CO if score >= 0.5 else NC
        conv.append({"session_id": s["sid"], "assistant_id": s["aid"], "language": "english",
                     "context": s["context"], "started_at": s["started"], "conversation": turns_out})
        expected.append({"session_id": s["sid"], "assistant_id": s["aid"], "n_interactions": n,
                         "n_compliant": counts[CO], "n_non_compliant": counts[NC],
                         "n_irrelevant": counts[IR], "weight_mode": "full" if ws else "none",
                         "resolved_weights": resolved, "expected_score": score,
                         "expected_verdict": verdict})
    for name, rows in (("conversations.jsonl", conv), ("labels.jsonl", labels),
                       ("expected_sessions.jsonl", expected)):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote", len(conv), "sessions,", len(labels), "interactions")


if __name__ == "__main__":
    main()
