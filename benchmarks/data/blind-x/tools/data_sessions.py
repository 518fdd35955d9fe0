# -*- coding: utf-8 -*-
"""Source data for the blind-x evaluation set (written by hand).

Each session: dict with id, assistant, started_at, context, turns.
Each turn: (query, assistant, ground_truth, label, clause, kind, rationale[, weight]).
"""

IC = "ice-cream-van-hire-code.md"
FB = "company/frostbell-vans-hire-policy.md"
CL = "indoor-climbing-wall-safety-code.md"
CR = "company/cragline-climbing-house-rules.md"
SW = "sewing-machine-repair-standards.md"
SH = "shoe-repair-trade-code.md"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

FROST = "frostbell-assistant"
CRAG = "cragline-assistant"
STITCH = "stitchsole-assistant"

LONG_FROSTBELL = """Of course - here's everything in one place so you can forward it. First, a correction to what I told you earlier: Frostbell's deposit is 20% of the hire fee, not a quarter, so the amount to pay today is $84 rather than $105.

**Your booking**
- Package: Party Swirl - three hours of service and up to 150 servings, for $420.
- Date: Saturday 28 June, at your home.
- If the guests get through more than 150 servings, each extra one is $1.80. If you'd like the van to stay on longer, the crew can agree extra time with you on the day at $45 for each half hour or part of a half hour.

**Payments**
- Deposit today: $84.
- Balance: $336, due on Saturday 14 June, two weeks before the party. We won't ask for it any earlier than that.
- You'll get a written confirmation of each payment by email or text within one working day.

**If you need to cancel**
Cancellations have to be made in writing, and what you get back depends on how much notice you give before 28 June:
- 30 days or more: everything you've paid comes back.
- 14 to 29 days: half comes back.
- 7 to 13 days: a quarter comes back.
- Fewer than 7 days: nothing is refunded.
Any refund would be paid within 10 working days of your cancellation notice.
If an official amber or red weather warning covers your area on the party date, you can cancel as late as 12 hours before the van is due and get a full refund, with no administration fee taken off.

**On the day**
- Vans can serve at private events any time between 10:00 and 22:00, so pick whichever three-hour slot suits you inside that range.
- Your driver will be at least 23 and will have held a full licence for at least five years. Everyone on the van holds a Level 2 food hygiene certificate, and we don't have anyone under 18 working on our vans.
- We won't play the chimes at your party unless you ask for them in writing. If you do, we only play them between 13:00 and 18:00, for ten seconds at most each time.
- There's an allergen list for every product at the serving hatch, so guests with allergies can check before they order, and the soft-serve mix is kept at 5°C or colder until it goes into the machine.

**If anything goes wrong**
Send us your complaint in writing. We'll acknowledge it within two working days and give you a final answer within ten working days. If you're still unhappy after that, you can take it to the Mobile Dessert Traders Council's adjudication panel within eight weeks of our final answer.

**Contact**
Our bookings line is 555-0142, Monday to Saturday from 09:00 to 17:30.

We're looking forward to it - happy birthday to your daughter!"""

LONG_CRAGLINE = """Thanks for thinking of us! Here's how birthday parties work at Cragline.

**Who can come**
Parties are for children aged 6 to 13, so a 10th birthday is perfect. The largest party we can run is 16 children, so a group of 12 fits comfortably.

**How the session runs**
Each party lasts 90 minutes. It starts with a safety briefing from the instructor, and that briefing counts as the induction for all the guests, so nobody needs to have climbed here before. After that the children climb under the instructor's direction. We run one instructor for every eight children, so any party of nine to sixteen gets two instructors - yours would have two.

Because the instructors lead the session, you don't need to bring a separate supervising adult for each child the way you would on an ordinary family visit, and the younger guests join in just like everyone else. We do ask that at least one adult from your family stays in the centre for the whole party.

**Paperwork**
Every guest needs a consent form signed by their own parent or guardian before the party begins. Most families send the forms out with the invitations and collect them back, which saves a scramble at the desk on the day.

**Costs**
- $18 per child, and that includes climbing shoes and a harness for each of them.
- We charge for at least six children, so a very small party still pays for six.

**Booking and deposit**
- Parties need to be booked at least seven calendar days before the party date.
- We take a $50 deposit when you book. If you cancel 72 hours or more before the party's start time, you get it back; if you cancel later than that, we keep it.

**Timing**
Parties have to finish before that day's under-18 leaving time: 8 pm on weekdays and 7 pm on Saturdays and Sundays. On a weekend, that means a 90-minute party needs to start by 5:30 pm at the latest.

**Good to know**
- Loose chalk isn't allowed anywhere in the centre. If any of the children have their own chalk, it needs to be a chalk ball or liquid chalk.
- Parents who'd like to climb while they wait can do so once they've completed a standard induction and bought a day pass.
- Please let us know about any medical conditions or allergies in advance so the instructors are prepared.

If you tell me your preferred date and start time, I can check what's free, or you can ring the front desk on 555-0187."""

