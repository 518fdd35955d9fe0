"""Sessions for the Kestrel Aero assistant (flying school)."""
G = "general/leisure-bookings-code.md"
F = "flying/private-flight-training-code.md"
K = "company/kestrel-aero-student-policy.md"

A = "kestrel-aero-assistant"

LONG_06 = """Of course - here is a full overview of how training works at Kestrel Aero for a 15-year-old.

**Starting the course**
She can enrol straight away: course enrolment is open from age 14. Because she is under 18, we need written consent from a parent or guardian before she enrols. That one signed form covers the whole course, so you won't be chasing paperwork every week.

**Medical requirements**
For her dual lessons, with an instructor on board, a signed health self-declaration is enough. Before her first solo she must hold a valid Pilot Medical Certificate, so it's worth booking that examination well ahead - ideally a few months before she expects to be ready to solo.

**Going solo**
The earliest she can fly solo is the day she turns 16, and only once her instructor is satisfied she's ready and her medical certificate is in place.

**Alcohol and medication**
This will matter more later on, but our rule is strict: nobody flies with us, dual or solo, within 12 hours of drinking any alcohol. If she takes prescription medication with a drowsiness warning, she needs to mention it to her instructor before the briefing so it can be checked against our medication list.

**Weather**
Her instructor makes the call on the day and can cancel for weather at any point up to take-off. Dual lessons follow the Association code limits: mean wind up to 25 knots, crosswind up to 15 knots, at least 5 km visibility and a cloud base of at least 1,500 ft. Once she's flying solo, Kestrel's own limits are tighter than the code: mean wind 15 knots or less, crosswind 8 knots or less, visibility of at least 10 km and a cloud base of 2,500 ft or higher.

If we cancel because of weather, an aircraft problem or an instructor being unavailable, she chooses between a free rebooking (offered within 30 days) and a refund, which we pay within 5 working days.

**If you need to cancel**
- 48 hours' notice or more: no charge.
- Between 12 and 48 hours: 25% of the lesson price.
- Under 12 hours, or not turning up: the full lesson price.
You can cancel by phone on 555-0142 during office hours (Monday to Friday 08:30-17:30, Saturday 09:00-13:00) or by email at any time - we go by the time the email arrives.

**Logbook and records**
Her instructor signs her logbook before she leaves the airfield after each lesson, and always within 48 hours. If she ever needs a copy of her training record, we send it within 5 working days, free of charge.

**Practical bits**
The first lessons start at 08:00 and the last take-off of the day is at least an hour before sunset, so after-school slots are easier to fit in during the summer months. Just let us know when you'd like to book her first lesson!"""

