# Session data, part C (Harbourtown visitor guide: cable parks, other carriage operators). Written by hand.
CP = "cable-park-safety-code.md"
CC = "carriage-tours-code.md"
BK = "leisure-booking-code.md"
CAT = "cat-cafe-code.md"

LONG_CABLE = """Great that he wants to give it a go; a first session at Splashline is a lot of fun. Here's what you need to know before you head down.

Age and paperwork
- At 13 he's comfortably above the minimum age of 8 for the main cable, so he can ride the full-size lake.
- Because he's under 18, a parent or guardian has to sign the park's consent form before he goes on the water. The form is done at reception and only takes a few minutes, so bring some ID for yourself.

Kit
- A helmet is compulsory for every rider in every session, beginners and experienced riders alike.
- He'll also need buoyancy: an impact vest or a life jacket, whichever he finds more comfortable; plenty of teenagers prefer the slimmer vest.
- Check the water temperature board at reception: when the water is below 14 \u00b0C a wetsuit is required. In July it's usually warmer than that, but early mornings after a cold night can surprise you.
- Boards and bindings can be hired at the shop; beginners normally start on a wide, forgiving board.

How the first session works
- As a beginner he'll ride at a reduced speed: for a rider's first three sessions the cable is limited to 24 km/h, and only the operator in the control tower can change the speed.
- Expect lots of falls at the start. When he falls, he should let go of the handle straight away, swim to the nearest bank and climb out there, then walk back to the start on the footpath, never along the cable line in the water.
- One rider per handle, so no sharing a carrier with a friend.
- The kickers and rails are off limits for now; they're only for riders who have done at least five sessions and passed a basic skills check.

Safety on the water
- There's always an operator in the control tower while the cable runs, and at least one lifeguard at the water's edge whenever anyone is riding. On busy days, with more than eight carriers in use, there will be two.
- Anyone who seems to have been drinking is turned away, which is one rule he won't have to worry about!

Tips for the day
- Arrive about 30 minutes early for the safety briefing and kit fitting.
- Bring a towel, sun cream and a drink; an hour on the cable is more tiring than it looks.
- Tell him to keep his knees bent and arms straight, and to let the cable do the work rather than pulling on the handle.

Have a brilliant day; he'll be standing up before he knows it!"""

LONG_BOOKING = """Here's how it works under the district booking rules, using your figures: 12 riders at \u20ac45, so \u20ac540 in total.

Deposit and balance
- You booked on 7 April for 25 April, more than 14 days ahead, so at booking Splashline could ask for a deposit of no more than 30% of the price. The balance can only be requested from 14 days before the session, so paying the remaining \u20ac432 on 14 April, eleven days before, is in line with that.
- Because you're a group of ten or more, the park may make part of the deposit non-refundable, up to 20% of the total price, as long as it told you so in writing before you paid. Your \u20ac108 is exactly 20%, so if that was in writing, it's allowed.

If you cancel on Tuesday 22 April
- That's three days before the session, which falls in the band of 48 hours or more but less than 7 calendar days. The minimum refund in that band is 50%.
- The percentage is applied to what you paid over and above the non-refundable deposit: \u20ac540 paid minus the \u20ac108 kept leaves \u20ac432, and half of that is \u20ac216. That's the minimum; the park is free to give back more.
- The refund has to reach you within 14 calendar days of your cancellation, so by Tuesday 6 May at the latest.

Things that may work better than cancelling
- If only some colleagues drop out, each of them can hand their place to someone else free of charge, as long as it's done at least 24 hours before the start.
- For comparison: cancelling 7 or more calendar days ahead (by 18 April) would have meant at least 100% of the \u20ac432 back, while cancelling less than 48 hours before the start means the park doesn't have to refund anything beyond what it chooses to.

If Splashline cancels instead
- If the park calls the session off, for weather or any other reason, you choose between a full refund of everything paid, within 10 working days, or a free rebooking. It can't hand you a voucher instead unless you agree in writing.
- If the session goes ahead but is stopped for weather for more than 20 minutes in total, each rider is owed credit for all the time lost, valid for 12 months. If more than half of the session is lost, a rider can choose a cash refund for the lost share instead.

Let me know if you'd like me to draft a message asking the park to confirm the deposit terms in writing."""