LONG_STITCH = """Of course. Here's the whole picture, counting from 7 April, the day we sent you the ready notice.

**1. Reminder letters**
If a repaired machine is still waiting 30 calendar days after the ready notice, we have to send the owner a written reminder. For you that point was 7 May, so a reminder should already have gone out. If it went to an address you no longer use, let us have your current one so nothing else goes astray.

**2. Storage**
From the 31st day after the ready notice we're allowed to charge for storage, at no more than $2 a day. That figure is a ceiling rather than a fixed rate, and whatever applies is added to the repair bill when you collect. The repair price itself doesn't change because of the delay.

**3. Could the machine be sold?**
Only as a last resort, and only once two things have both happened:
- at least 90 calendar days have gone by since the ready notice; and
- we have sent you two written notices, at least 14 calendar days apart, with the second one naming the date we intend to sell.
If either of those hasn't happened, we can't sell it. In practice you would always receive a letter with a date on it well before anything happened, which gives you time to get in touch or arrange collection.

**4. If it were ever sold**
We would deduct what's owed - the repair charge and any storage - and hold whatever is left for you for 12 months, so you could still claim the money.

**5. When you do collect**
Any machine with a motor goes through a portable appliance safety test after the repair and before it's handed back, so if yours has one it will already have been tested. Your warranty only starts on the day you collect it, so the weeks it spends waiting here don't eat into your cover: 90 days for a standard service, or 6 months on the part and its fitting if we replaced a part.

**6. What would help most**
- Let us know roughly when you'll be back, or whether someone could collect on your behalf.
- Keep an eye on your post and email so our notices reach you.
- If you'd like to settle the bill ahead of collection, just ask and we'll arrange it.

If anything changes, give us a ring and we'll note it on your job."""