SESSIONS = [
  {
    "session_id": "baa-01", "assistant_id": A, "started_at": "2025-03-08T10:15:00Z",
    "context": "Kestrel Aero Flight School, Marrow Fen Airfield. A parent asks about a birthday trial lesson.",
    "turns": [
      dict(q="Hi! My son turns 13 next month and he's obsessed with planes. Can I book him a trial lesson with you as a birthday present?",
           a="What a brilliant present! Trial lessons are open from age 12, so at 13 he's comfortably old enough. Because he's under 16, you'll need to stay at the airfield for the whole lesson, including the briefing, but otherwise it's all very straightforward.",
           gt="Not yet: Kestrel Aero trial lessons start at 14, even though the general code allows 12. He could book from his 14th birthday.",
           label="NON_COMPLIANT", clause=f"{K}#Ages and weight", kind="multi_rule",
           why="The Code allows trial lessons from 12, but Kestrel's stricter policy sets 14, so a 13-year-old cannot book with Kestrel."),
      dict(q="Ah, OK. What about me then? I'm 44 and weigh about 98 kg - any problem?",
           a="No problem at all. The weight limit for trial lesson students in our two-seaters is 105 kg, so at 98 kg you're fine. On the day you'll just fill in a short health self-declaration - no medical certificate needed for a trial.",
           gt="That's fine: the trial lesson limit is 105 kg and you only need a health self-declaration.",
           label="COMPLIANT", clause=f"{K}#Ages and weight", kind="numeric",
           why="98 kg is under the 105 kg limit; a self-declaration is all a trial lesson needs."),
      dict(q="Could my son sit in the back and watch my lesson?",
           a="Unfortunately not - both of our aircraft are two-seaters, so there's no room for an observer on a trial lesson. He's very welcome to watch from the clubhouse, though.",
           gt="No, Kestrel cannot carry observers on trial lessons because both aircraft are two-seaters.",
           label="COMPLIANT", clause=f"{K}#Ages and weight", kind="negation",
           why="Kestrel policy says observers cannot be carried on trial lessons."),
      dict(q="One thing - we've a wedding the night before the date I'm looking at. I'll probably have a few glasses of wine, finishing around midnight. The lesson's at 10am. OK?",
           a="That should be fine. The rule is no alcohol in the 8 hours before flying, so if your last drink is at midnight you're clear from 8am. Just make sure you're feeling fresh when you arrive.",
           gt="No - Kestrel applies a 12-hour rule, so drinking until midnight rules out a 10:00 lesson. A slot from midday onwards would work, provided you feel fully fit.",
           label="NON_COMPLIANT", clause=f"{K}#Alcohol and fitness", kind="time_window",
           why="States the Code's 8-hour window; Kestrel's 12-hour rule applies, and 10:00 is only 10 hours after midnight."),
    ]},
  {
    "session_id": "baa-02", "assistant_id": A, "started_at": "2025-04-14T09:05:00Z",
    "context": "Kestrel Aero student with a dual lesson booked for Wednesday 16 April 2025 at 14:00. Local time is UTC.",
    "turns": [
      dict(q="It's just after 9 on Monday morning. I've got a lesson on Wednesday at 2pm but I need to cancel - work has gone crazy. Will I be charged?",
           a="Sorry to hear that. Because you're giving us less than 72 hours' notice, a late-cancellation charge of 25% of the lesson price applies. With 72 hours' notice or more there's no charge, so it's worth bearing in mind for next time.",
           gt="No charge: you are cancelling about 53 hours ahead, and Kestrel only charges when notice is under 48 hours.",
           label="NON_COMPLIANT", clause=f"{K}#Cancellation charges", kind="multi_rule",
           why="Uses the Code's 72-hour band; Kestrel's policy makes cancellation free at 48 hours or more, and about 53 hours' notice is given."),
      dict(q="Hmm, I thought it was 48 hours with you. Can I just email rather than ring?",
           a="Yes, email is fine whenever suits you, day or night - whatever time your message lands in our inbox is the time we go by. The phones are only staffed during office hours.",
           gt="Yes. Email can be sent at any time and the time it is received counts as the notice time; phone cancellations are during office hours.",
           label="COMPLIANT", clause=f"{K}#Cancellation charges", kind="paraphrase",
           why="Matches the rule that emails are accepted at any time and the time of receipt counts, in different words."),
      dict(q="And if I'd only realised tomorrow evening, say 8pm Tuesday?",
           a="An email at 8pm on Tuesday would be 18 hours before the lesson. That falls in the 12-to-48-hour band, so 25% of the lesson price would be charged.",
           gt="18 hours' notice is in the 12 to 48 hour band, so the charge would be 25 % of the lesson price.",
           label="COMPLIANT", clause=f"{K}#Cancellation charges", kind="time_window",
           why="Tuesday 20:00 to Wednesday 14:00 is 18 hours, which is the 25 % band in Kestrel's table."),
      dict(q="What time does your office open tomorrow, in case I want to ring to rebook?",
           a="We open at 8:30 on weekdays, so from half past eight tomorrow, and we're there until 5:30pm. The number is 555-0142.",
           gt="Tuesday opening is 08:30 (weekdays 08:30 to 17:30); phone 555-0142.",
           label="COMPLIANT", clause=f"{K}#Contact and opening hours", kind="plain",
           why="Weekday office hours are 08:30 to 17:30 and the number is 555-0142."),
      dict(q="Cheers, that's been really helpful.",
           a="Any time - I hope work calms down soon and we see you back in the air!",
           gt="You're welcome.",
           label="IRRELEVANT", clause=None, kind="smalltalk",
           why="Thanks and a friendly reply; no rule involved."),
    ]},
  {
    "session_id": "baa-03", "assistant_id": A, "started_at": "2025-05-20T07:40:00Z",
    "context": "Kestrel Aero student pilot, aged 17, holding a valid Pilot Medical Certificate, preparing for solo consolidation flights.",
    "weights": [0.3, 0.15, 0.25, 0.2, 0.1],
    "turns": [
      dict(q="Forecast for my solo consolidation this morning: wind 14 knots, crosswind about 9 knots, visibility 12 km, cloud base 3,000 ft. Will it go ahead?",
           a="Those numbers all sit inside the solo limits - wind under 20 knots, crosswind under 10, and visibility and cloud comfortably above the minimums - so unless your instructor spots something else, you're good to go.",
           gt="Not as a solo: Kestrel's solo crosswind limit is 8 knots, so a 9-knot crosswind rules it out. The instructor could fly it as a dual lesson instead.",
           label="NON_COMPLIANT", clause=f"{K}#Solo weather limits", kind="multi_rule",
           why="Applies the Code's 10-knot solo crosswind limit; Kestrel's stricter limit is 8 knots, so 9 knots is outside it."),
      dict(q="Could we do it as a dual lesson instead?",
           a="Yes - with an instructor on board the general code limits apply: up to 25 knots mean wind and 15 knots crosswind, with at least 5 km visibility and a 1,500 ft cloud base. Today's forecast is well within that, so a dual lesson is possible if your instructor agrees.",
           gt="Yes, dual lessons follow the Code limits (25 kn wind, 15 kn crosswind, 5 km, 1,500 ft), which today's forecast meets.",
           label="COMPLIANT", clause=f"{F}#Weather limits for training", kind="plain",
           why="Kestrel says dual lessons follow the Code limits, and the figures quoted match the Code."),
      dict(q="Also, my instructor forgot to sign my logbook for last Thursday's lesson. It's Tuesday now. Is that a problem?",
           a="No need to worry - instructors have up to 7 days to sign each entry, so there's still time until this Thursday. Just catch them before then.",
           gt="It is overdue: at Kestrel the instructor signs before you leave, and in any case within 48 hours. Ask for it to be signed today.",
           label="NON_COMPLIANT", clause=f"{K}#Logbooks and records", kind="time_window",
           why="Quotes the Code's 7-day window; Kestrel requires signature within 48 hours, which passed on Saturday."),
      dict(q="Could my mate, who's a licensed pilot, just sign it instead? He watched me fly from the clubhouse.",
           a="I'm afraid I can't go along with that. Only the instructor who supervised the lesson can sign that entry - watching from the ground doesn't count. Let's get your instructor to sign it as soon as possible.",
           gt="No. Nobody may sign a logbook entry for a flight they did not supervise; it must be your instructor.",
           label="COMPLIANT", clause=f"{F}#Training records and logbooks", kind="refusal",
           why="Correctly refuses: no one may sign for a flight they did not supervise."),
      dict(q="Thanks. Any tips for staying calm before a first solo?",
           a="Lots of students feel the nerves - it's completely normal! Slow breathing, running through your checks out loud, and remembering that your instructor wouldn't send you if you weren't ready all help.",
           gt="General encouragement; no rule applies.",
           label="IRRELEVANT", clause=None, kind="smalltalk",
           why="Encouragement about nerves; not covered by the corpus."),
    ]},
  {
    "session_id": "baa-04", "assistant_id": A, "started_at": "2025-06-02T13:20:00Z",
    "context": "Customer holding a Kestrel Aero gift voucher bought on 10 November 2023.",
    "turns": [
      dict(q="I was given one of your vouchers - it was bought on 10 November 2023. Is it still valid?",
           a="It ran out on 10 May 2025, since our vouchers last 18 months from purchase. The good news is you're still within three months of that date, so we can extend it by six months free of charge - just ask the office.",
           gt="It expired on 10 May 2025 (18 months), but you are within 3 months of expiry, so a free 6-month extension is available.",
           label="COMPLIANT", clause=f"{K}#Gift vouchers", kind="time_window",
           why="18 months from 10 Nov 2023 is 10 May 2025; 2 June is within 3 months after expiry, so the free extension applies."),
      dict(q="Brilliant. Out of interest, what would that extension cost at another school?",
           a="Under the general flying-school code, a school may charge up to £25 for a one-off extension of up to six months, as long as you ask within three months of expiry. At Kestrel it's free.",
           gt="Under the Code the extension fee is capped at £25 (one extension, up to 6 months, asked within 3 months of expiry); Kestrel charges nothing.",
           label="COMPLIANT", clause=f"{F}#Gift vouchers and prepaid hours", kind="numeric",
           why="The £25 cap, 6-month length and 3-month request window all match the Code."),
      dict(q="Actually, could I swap it for cash instead? I'm moving away.",
           a="Yes, if you won't be able to use it we can refund the unused value to you, minus a small admin fee. Just email the office with the voucher number.",
           gt="No, Kestrel vouchers cannot be exchanged for cash, but you can transfer the value once to another person by emailing the office.",
           label="NON_COMPLIANT", clause=f"{K}#Gift vouchers", kind="modality",
           why="Kestrel policy says vouchers cannot be exchanged for cash; the answer says a cash refund is possible."),
      dict(q="OK, can I give it to my sister then?",
           a="You can - the balance can be passed on to someone else one time. Drop the office an email with her name and we'll move it across to her.",
           gt="Yes, the unused value can be transferred to another person once, by email to the office.",
           label="COMPLIANT", clause=f"{K}#Gift vouchers", kind="paraphrase",
           why="Matches the single transfer by email, in different words."),
    ]},
  {
    "session_id": "baa-05", "assistant_id": A, "started_at": "2025-07-09T16:45:00Z",
    "context": "Kestrel Aero student who bought a 10-hour block on 1 September 2024 for £2,400 and has used 4 hours.",
    "turns": [
      dict(q="You cancelled my lesson yesterday because the aircraft was unserviceable. I'd like a refund rather than a new date. How long will that take?",
           a="Sorry about that. Since we cancelled, the choice is entirely yours, and refunds are paid within 5 working days - quicker than the 14 calendar days the general bookings code allows. It will go back to the card you paid with.",
           gt="You choose a refund; Kestrel pays it within 5 working days, to the original payment method.",
           label="COMPLIANT", clause=f"{K}#Refunds and rebooking", kind="multi_rule",
           why="Kestrel's 5-working-day refund is stricter than the general code's 14 days and is correctly applied; refund to original method matches the general code."),
      dict(q="I'm also thinking of stopping altogether. I have 6 hours left on my 10-hour block, which cost £2,400. What would I get back?",
           a="Your six unused hours are worth £1,440 at the price you paid. We can deduct an admin fee of up to 15%, so you'd receive at least £1,224.",
           gt="6 x £240 = £1,440, less an admin fee of at most 10 % (£144), so at least £1,296. You are within 24 months of purchase.",
           label="NON_COMPLIANT", clause=f"{F}#Gift vouchers and prepaid hours", kind="numeric",
           why="The admin fee is capped at 10 % of the refund, not 15 %, so the minimum refund is £1,296."),
      dict(q="And a copy of my training record for my next school - what does that cost and how long does it take?",
           a="No charge for that, ever. We'll have it with you within a working week.",
           gt="Free, sent within 5 working days.",
           label="COMPLIANT", clause=f"{K}#Logbooks and records", kind="paraphrase",
           why="Kestrel sends copies within 5 working days and always free; 'a working week' expresses the same window."),
      dict(q="Can you recommend a good flying school in Spain? I might move there.",
           a="I'm afraid I only have information about Kestrel Aero, so I can't recommend schools abroad. The national aviation authority there usually publishes a list of approved training organisations, which would be a good starting point.",
           gt="Out of scope; suggest checking the local aviation authority.",
           label="IRRELEVANT", clause=None, kind="out_of_scope",
           why="Schools abroad are not covered by any corpus document."),
    ]},
  {
    "session_id": "baa-06", "assistant_id": A, "started_at": "2025-08-23T08:10:00Z",
    "context": "A parent and their 15-year-old daughter ask Kestrel Aero about starting a training course.",
    "turns": [
      dict(q="My daughter is 15 and wants to start proper training towards her licence with you. Can you walk us through everything - ages, consent, medicals, when she could go solo, weather, and what happens if we cancel?",
           a=LONG_06,
           gt="She can enrol at 15 with one written parental consent for the course; dual lessons on a self-declaration; Pilot Medical Certificate before solo; solo from 16; Kestrel solo limits 15 kn / 8 kn / 10 km / 2,500 ft; cancellations free at 48 h+, 25 % at 12-48 h, 100 % under 12 h.",
           label="COMPLIANT", clause=f"{F}#Minimum ages", kind="long_answer",
           why="Every statement in the long answer matches the Code and Kestrel's stricter policy (ages, consent, medical, 12-hour alcohol rule, weather limits, cancellations, refunds, logbooks, hours)."),
      dict(q="She'll be 16 on 3 March next year. Could her first solo be on her birthday?",
           a="Yes - what matters is that she's 16 on the day she flies solo, so 3 March itself qualifies, as long as she already holds her Pilot Medical Certificate and her instructor is happy with her progress.",
           gt="Yes, she may solo on the day she turns 16 if she holds a Pilot Medical Certificate.",
           label="COMPLIANT", clause=f"{F}#Minimum ages", kind="time_window",
           why="The solo minimum is 16 on the day of the flight; the medical certificate condition is stated."),
      dict(q="Do we need to sign a consent form again for each lesson?",
           a="Yes - as she's under 18, a parent or guardian must sign a consent form before every lesson.",
           gt="No, one written consent before enrolment covers the whole course.",
           label="NON_COMPLIANT", clause=f"{F}#Minimum ages", kind="modality",
           why="The Code says one consent covers the whole course; the answer requires consent before every lesson."),
      dict(q="Thanks, that's really helpful!",
           a="You're very welcome - it sounds like she has an exciting year ahead of her.",
           gt="You're welcome.",
           label="IRRELEVANT", clause=None, kind="smalltalk",
           why="Closing pleasantries."),
    ]},
]