SESSIONS_C = [
 dict(sid="bad-14", aid="harbourtown-guide", started="2025-07-19T07:30:00Z",
  context="Harbourtown visitor guide assistant. On Saturday 19 July 2025 a parent plans a first wakeboarding session for a 13-year-old at Splashline Cable Park (full-size cable).",
  turns=[
   dict(q="My son is 13 and wants to try wakeboarding at Splashline today. He's never done it before. What does he need to know?",
        a=LONG_CABLE,
        gt="Age OK (8+); parental consent form (under 18); helmet; a life jacket of 50 N or more (an impact vest is not enough under 14); beginner speed max 24 km/h; wetsuit below 14 \u00b0C.",
        label="NON_COMPLIANT", kind="long_answer", clause=CP+"#Protective Equipment",
        why="Otherwise correct long answer with one wrong sentence: a 13-year-old must wear a life jacket of at least 50 N, and an impact vest is not enough for riders under 14."),
   dict(q="I'll sign the form. Do we have to pay extra for a helmet and a life jacket? We don't own any.",
        a="Helmet and life jacket hire is \u20ac6 per session; you can pay for it at the board shop.",
        gt="No; the park must provide helmets and buoyancy aids free of charge.",
        label="NON_COMPLIANT", kind="plain", clause=CP+"#Protective Equipment",
        why="Safety equipment must be provided free of charge to riders without their own."),
   dict(q="He's so excited, he's been watching wakeboard videos all week!",
        a="That's brilliant. Nothing beats the first time you pop up on the board. Have a fantastic day at the lake!",
        gt="(No rule applies.)",
        label="IRRELEVANT", kind="smalltalk", clause=None,
        why="Small talk."),
   dict(q="Can I leave him there while I go shopping in town for a couple of hours?",
        a="At 13 he doesn't need an adult on the shore; that's only required for riders under 12. As long as you've signed his consent form, he can ride while you're in town.",
        gt="Yes; the on-shore adult is required only for riders under 12; the consent form is still needed.",
        label="COMPLIANT", kind="negation", clause=CP+"#Rider Age and Consent",
        why="Correctly says the supervision rule does not apply to a 13-year-old and keeps the consent condition."),
   dict(q="Thunder is forecast for this afternoon. What happens then?",
        a="If thunder is heard or lightning is seen within 10 km, the cable is stopped and everyone leaves the water straight away. They'll restart 15 minutes after the last strike if things have calmed down.",
        gt="Stop and clear the water at once; riding may resume no earlier than 30 minutes after the last lightning or thunder.",
        label="NON_COMPLIANT", kind="time_window", clause=CP+"#Operating Conditions",
        why="The restart wait is at least 30 minutes, not 15."),
  ]),
 dict(sid="bad-15", aid="harbourtown-guide", started="2025-08-12T16:00:00Z",
  context="Harbourtown visitor guide assistant. On Tuesday 12 August 2025 a visitor asks about a ride with Oldgate Carriages, an operator that is not Bramblewick, so only the district codes apply.",
  turns=[
   dict(q="We're thinking of an Oldgate Carriages landau ride. We're 3 adults and 3 kids aged 4, 7 and 9. Can we all go in one landau?",
        a="Yes, you'll all fit. A landau may carry up to six passengers, no more than four of them adults, and your three children are riding with adults, so the under-12 accompaniment rule is met too.",
        gt="Yes; a landau takes up to 6 passengers including up to 4 adults, and the children are accompanied.",
        label="COMPLIANT", kind="multi_rule", clause=CC+"#Passenger Limits",
        why="Oldgate is not Bramblewick, so the district limit of 6 (max 4 adults) applies, not Bramblewick's cap of 4."),
   dict(q="It's going to be 30 degrees tomorrow. Will the horses still work?",
        a="At 30 \u00b0C the district rules still allow the horses to work; they must stop once it reaches 32 \u00b0C in the shade. If it climbs during the day, tours that are already out head straight back to the stable.",
        gt="Yes under the district code (limit 32 \u00b0C in the shade).",
        label="COMPLIANT", kind="multi_rule", clause=CC+"#Heat and Weather Limits",
        why="For a non-Bramblewick operator the 32 \u00b0C code limit applies; the Bramblewick 28 \u00b0C limit does not."),
   dict(q="Their evening ride starts at 19:30 and the board says \u20ac90 standard. What's the most they can charge?",
        a="Evening surcharges only kick in for tours that start at 20:00 or later, so for a 19:30 ride the most they can charge is the standard \u20ac90.",
        gt="A surcharge of up to 20% applies from 19:00, so at most \u20ac108.",
        label="NON_COMPLIANT", kind="time_window", clause=CC+"#Fares and Receipts",
        why="The surcharge applies to tours starting at or after 19:00, not 20:00."),
   dict(q="We saw their horses out at 8 this morning. How long can they work in one day?",
        a="A horse can be on duty for up to 8 hours in a calendar day, waiting at the stand included, and after every two hours it gets a break of at least 20 minutes with water.",
        gt="Up to 8 hours a day including waiting; a 20-minute break after every 2 hours.",
        label="COMPLIANT", kind="plain", clause=CC+"#Horse Working Hours",
        why="Correct district limits for a non-Bramblewick operator."),
  ]),
 dict(sid="bad-16", aid="harbourtown-guide", started="2025-09-20T18:00:00Z",
  context="Harbourtown visitor guide assistant. On Saturday 20 September 2025 a rider asks about a 2-hour session at Gullwater Lake cable park that was stopped for 40 minutes by lightning.",
  turns=[
   dict(q="Our 2-hour session at Gullwater Lake was stopped for 40 minutes today because of lightning. Do we get anything back?",
        a="Yes. Because the stoppage lasted more than 20 minutes, you're owed credit for all 40 minutes lost, usable within 12 months. A cash refund only comes into play when more than half the session is lost, which would be over an hour in your case, so it's credit this time.",
        gt="A credit for the full 40 minutes, valid 12 months; no cash option because less than half the session was lost.",
        label="COMPLIANT", kind="partial", clause=CP+"#Weather Stoppage Credits",
        why="Correctly grants the credit and correctly withholds the cash refund."),
   dict(q="The park told me the credit runs out in 3 months. Is that right?",
        a="That can be right. Parks may set their own expiry date on weather credits, as long as they told you about it when you booked.",
        gt="No; weather credits are valid for 12 months and the park may not set a shorter expiry.",
        label="NON_COMPLIANT", kind="modality", clause=CP+"#Weather Stoppage Credits",
        why="Turns 'may not set a shorter expiry' into 'may set their own expiry'."),
   dict(q="Next time my 10-year-old daughter wants to ride the main cable at the same speed as me. I ride at 32. Is that allowed?",
        a="She can ride the main cable at 10 with an adult on the shore. Under-12s are normally held to 24 km/h, but once she's done more than three sessions the operator can run her at the standard 32 km/h.",
        gt="She may ride (8+, adult on shore), but riders under 12 are limited to 24 km/h whatever their experience.",
        label="NON_COMPLIANT", kind="partial", clause=CP+"#Cable Speed Limits",
        why="The age and supervision parts are right, but the under-12 limit of 24 km/h has no experience exception; the lowest applicable limit applies."),
   dict(q="Is there somewhere to eat at Gullwater?",
        a="There's a small kiosk by the car park that does toasties and hot chocolate, and the Heron's Rest pub is a five-minute walk away.",
        gt="(No rule applies.)",
        label="IRRELEVANT", kind="out_of_scope", clause=None,
        why="Food options at the park are not covered by the corpus."),
  ]),
 dict(sid="bad-17", aid="harbourtown-guide", started="2025-10-11T10:00:00Z",
  context="Harbourtown visitor guide assistant. A first-time visitor asks general questions about the town.",
  turns=[
   dict(q="Hello! It's my first time in Harbourtown. Where's the best fish and chips?",
        a="Lots of visitors love The Salty Gull on the harbour front. Try to get there before 12:30 to beat the queue.",
        gt="(No rule applies.)",
        label="IRRELEVANT", kind="out_of_scope", clause=None,
        why="Restaurant recommendation; no corpus document applies."),
   dict(q="Nice. Is it always this windy here?",
        a="Autumn on the coast can be breezy! Pack a windproof layer and you'll be fine.",
        gt="(No rule applies.)",
        label="IRRELEVANT", kind="smalltalk", clause=None,
        why="Small talk about the weather."),
   dict(q="Where can I park my car overnight?",
        a="   ",
        gt="(No rule applies.)",
        label="IRRELEVANT", kind="empty_answer", clause=None,
        why="The answer contains only whitespace."),
  ]),
 dict(sid="bad-18", aid="harbourtown-guide", started="2025-04-07T09:00:00Z",
  context="Harbourtown visitor guide assistant. On Monday 7 April 2025 an organiser books 12 colleagues (\u20ac45 each, \u20ac540 total) for a Splashline session on Friday 25 April 2025; Splashline asks for a \u20ac108 deposit.",
  turns=[
   dict(q="Splashline wants a \u20ac108 deposit for our group of 12 (that's 20% of \u20ac540) and says it's non-refundable. Is that allowed?",
        a="Yes. For groups of ten or more, the park can keep up to 30% of the price as a non-refundable deposit, provided it told you so in writing before you paid.",
        gt="Yes, if stated in writing before payment; the non-refundable part may be at most 20% of the total price.",
        label="NON_COMPLIANT", kind="numeric", clause=BK+"#Deposits and Prepayment",
        why="Shares most of the rule's wording, but the non-refundable group deposit is capped at 20%, not 30% (30% is the general deposit cap)."),
   dict(q="Say we pay the \u20ac108 today and the remaining \u20ac432 on 14 April, and then we have to cancel on Tuesday 22 April. What do we get back, and when?",
        a=LONG_BOOKING,
        gt="At least 50% of the \u20ac432 paid beyond the non-refundable deposit (\u20ac216), paid within 14 calendar days (by 6 May).",
        label="COMPLIANT", kind="long_answer", clause=BK+"#Customer Cancellations",
        why="Long answer combining deposit, cancellation, operator-cancellation and cable-park weather-credit rules; every statement is consistent with the corpus."),
   dict(q="After the session a few of them want to visit the Whiskerloft cat lounge; it'd be all 12 of us adults. Any problem?",
        a="That's no problem. Cat lounges don't cap guest numbers, so all twelve of you can go in together as long as you book.",
        gt="It depends: guests may not exceed twice the number of cats present (and never 30), so 12 needs at least 6 cats in the lounge.",
        label="NON_COMPLIANT", kind="negation", clause=CAT+"#Guest Numbers and Staffing",
        why="Denies a limit that exists: guest numbers are capped at twice the number of cats and at 30."),
  ]),
]