SESSIONS = [
# ---------------------------------------------------------------- Frostbell
dict(id="bx-01", assistant=FROST, started_at="2025-06-02T09:15:00Z",
     context="Parent booking a crewed Frostbell van for a child's birthday party in the back garden.",
     turns=[
 ("Hi! I'd like to hire one of your vans for my daughter's 9th birthday on Saturday 28 June. We'll have around 120 guests and want it for three hours. Which option would suit us?",
  "The Party Swirl package sounds right for you: it covers three hours and up to 150 servings, so 120 guests is comfortably inside it. It costs $420.",
  "Party Swirl: 3 hours, up to 150 servings, $420.",
  C, FB + "#Packages", "plain",
  "Package details (3 hours, up to 150 servings, $420) match the Frostbell package table."),
 ("Sounds good, I'll take it. What's due from me today?",
  "To hold the date we ask for a quarter of the fee up front, so that's $105 today, and the rest is paid nearer the time.",
  "Frostbell takes a 20% deposit, so $84 today; the code's 25% ceiling is not Frostbell's rule.",
  N, FB + "#Bookings and Deposits", "multi_rule",
  "25% is allowed by the general code but Frostbell's stricter policy caps the deposit at 20% ($84)."),
 ("And when is the balance due?",
  "The balance falls due 14 days before the party, which makes it Saturday 14 June.",
  "14 calendar days before 28 June: Saturday 14 June.",
  C, FB + "#Bookings and Deposits", "time_window",
  "Balance due 14 calendar days before the event date; 28 June minus 14 days is Saturday 14 June."),
 ("If something came up and I had to cancel on 10 June, how much would I get back?",
  "Cancelling on 10 June would give us 18 days' notice. Anything under 30 days' notice gets a 25% refund, so you'd receive a quarter of what you'd paid.",
  "18 days' notice falls in the 14 to 29 day band: 50% of the amounts paid.",
  N, IC + "#Cancellation by the Customer", "time_window",
  "18 days' notice is in the 14-29 day band, which refunds 50%, not 25%."),
 ("Could you put everything I need to know about this booking into one message so I can forward it to my partner?",
  LONG_FROSTBELL,
  "Summary as given, except that Frostbell pays refunds within 5 working days of the cancellation notice, not 10.",
  N, FB + "#Cancellations", "long_answer",
  "Long, otherwise accurate summary; the single sentence giving 10 working days for refunds contradicts Frostbell's 5 working days."),
 ]),
dict(id="bx-02", assistant=FROST, started_at="2025-06-09T13:40:00Z",
     context="Organiser of a community fun day asking about Frostbell self-drive hire.",
     turns=[
 ("We're running a community fun day and would rather drive the van ourselves. I'm 26 and passed my test at 18. Can I hire it self-drive?",
  "Yes, you're eligible: self-drive is open to anyone aged 25 or over who has held a full licence for at least two years, and you've had yours for eight.",
  "No. Frostbell only offers self-drive hire to customers aged 28 or over with at least 5 years of full licence.",
  N, FB + "#Self-Drive Hire", "multi_rule",
  "Assistant applied the general code's 25/2-year threshold; Frostbell's stricter policy requires 28 and 5 years."),
 ("Actually my husband is 31 and has been driving for 12 years, so he can be the hirer. Is there a deposit on the van itself?",
  "He qualifies. On top of the hire fee we hold a $300 security bond, and you get it back within five working days of returning the van, less the cost of any documented damage.",
  "He qualifies; the bond is $300, returned within 5 working days less documented damage.",
  C, FB + "#Self-Drive Hire", "numeric",
  "Age, bond amount and return window all match Frostbell's self-drive rules."),
 ("We'd bring the van back on Friday 20 June. What's the latest date we'd see the bond again?",
  "Counting ten working days from Friday 20 June, the bond would be back with you by Friday 4 July at the latest.",
  "Five working days after Friday 20 June: by Friday 27 June.",
  N, FB + "#Self-Drive Hire", "time_window",
  "Used the code's 10 working days; Frostbell returns the bond within 5 working days, i.e. by 27 June."),
 ("Could we hook a small trailer with our generator onto the back of the van?",
  "I'm afraid not - towing isn't permitted with a self-drive van, so the generator will need to travel separately.",
  "No, a self-drive customer must not tow anything with the van.",
  C, IC + "#Self-Drive Hire", "negation",
  "Frostbell's policy is silent on towing, so the code's ban applies; the answer states it correctly."),
 ("On the last day, what time does the van need to be back, and what happens if we're late?",
  "Please have it back at the Harrowmere yard by 10 pm. If you run over, there's a $60 charge for every hour or part of an hour.",
  "Back at the Harrowmere yard by 21:00; each started hour late costs $60.",
  N, FB + "#Self-Drive Hire", "partial",
  "The $60 per started hour is right, but the return deadline is 21:00, not 22:00."),
 ]),
dict(id="bx-03", assistant=FROST, started_at="2025-07-01T10:05:00Z",
     context="Customer with a Garden Fete booking facing a storm warning for the event day.",
     turns=[
 ("We've booked your Garden Fête package for our village fete on Sunday 6 July. The weather service has just issued an amber storm warning for our area for that day. Can we cancel and get our money back?",
  "I'm sorry, but with fewer than seven days to go the booking can no longer be refunded, whatever the weather does.",
  "Yes. With an amber warning in force for the event date you can cancel up to 12 hours before the van's arrival for a full refund, with no administration fee.",
  N, FB + "#Cancellations", "refusal",
  "Wrongly refuses: the severe weather rule overrides the notice table and entitles the customer to a full refund."),
 ("Are you sure? I thought there was something about weather warnings.",
  "You're right, my apologies - an amber or red warning lets you cancel regardless of the usual notice periods. You'd get everything back apart from our $40 administration fee.",
  "Full refund; Frostbell charges no administration fee on severe weather cancellations.",
  N, FB + "#Cancellations", "multi_rule",
  "The $40 fee is the code's maximum, but Frostbell's stricter policy charges no fee at all."),
 ("The van is due to arrive at 11:00 on the Sunday. What's my deadline to decide?",
  "You've got until 11 pm on Saturday 5 July - twelve hours before the van is due to pull up.",
  "Up to 12 hours before arrival: 23:00 on Saturday 5 July.",
  C, FB + "#Cancellations", "time_window",
  "Frostbell allows weather cancellation up to 12 hours before the scheduled arrival: 23:00 on 5 July."),
 ("If we do cancel, how soon will the refund reach us?",
  "It'll be paid within five working days of your cancellation.",
  "Within 5 working days of the cancellation notice.",
  C, FB + "#Cancellations", "numeric",
  "Matches Frostbell's 5 working day refund window."),
 ("Thanks. If we go ahead instead, any tips for stopping a gazebo blowing away?",
  "Use long storm pegs on every leg, hang weight bags from the corners, and lower the side panel facing the wind so it doesn't act like a sail. If the gusts really pick up, take it down early.",
  "General advice; not covered by the corpus.",
  I, None, "out_of_scope",
  "Gazebo anchoring is not covered by any corpus document."),
 ]),
dict(id="bx-04", assistant=FROST, started_at="2025-08-04T15:00:00Z",
     context="Organiser of a residents' street party on Saturday 16 August with a Frostbell van booked.",
     turns=[
 ("When your van arrives at our street party at 12:30, can it play its chime so people know it's there?",
  "Of course - chimes can be played any time between noon and 7 pm, so 12:30 is fine.",
  "No. At a booked event Frostbell only plays chimes if asked in writing, and then only between 13:00 and 18:00.",
  N, FB + "#Chimes", "time_window",
  "Gives the code's 12:00-19:00 window; Frostbell's window is 13:00-18:00 and needs a written request at booked events.", 0.3),
 ("My nephew is 17 and would love to help serve on the van for the afternoon. Could he?",
  "That's a kind thought, but he couldn't - Frostbell doesn't have anyone under 18 serving on its vans.",
  "No, Frostbell does not employ servers under 18.",
  C, FB + "#Crew", "multi_rule",
  "The code would allow a 16-year-old server, but Frostbell employs no servers under 18; answer is correct.", 0.2),
 ("Will the people serving have had any food hygiene training?",
  "Yes - each person working on the van is qualified to Level 2 in food hygiene, so you're not relying on a single trained member of the team.",
  "Yes, every Frostbell crew member holds a Level 2 food hygiene certificate.",
  C, FB + "#Crew", "paraphrase",
  "Reworded but accurate statement of Frostbell's every-crew-member hygiene rule.", 0.2),
 ("One of our residents can't have milk. The vanilla soft-serve is oat-based, but I think the mix has a bit of milk powder in it. Can you label it dairy-free on the board?",
  "Since it's mainly oat-based, labelling it dairy-free is fine - we'll just add that it's made with oats.",
  "No. A product may only be called dairy-free if every ingredient is free of milk; the milk powder rules it out.",
  N, IC + "#Food Safety and Allergens", "modality",
  "Turns a prohibition into a permission: any milk ingredient bars the dairy-free description.", 0.3),
 ]),
dict(id="bx-05", assistant=FROST, started_at="2025-09-15T11:20:00Z",
     context="Customer chasing an unanswered written complaint about a late van.",
     turns=[
 ("I emailed a complaint on Tuesday 9 September because your van turned up an hour late to our event. I've heard nothing. How long are you supposed to take?",
  "We aim to acknowledge complaints within 3 working days and to give you a full written response within 15 working days.",
  "Frostbell acknowledges within 2 working days and sends a final response within 10 working days.",
  N, FB + "#Complaints", "numeric",
  "Quotes the code's 3/15 working days; Frostbell's stricter policy is 2/10."),
 ("So by what date should I have had at least an acknowledgement?",
  "Looking at our own policy properly, acknowledgements go out within two working days, so you should have heard from us by Thursday 11 September. I'm sorry that didn't happen.",
  "Two working days after Tuesday 9 September: Thursday 11 September.",
  C, FB + "#Complaints", "time_window",
  "Correct Frostbell window and correct date."),
 ("And the latest date for the final answer?",
  "The final response has to reach you within 15 working days, so no later than Tuesday 30 September.",
  "Ten working days after 9 September: by Tuesday 23 September.",
  N, FB + "#Complaints", "time_window",
  "Tuesday 30 September follows the code's 15 working days; Frostbell must respond within 10 (23 September)."),
 ("Honestly, it's been a stressful summer. Do you ever get a holiday yourself?",
  "I don't take holidays, but I hope you get a proper break soon - it sounds like you've earned one!",
  "Small talk; no rule applies.",
  I, None, "smalltalk",
  "Small talk."),
 ]),
dict(id="bx-06", assistant=FROST, started_at="2025-12-18T16:45:00Z",
     context="Office manager looking for an ice cream van over the festive period.",
     turns=[
 ("Could we book a van for our office party on Monday 22 December?",
  "We can fit that in. Because it's so close to the date, we'd need the whole hire fee paid at booking rather than a deposit.",
  "No. Frostbell does not accept bookings made fewer than 5 calendar days before the event; 22 December is only 4 days away.",
  N, FB + "#Bookings and Deposits", "multi_rule",
  "The code lets operators take full payment for late bookings, but Frostbell refuses bookings under 5 days' notice."),
 ("Hmm. What about Christmas Day, for my family instead?",
  "Sorry, that's one I can't do - none of our vans go out on 25 December.",
  "Not possible: Frostbell vans are not available on 25 December.",
  C, FB + "#Bookings and Deposits", "refusal",
  "Correct refusal: vans are not available on 25 December."),
 ("Fair enough! Out of interest, what's your favourite flavour?",
  "If I could taste anything I think I'd pick salted caramel - although the crews tell me the pistachio sells out first.",
  "Small talk; no rule applies.",
  I, None, "smalltalk",
  "Small talk."),
 ("Let's aim for Saturday 10 January with the Festival Day package instead. What's the total and the deposit?",
  "Festival Day gives you six hours and up to 400 servings for $950. The deposit is 20%, which comes to $190, and the rest is due 14 days before the event.",
  "$950 in total; deposit 20% = $190; balance due 14 calendar days before.",
  C, FB + "#Bookings and Deposits", "numeric",
  "Price, deposit rate and amount, and balance timing all match Frostbell's policy."),
 ]),
# ---------------------------------------------------------------- Cragline
dict(id="bx-07", assistant=CRAG, started_at="2025-05-10T10:30:00Z",
     context="Parent planning a Saturday afternoon visit with three children.",
     turns=[
 ("I'd like to bring my three kids this afternoon - they're 6, 9 and 11. It would just be me. Is that allowed?",
  "Yes, that's fine - one adult can look after up to three children under 14, so you can bring all three.",
  "No. At Cragline a child under 8 needs an adult to themselves, and one adult may supervise at most two 8-13-year-olds, so you need a second adult.",
  N, CR + "#Children and Supervision", "multi_rule",
  "Uses the code's 1:3 figure and ignores the under-8 rule; Cragline requires 1:1 for under-8s and 1:2 for 8-13."),
 ("OK, my partner can come too. Does that work?",
  "With two of you it works nicely: one of you sticks with the six-year-old the whole time, right next to them at the bottom of the wall, and the other keeps an eye on the 9- and 11-year-old in the same area they're climbing in.",
  "Yes: one adult beside the 6-year-old, the other supervising the 9- and 11-year-old in the same zone.",
  C, CR + "#Children and Supervision", "paraphrase",
  "Different wording, but matches the 1:1 under-8 rule and the 1:2 same-zone rule."),
 ("We'll probably get there around 3. When do the kids have to be out?",
  "On a Saturday the under-18s need to leave by 7 pm; the centre itself closes at 8.",
  "Weekends: under-18s leave by 19:00; the centre closes at 20:00.",
  C, CR + "#Opening Hours", "time_window",
  "Matches the weekend leaving time and closing time."),
 ("Is there a café where we can grab lunch first?",
  "I don't have any café details to hand, so I'd suggest eating before you come or checking with the front desk on 555-0187.",
  "Not covered by the corpus.",
  I, None, "out_of_scope",
  "Catering is not covered by any corpus document."),
 ]),
dict(id="bx-08", assistant=CRAG, started_at="2025-03-03T18:10:00Z",
     context="Returning climber bringing a friend who is registered at another wall.",
     turns=[
 ("I last climbed at Cragline around 20 August last year. Can I go straight onto the ropes tonight without another induction?",
  "Yes - inductions stay valid for 12 months from your last visit, and you're well within that, so you can head straight out.",
  "No. Cragline inductions last 6 months from the last visit; after about six and a half months away you must repeat it.",
  N, CR + "#Induction and Belaying", "multi_rule",
  "Applies the code's 12 months; Cragline's stricter 6-month validity has lapsed.", 0.4),
 ("My friend is registered at another wall and has her card with her. Can she do a shorter induction?",
  "We don't run shortened inductions at Cragline - everyone, whatever card they hold, does the full 30-minute induction.",
  "No; Cragline does not offer the shortened induction.",
  C, CR + "#Induction and Belaying", "multi_rule",
  "The code allows a shortened induction but Cragline does not offer it; answer is correct.", 0.2),
 ("She weighs about 58 kg and I'm about 80 kg. Is it OK for her to belay me?",
  "Yes, once she's passed the belay check. The weight gap is below 25 kg, so there's no need for a ground anchor.",
  "She may belay after passing the check, but the 22 kg gap exceeds Cragline's 20 kg limit, so a ground anchor or weight bag is required.",
  N, CR + "#Induction and Belaying", "numeric",
  "Cragline's threshold is 20 kg; a 22 kg difference requires a ground anchor.", 0.2),
 ("Can we bring our own bag of loose chalk?",
  "Loose chalk isn't allowed here - bring a chalk ball or liquid chalk instead.",
  "No; only chalk balls or liquid chalk.",
  C, CR + "#Chalk and Kit", "plain",
  "Matches the loose chalk ban.", 0.2),
 ]),
dict(id="bx-09", assistant=CRAG, started_at="2025-04-14T12:00:00Z",
     context="Parent planning a climbing birthday party for a 10-year-old.",
     turns=[
 ("I'd like to book a climbing party for my son's 10th birthday - 12 children in total, including him. Can you explain how parties work here, what the rules are and what it costs?",
  LONG_CRAGLINE,
  "Ages 6-13, 90 minutes, briefing counts as induction, 1 instructor per 8 children (two for 12), $18 per child including shoes and harness, minimum 6 charged, book 7 days ahead, $50 deposit refundable with 72 hours' notice, consent forms, one host adult stays, finish before the under-18 leaving time.",
  C, CR + "#Birthday Parties", "long_answer",
  "Long answer; every statement is consistent with the party, supervision, chalk and opening-hours rules."),
 ("We were hoping for Sunday 20 April. Is that still possible?",
  "Unfortunately that's too soon - parties have to be booked at least seven days ahead, and the 20th is only six days away. Sunday 27 April would work.",
  "No; 20 April is only 6 days away and parties need 7 calendar days' notice.",
  C, CR + "#Birthday Parties", "time_window",
  "Correctly applies the 7-day booking window."),
 ("OK, Sunday 27 April at 14:00, 12 children. What will it cost?",
  "Twelve children at $18 each is $216, plus $4 for shoes and $3 for a harness per child, so $300 altogether.",
  "$216; shoe and harness hire are included in the party price.",
  N, CR + "#Birthday Parties", "partial",
  "The $216 base is right, but adding rental charges contradicts the rule that party prices include shoe and harness hire."),
 ("If we had to cancel on the Friday morning before, would we get the $50 deposit back?",
  "Yes - as long as you let us know before the day of the party, the deposit is refunded in full.",
  "No. Friday morning is about 52 hours before a 14:00 Sunday start; the deposit is only refunded with at least 72 hours' notice.",
  N, CR + "#Birthday Parties", "time_window",
  "The deposit refund needs 72 hours' notice before the start time, not just notice before the party day."),
 ("Could the parents climb too while the kids are at the party?",
  "They're welcome to - each adult would just need to do our induction first and buy a day pass, which is $16.",
  "Yes, after an induction and with an adult day pass ($16).",
  C, CR + "#Passes and Memberships", "plain",
  "Adults may climb after induction; the adult day pass is $16."),
 ]),
dict(id="bx-10", assistant=CRAG, started_at="2025-06-20T07:30:00Z",
     context="Parent of a 15-year-old asking about climbing without an adult.",
     turns=[
 ("My son is 15. Could he come and climb on his own after school without me?",
  "He can - from 14 up, teenagers can climb without a grown-up alongside them, as long as they've been through our intro session and we have a permission form signed by a parent.",
  "Yes, after induction and with a parent's or guardian's signed consent form.",
  C, CR + "#Children and Supervision", "paraphrase",
  "Different wording, consistent with the 14-17 rule."),
 ("I work late. Can I just sign the consent form at home and email a photo of it?",
  "Sure - a photo or scan of the signed form emailed to the front desk is fine, as long as it reaches us before his first visit.",
  "No. Cragline only accepts consent forms signed in person at the front desk.",
  N, CR + "#Children and Supervision", "modality",
  "Permission flipped: emailed or photographed forms are expressly not accepted."),
 ("On weekdays he'd probably want to stay until about half eight. Is that OK?",
  "He's welcome after school, but he'd need to wrap up a little earlier - under-18s have to be out of the centre by 8 pm on weekdays.",
  "Under-18s must leave by 20:00 on weekdays.",
  C, CR + "#Opening Hours", "partial",
  "Request partly granted (weekday visits yes, 20:30 no); matches the 20:00 weekday leaving time."),
 ("Could he belay his friend, who's also 15?",
  "Yes, at 15 he can belay as long as he's passed the belay check and a member of staff is in the same zone while he does it.",
  "No. Cragline's minimum belayer age is 16, with no exception when staff are nearby.",
  N, CR + "#Induction and Belaying", "multi_rule",
  "States the code's 14-15 staff-present exception, which Cragline's stricter rule removes."),
 ("I'm thinking of a monthly membership for him. What does it cost, and how do we stop it if he loses interest?",
  "It's $52 a month, and you can cancel whenever you like by giving us 14 days' notice.",
  "$52 per month; cancel with 14 calendar days' notice.",
  C, CR + "#Passes and Memberships", "numeric",
  "Price and notice period match."),
 ]),
dict(id="bx-11", assistant=CRAG, started_at="2025-10-06T19:05:00Z",
     context="Member with a wrist injury asking about passes and membership.",
     turns=[
 ("I bought an adult day pass on Wednesday 1 October but never used it. Can I still get my money back?",
  "You can - an unused day pass is refundable if you ask within a week of buying it, and it's only been five days, so you're in time.",
  "Yes; unused day passes are refunded if requested within 7 calendar days of purchase.",
  C, CR + "#Passes and Memberships", "time_window",
  "Request on 6 October is within 7 calendar days of the 1 October purchase."),
 ("I've also sprained my wrist. Could I freeze my monthly membership for four months while it heals?",
  "Yes, with a note from your doctor you can freeze it for up to four months in a calendar year.",
  "A freeze is limited to 3 months per calendar year, with a medical note; four months is not possible.",
  N, CR + "#Passes and Memberships", "numeric",
  "Maximum freeze is 3 months, not 4."),
 ("What's the weather doing over your way today?",
  "   ",
  "(No rule applies.)",
  I, None, "empty_answer",
  "Whitespace-only answer to a small-talk question."),
 ("My flatmate has a 10-visit card she can't use any more. Can she get a refund on it?",
  "Unfortunately not: ten-visit cards aren't refundable. It does stay valid for a full year from the day she bought it, though.",
  "No; 10-visit cards are not refundable and are valid for 12 months from purchase.",
  C, CR + "#Passes and Memberships", "negation",
  "Matches the non-refundable rule and 12-month validity."),
 ]),
dict(id="bx-12", assistant=CRAG, started_at="2025-11-12T14:25:00Z",
     context="Visitor asking about safety practice after a friend's bouldering accident.",
     turns=[
 ("How often are the auto-belays checked?",
  "Staff look each one over every morning before the doors open, and the maker gives every device a full service once a year.",
  "Daily visual check before opening; manufacturer service every 12 months.",
  C, CL + "#Equipment Inspection", "paraphrase",
  "Reworded but accurate inspection schedule."),
 ("And the ropes - how long do you keep using them?",
  "Ropes get a full inspection every week and are retired after five years of use, or immediately if the core is damaged.",
  "Weekly inspection; retired 2 years after first use, or at once if the core is damaged.",
  N, CL + "#Equipment Inspection", "numeric",
  "Shares the rule's wording but gives five years (the harness limit) instead of two."),
 ("On a busy evening with about 95 climbers in, how many staff are on the floor?",
  "We work to one duty member of staff for every 40 climbers, so with 95 in you'd see three staff on duty.",
  "Cragline keeps at least 1 duty staff per 30 climbers or part of 30, so 95 climbers need at least 4.",
  N, CR + "#Staffing", "multi_rule",
  "Uses the code's 1:40 ratio; Cragline's stricter 1:30 ratio requires four staff."),
 ("Could you recommend a good physiotherapist in Brackenford for my friend's ankle?",
  "I'm not able to recommend particular physiotherapists or give medical advice - her GP or the hospital that treated her would be the best people to suggest someone.",
  "Outside the corpus; a polite refusal is fine.",
  I, None, "refusal",
  "Refusal of an out-of-scope medical recommendation."),
 ]),
# ---------------------------------------------------------------- Stitch & Sole
dict(id="bx-13", assistant=STITCH, started_at="2025-02-10T10:00:00Z",
     context="Customer with a domestic sewing machine that skips stitches.",
     turns=[
 ("My sewing machine keeps skipping stitches. What do you charge just to look at it properly?",
  "Working out what's wrong costs $35 at most, and if you then have us do the repair, that amount comes off your final bill.",
  "Diagnostic fee of at most $35, deducted from the bill if the repair goes ahead.",
  C, SW + "#Estimates and Diagnostics", "paraphrase",
  "Reworded but accurate diagnostic fee rule."),
 ("Suppose the written estimate comes to $120. Could the final bill end up higher?",
  "It can go up a little: we're allowed to exceed the estimate by up to $25 without checking with you again, so the most you'd pay without another call is $145.",
  "At most 10% or $25, whichever is lower, without your approval: $12, so $132.",
  N, SW + "#Estimates and Diagnostics", "numeric",
  "Ignores 'whichever is lower': 10% of $120 is $12, so the ceiling is $132."),
 ("If I drop it off today, when should I expect it back?",
  "Standard repairs are done within 10 working days, so by Monday 24 February. If a part has to be ordered we'll let you know within 3 working days and give you a new date.",
  "Within 10 working days: by Monday 24 February; parts delays notified within 3 working days.",
  C, SW + "#Turnaround", "time_window",
  "Ten working days from Monday 10 February is Monday 24 February; parts notice is correct."),
 ("If you end up replacing the bobbin case, is that guaranteed?",
  "Yes - a replaced part is covered for six months, and that covers our fitting work as well as the part itself.",
  "6 months, covering the part and its fitting.",
  C, SW + "#Warranty", "plain",
  "Matches the replacement part warranty."),
 ]),
dict(id="bx-14", assistant=STITCH, started_at="2025-03-17T15:30:00Z",
     context="Customer bringing in a grandmother's 1952 machine that was later fitted with a motor.",
     turns=[
 ("I've got my grandmother's sewing machine from 1952. If bits are worn out, will you just swap in modern parts?",
  "Not without asking you. As it's more than 50 years old, we check with you before fitting anything non-original, and any original parts we take out come back to you unless you tell us in writing you don't want them.",
  "Must ask before fitting non-original parts; originals returned unless declined in writing.",
  C, SW + "#Vintage and Heirloom Machines", "plain",
  "Matches the vintage machine rules."),
 ("Someone fitted an electric motor to it years ago and it sparks. Could your apprentice fix it? He's 17 and still working towards his electrical endorsement.",
  "Yes, he can take care of the motor - he's very capable, and he'd keep the machine unplugged the whole time he's working on it.",
  "No. Only a technician with a Grade B electrical endorsement may open a motor housing.",
  N, SW + "#Electrical Safety", "modality",
  "An apprentice without the Grade B endorsement may not open a motor housing, unplugged or not."),
 ("If the motor has to be replaced, what warranty comes with that?",
  "A replacement motor is covered for 12 months.",
  "12 months.",
  C, SW + "#Warranty", "numeric",
  "Domestic machine: motor replacement carries a 12-month warranty."),
 ("The foot pedal cable is frayed near the plug. Could you just tape it up to save money?",
  "We can wrap it in insulating tape for you - that's cheaper than a new cable and perfectly fine for light use.",
  "No. A damaged foot pedal cable must be replaced, not taped.",
  N, SW + "#Electrical Safety", "negation",
  "Taping a damaged cable is expressly not allowed."),
 ]),
dict(id="bx-15", assistant=STITCH, started_at="2025-05-19T09:45:00Z",
     context="Customer back from abroad whose repaired machine has not been collected.",
     turns=[
 ("You texted me on 7 April to say my sewing machine was ready, but I've been abroad since then. Is it still there, and will I owe anything extra?",
  "It's still here, don't worry. Because more than 30 days have passed since we told you it was ready, a storage charge of up to $2 a day can apply from the 31st day onwards.",
  "Yes; storage of up to $2 per day may be charged from the 31st calendar day after the ready notice.",
  C, SW + "#Uncollected Machines", "plain",
  "Matches the storage charge rule."),
 ("I might not be able to get there for a couple more months. Can you explain the whole process - what you can charge, what letters I'll get and whether you could ever sell it?",
  LONG_STITCH,
  "Reminder after 30 days; storage up to $2/day from day 31; sale only after 90 days and two written notices 14+ days apart, the second naming the date; proceeds less charges held 12 months.",
  C, SW + "#Uncollected Machines", "long_answer",
  "Long answer consistent with the uncollected machine, safety test and warranty rules."),
 ("So what's the earliest date you could actually sell it?",
  "We could sell it once 60 days have passed since the ready notice - so from 6 June - provided we've written to you twice first.",
  "Not before 6 July (90 days after 7 April), and only after two written notices at least 14 days apart.",
  N, SW + "#Uncollected Machines", "time_window",
  "The sale threshold is 90 calendar days, not 60."),
 ]),
dict(id="bx-16", assistant=STITCH, started_at="2025-07-08T13:15:00Z",
     context="Customer asking about resoling boots and deposits.",
     turns=[
 ("How long does a full resole take on welted boots?",
  "For welted boots, a full resole takes up to 15 working days.",
  "15 working days.",
  C, SH + "#Turnaround and Express Service", "numeric",
  "Matches the turnaround table."),
 ("The resole is $95 on your price list. Will I need to pay a deposit?",
  "For a job of $40 or more we can ask for up to half the price as a deposit, so no more than $47.50 today.",
  "Up to 50% of $95: at most $47.50.",
  C, SH + "#Deposits", "numeric",
  "Correct deposit ceiling."),
 ("My friend only needs heel tips, which are $12. Will she have to leave a deposit too?",
  "Yes, every job needs a 50% deposit, so she'd pay $6 up front.",
  "No. No deposit may be taken for a job under $40.",
  N, SH + "#Deposits", "negation",
  "Deposits are prohibited for jobs under $40."),
 ("What's your favourite kind of boot?",
  "",
  "(No rule applies.)",
  I, None, "empty_answer",
  "Empty answer to a small-talk question."),
 ]),
dict(id="bx-17", assistant=STITCH, started_at="2025-09-02T11:00:00Z",
     context="Customer whose shoes were damaged, and another pair lost, at the shop.",
     turns=[
 ("I picked up my shoes on Friday 29 August and there's a deep scratch across the toe from the repair. Am I too late to complain?",
  "No, you're in time. Damage has to be reported within 7 calendar days of collection, which gives you until Friday 5 September.",
  "Within 7 calendar days of collection: until Friday 5 September.",
  C, SH + "#Damage and Loss", "time_window",
  "Correct 7-day window and date.", 0.3),
 ("They cost $250 about 18 months ago. If the scratch can't be fixed, what compensation would I get?",
  "As they're between one and two years old, you'd receive 60% of what you paid, which is $150.",
  "60% of $250 = $150.",
  C, SH + "#Damage and Loss", "numeric",
  "Correct band and amount.", 0.3),
 ("There's worse news - the shop has lost my other pair, designer boots I bought six months ago for $700. I didn't declare a value when I dropped them off. Do I get the full $700?",
  "Since they're less than a year old you're entitled to 100% of the purchase price, so yes, the full $700.",
  "Under one year means 100%, but compensation is capped at $400 unless a higher value was declared at drop-off: $400.",
  N, SH + "#Damage and Loss", "partial",
  "The 100% band is right but the $400 cap applies because no higher value was declared.", 0.3),
 ("Thanks. Does the shop cut keys as well?",
  "I don't have details on key cutting for the shop, so it's best to ask at the counter.",
  "Not covered by the corpus.",
  I, None, "out_of_scope",
  "Key cutting is outside the shoe repair code.", 0.1),
 ]),
dict(id="bx-18", assistant=STITCH, started_at="2025-10-20T16:00:00Z",
     context="Owner of another shoe repair shop asking about servicing a workshop patcher.",
     turns=[
 ("Our patcher was last serviced in January and it's now October. Are we still within the trade code?",
  "You're fine - stitching machines need a service every 12 months, so you've got until January.",
  "No. Patchers must be serviced at least every 6 months, so it was due in July.",
  N, SH + "#Workshop Machinery", "numeric",
  "The service interval is 6 months, not 12."),
 ("Who is allowed to do that service?",
  "It has to be a technician who works to the Sewing Machine Repair Service Standards, and if the motor housing needs opening, that person must hold a Grade B electrical endorsement.",
  "A technician working to the Sewing Machine Repair Service Standards; opening the motor housing needs a Grade B endorsement.",
  C, SH + "#Workshop Machinery", "multi_rule",
  "Correctly combines the shoe code's servicing rule with the sewing standards' Grade B rule."),
 ("If you replaced the patcher's motor, how long would the warranty be?",
  "A motor replacement comes with a 12-month warranty.",
  "A patcher used in a business is a trade machine, so the 3-month warranty applies.",
  N, SW + "#Warranty", "multi_rule",
  "A shoe shop's patcher is a trade machine; the 3-month period replaces the 12-month motor warranty."),
 ("Can my 16-year-old Saturday helper use the patcher?",
  "Yes, a 16-year-old can run the patcher as long as a trained adult is supervising, but keep them off the finishing machines until they're 18.",
  "Yes, under the supervision of a trained adult; finishing machines need operators aged 18+.",
  C, SH + "#Workshop Machinery", "modality",
  "Correct 'may, under supervision' for patchers and 'must be 18' for finishing machines."),
 ("Any ideas for bringing more customers into the shop?",
  "A loyalty card for regulars, a clear sign outside for while-you-wait heel jobs, and a few before-and-after photos on social media tend to help.",
  "Marketing advice; not covered by the corpus.",
  I, None, "out_of_scope",
  "Marketing is not covered by any corpus document."),
 ]),
dict(id="bx-19", assistant=STITCH, started_at="2025-12-01T08:30:00Z",
     context="Casual chat with no repair question.",
     turns=[
 ("Morning! How are you today?",
  "Good morning! I'm doing well, thanks - what can I help you with?",
  "Small talk.",
  I, None, "smalltalk",
  "Small talk."),
 ("Can you recommend a good book about the history of sewing machines?",
  "I don't have book recommendations to hand, but a search of your local library catalogue for sewing machine history should turn up a few.",
  "Not covered by the corpus.",
  I, None, "out_of_scope",
  "Book recommendations are outside the corpus."),
 ("Never mind, thanks. Have a good day!",
  "You too - drop by whenever you need a repair.",
  "Small talk.",
  I, None, "smalltalk",
  "Small talk."),
 ]),
]
