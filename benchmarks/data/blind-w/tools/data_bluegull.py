"""Sessions for the Bluegull Sailing Academy assistant (sailing)."""

SAIL = "sailing/coastal-sail-training-code.md"
BG = "company/bluegull-sailing-policy.md"

LONG_BLUEGULL = """Of course - here is everything in one place for Adult Dinghy Level 1 (two full days, $320).

Payments
- The deposit is 20% of the fee, so $64, taken by the office when the booking is made.
- The remaining $256 is due ten calendar days before the start. With a start on Saturday 4 October, that means by Wednesday 24 September.

If you need to cancel
- Cancel 21 or more calendar days before the start (so on or before Saturday 13 September) and you get everything back - we don't charge an admin fee.
- With between 8 and 20 days' notice, you get half the course fee back.
- With 7 days' notice or less there's no refund, but you can hand your place to a friend at no cost.
- If you're ill or injured and can show a doctor's note, you get a credit voucher for the full amount paid, valid for 12 months, however late you cancel.
- One practical point: I can't cancel or change a booking for you in this chat. You'd need to ring the office on 555-0142 (Monday to Saturday, 08:30-17:30) or call in at the front desk.

Weather
- For adult dinghy sessions we don't launch if the sustained wind is above 18 knots, and everyone comes ashore straight away if gusts go over 28 knots.
- Poor visibility (under 500 metres) also stops a session.
- You'll get a text with the go/no-go decision at least two hours before the start, so check your phone the morning of each day.
- If we call a day off, you choose: a replacement day within 60 days, or your money back for that day. Weather refunds are paid within 14 calendar days.

Kit
- You'll wear a buoyancy aid the whole time you're on the water. You're welcome to bring your own as long as an instructor checks the fit and condition that morning; otherwise we lend you one.
- If the water is colder than 14 °C a wetsuit is compulsory - we'll lend you one free of charge, so there's no need to buy one.
- Bring shoes you don't mind getting wet, a warm layer, sun cream and a water bottle.

Group size and safety cover
- There will be no more than six adults per instructor, and a safety boat is on the water whenever you are.

Certificate
- To receive the Level 1 certificate you need to attend at least 90% of the course hours and pass the practical assessment.
- We email certificates within five working days of the final session.

Is there anything else you'd like me to check before the course?"""

SESSIONS = [
    {
        "session_id": "bw-s01", "assistant_id": "bluegull-assistant",
        "context": "A parent asks about the junior dinghy course for her 9-year-old daughter.",
        "started_at": "2025-04-02T10:15:00Z",
        "turns": [
            dict(query="Hi! My daughter Mia is 9. Is she old enough for your Junior Dinghy Starter?",
                 assistant="She certainly is - our dinghy courses take children from 8 upward, so Mia is well within the age range. The Junior Dinghy Starter runs over four mornings and costs $260.",
                 gt="Yes. Dinghy courses start at age 8. The Junior Dinghy Starter is 4 mornings and costs $240.",
                 label="NON_COMPLIANT", clause=f"{BG}#Prices (2025 Season)", kind="numeric",
                 rationale="Age statement is right, but the price is given as $260; the 2025 price list says $240."),
            dict(query="How many kids will be with each instructor?",
                 assistant="For junior dinghy groups we work to the regional code ratio of six children per instructor, and there's a safety boat out the whole time.",
                 gt="At Bluegull a junior dinghy group has at most 4 children per instructor, with a safety boat on the water.",
                 label="NON_COMPLIANT", clause=f"{BG}#Group Sizes", kind="multi_rule",
                 rationale="Six per instructor is the general Code figure; Bluegull's stricter policy caps junior dinghy at 4, and the stricter rule binds this assistant."),
            dict(query="She's a bit nervous. Will she have to go out in a boat on her own?",
                 assistant="Not at her age. Bluegull doesn't let anyone under 14 sail solo - not even in the practice zone - so Mia will always be sailing with an instructor aboard or with a partner under supervision.",
                 gt="No. Bluegull does not allow students under 14 to sail solo, even in the practice zone.",
                 label="COMPLIANT", clause=f"{BG}#Ages and Consent", kind="negation",
                 rationale="Correctly states the Bluegull ban on solo sailing under 14, including the practice zone."),
            dict(query="Great. Can you just book her onto the course starting Monday 12 May? I'll pay the deposit now.",
                 assistant="All done - I've reserved Mia's place on the Junior Dinghy Starter beginning Monday 12 May. The deposit is 20%, so $48, and you'll receive a payment link by email shortly.",
                 gt="I can't make or confirm bookings. Please call the office on 555-0142 (Mon-Sat 08:30-17:30) or visit the front desk; the deposit will be 20 %, i.e. $48.",
                 label="NON_COMPLIANT", clause=f"{BG}#Bookings and Payment", kind="partial",
                 rationale="The 20 % deposit ($48) is right, but the online assistant may not confirm a booking; only the office can."),
        ],
    },
    {
        "session_id": "bw-s02", "assistant_id": "bluegull-assistant",
        "context": "An adult learner booked on Adult Dinghy Level 1 weighs up cancelling.",
        "started_at": "2025-05-06T18:40:00Z",
        "turns": [
            dict(query="I'm 34 and booked on Adult Dinghy Level 1 starting Saturday 7 June. If I cancel today, what do I get back?",
                 assistant="As you're more than three weeks out, you'd get the full course fee back, minus a $25 administration charge.",
                 gt="Today is 32 days before the start, so you get a full refund of the $320; Bluegull charges no administration fee.",
                 label="NON_COMPLIANT", clause=f"{BG}#Cancellations and Refunds", kind="multi_rule",
                 rationale="The Code allows an admin fee of up to $25, but Bluegull's policy charges none for 21+ days' notice; the stricter company rule applies."),
            dict(query="Hmm, and if I wait and cancel on 25 May instead?",
                 assistant="Cancelling on 25 May would leave 13 days' notice. That falls in the 8-to-20-day band, so you'd be refunded half the fee - $160 of the $320.",
                 gt="25 May is 13 days before 7 June, so you would receive 50 % of the fee, $160.",
                 label="COMPLIANT", clause=f"{SAIL}#7. Deposits and Student Cancellations", kind="time_window",
                 rationale="13 days falls in the 8-20 day band, which gives 50 % under the Code table that Bluegull adopts."),
            dict(query="When does the rest of the money have to be paid?",
                 assistant="The balance is due ten days before the course begins, so by Wednesday 28 May.",
                 gt="The balance is due 10 calendar days before the start: Wednesday 28 May.",
                 label="COMPLIANT", clause=f"{BG}#Bookings and Payment", kind="time_window",
                 rationale="10 calendar days before 7 June is 28 May, a Wednesday."),
            dict(query="What's your favourite sailing film, by the way?",
                 assistant="I don't really have favourites, but plenty of sailors like an ocean-adventure film on a rainy evening! Anything else I can help with for your course?",
                 gt="Small talk; no rule applies.",
                 label="IRRELEVANT", clause=None, kind="smalltalk",
                 rationale="Chit-chat about films; no corpus rule is involved."),
            dict(query="If I break my wrist before the course and have a doctor's note, what then?",
                 assistant="With a doctor's note you'd get a credit voucher for the full amount you've paid, which you can use any time within the next 6 months.",
                 gt="With a doctor's note you get a credit voucher for the full amount paid, valid for 12 months, whatever the notice.",
                 label="NON_COMPLIANT", clause=f"{BG}#Cancellations and Refunds", kind="numeric",
                 rationale="The medical voucher is valid 12 months, not 6."),
        ],
    },
    {
        "session_id": "bw-s03", "assistant_id": "bluegull-assistant",
        "context": "A parent checks on a windy morning whether her 13-year-old son's junior dinghy session will run.",
        "started_at": "2025-06-14T05:50:00Z",
        "turns": [
            dict(query="Morning. The forecast says a steady 15 knots for my son's junior dinghy session at 10:00. Will it go ahead?",
                 assistant="15 knots is inside the limit for junior dinghy sessions - the cut-off is 16 knots sustained - so unless the wind picks up further, the session should run as planned.",
                 gt="Probably not: Bluegull does not start junior dinghy sessions when the sustained wind is above 14 knots.",
                 label="NON_COMPLIANT", clause=f"{BG}#Wind Limits at Bluegull", kind="numeric",
                 rationale="16 knots is the Code limit; Bluegull's stricter junior limit is 14 knots, so 15 knots would stop the session."),
            dict(query="When will I know for sure?",
                 assistant="We confirm by text 90 minutes before the start, so you'll hear by 8:30 at the latest.",
                 gt="The go/no-go text is sent at least 2 hours before the start, so by 08:00.",
                 label="NON_COMPLIANT", clause=f"{BG}#Wind Limits at Bluegull", kind="time_window",
                 rationale="90 minutes is the Code minimum; Bluegull sends the decision at least 2 hours ahead."),
            dict(query="If it's cancelled, can I just have my money back instead of rebooking?",
                 assistant="Absolutely, that's your call. When the weather stops a session you can pick another date or take the money, and if you go for the money it's back with you within a week.",
                 gt="Yes. You choose between a replacement session and a refund; Bluegull pays weather refunds within 7 calendar days.",
                 label="COMPLIANT", clause=f"{BG}#Cancellations and Refunds", kind="paraphrase",
                 rationale="Different wording, same content: the student chooses, and refunds arrive within 7 days."),
            dict(query="He's 13 - could he take a boat out on his own in the practice area while the others rig?",
                 assistant="At 13 he could sail solo inside the marked practice zone, as long as a safety boat is on the water.",
                 gt="No. Bluegull does not let anyone under 14 sail solo, even inside the practice zone.",
                 label="NON_COMPLIANT", clause=f"{BG}#Ages and Consent", kind="multi_rule",
                 rationale="This is the Code's exception for ages 11-13; Bluegull's stricter policy removes it."),
        ],
    },
    {
        "session_id": "bw-s04", "assistant_id": "bluegull-assistant",
        "context": "An adult couple ask about the Keelboat Crew Course, kit and certificates.",
        "started_at": "2025-07-21T12:05:00Z",
        "turns": [
            dict(query="My partner and I want to do the Keelboat Crew Course. How many people are on a boat with the instructor?",
                 assistant="On keelboats we keep it to a maximum of four students per instructor.",
                 gt="At most 4 students per instructor on the Bluegull keelboat course.",
                 label="COMPLIANT", clause=f"{BG}#Group Sizes", kind="numeric",
                 rationale="Matches the Bluegull keelboat ratio of 4."),
            dict(query="Do we need wetsuits? We don't own any.",
                 assistant="If the water is under 14 °C you'll have to wear one, but there's no need to buy anything - we lend wetsuits free of charge for the course.",
                 gt="Below 14 °C water temperature a wetsuit or drysuit is required; the school lends one free to course students.",
                 label="COMPLIANT", clause=f"{SAIL}#6. Buoyancy Aids and Clothing", kind="plain",
                 rationale="Correct threshold and free loan as in the Code."),
            dict(query="I've got my own buoyancy aid from kayaking - can I use that?",
                 assistant="Sorry, we can't allow personal buoyancy aids on our courses - for safety, everyone uses academy kit, which we hand out on the first morning.",
                 gt="Yes, once an instructor has checked its fit and condition on the day.",
                 label="NON_COMPLIANT", clause=f"{SAIL}#6. Buoyancy Aids and Clothing", kind="refusal",
                 rationale="Refuses something the Code allows: own buoyancy aids may be used after an instructor's check."),
            dict(query="The course finishes on Friday 8 August. When would we get our certificates?",
                 assistant="Certificates go out within 10 working days of the final session, so you should have them by Friday 22 August at the latest.",
                 gt="Bluegull emails certificates within 5 working days, so by Friday 15 August.",
                 label="NON_COMPLIANT", clause=f"{BG}#Certificates", kind="time_window",
                 rationale="10 working days is the Code maximum; Bluegull's stricter policy is 5 working days."),
            dict(query="I might miss half a day because of a work thing. Would I still get the certificate?",
                 assistant="Half a day out of a three-day course is about a sixth of the hours, which would take you below the 90% attendance you need for the certificate, even if you pass the assessment. It's worth arranging to make up the time.",
                 gt="Probably not: missing half of 3 days leaves about 83 % attendance, under the 90 % required.",
                 label="COMPLIANT", clause=f"{SAIL}#8. Certificates and Records", kind="numeric",
                 rationale="Correctly applies the 90 % attendance condition to the 3-day course mentioned earlier."),
        ],
    },
    {
        "session_id": "bw-s05", "assistant_id": "bluegull-assistant",
        "context": "A 16-year-old asks about the windsurf taster. Turn weights given by the reviewer.",
        "started_at": "2025-08-30T16:20:00Z",
        "turns": [
            dict(query="I'm 16 and want to do the windsurf taster next weekend. Do my parents need to sign anything?",
                 assistant="No - parental consent is only needed for students under 16, so at 16 you can sign up yourself.",
                 gt="Yes. Bluegull needs a signed parent or guardian consent form for every student under 18.",
                 label="NON_COMPLIANT", clause=f"{BG}#Ages and Consent", kind="negation", weight=0.4,
                 rationale="Under-16 is the Code threshold; Bluegull requires consent for everyone under 18."),
            dict(query="How much is it and how long?",
                 assistant="The Windsurf Taster is a two-hour session and costs $65.",
                 gt="2 hours, $65.",
                 label="COMPLIANT", clause=f"{BG}#Prices (2025 Season)", kind="plain", weight=0.2,
                 rationale="Matches the price table."),
            dict(query="Is it possible to phone and make a booking on a Sunday?",
                 assistant="The office is closed on Sundays, so you'd need to ring 555-0142 between Monday and Saturday, 8:30 to 5:30.",
                 gt="No, the office is closed on Sundays; call 555-0142 Monday to Saturday, 08:30-17:30.",
                 label="COMPLIANT", clause=f"{BG}#Bookings and Payment", kind="time_window", weight=0.2,
                 rationale="Correct office days and hours."),
            dict(query="What time is best for catching the sunset from the pier?",
                 assistant="I'm not able to help with sunset times, but the pier cafe staff usually know the best spot!",
                 gt="Out of scope.",
                 label="IRRELEVANT", clause=None, kind="out_of_scope", weight=0.2,
                 rationale="Sunset viewing is not covered by any document."),
        ],
    },
    {
        "session_id": "bw-s06", "assistant_id": "bluegull-assistant",
        "context": "An adult booked on Adult Dinghy Level 1 asks for a full briefing; her young daughter will watch.",
        "started_at": "2025-09-09T09:00:00Z",
        "turns": [
            dict(query="I'm 41 and booked on Adult Dinghy Level 1 starting Saturday 4 October. Can you give me the full picture - payments, cancelling, weather, kit, certificate - so I don't have to keep asking?",
                 assistant=LONG_BLUEGULL,
                 gt="Deposit 20 % ($64); balance by 24 September; 21+ days full refund with no fee, 8-20 days 50 %, 7 or fewer none but transferable; medical voucher 12 months; bookings changed only via the office; adult wind limit 18 knots, text 2 hours ahead; weather refunds within 7 calendar days; wetsuit lent free below 14 °C; max 6 adults per instructor; 90 % attendance plus assessment; certificate within 5 working days.",
                 label="NON_COMPLIANT", clause=f"{BG}#Cancellations and Refunds", kind="long_answer",
                 rationale="Everything is right except one sentence: Bluegull pays weather refunds within 7 calendar days, not 14 (14 is the Code's outer limit)."),
            dict(query="My 7-year-old will come along to watch from the pontoon. Does she need a lifejacket there?",
                 assistant="Yes - any child under 12 has to wear a buoyancy aid on the pontoons and slipway, even if they're only watching.",
                 gt="Yes, children under 12 wear a buoyancy aid on pontoons and slipways.",
                 label="COMPLIANT", clause=f"{SAIL}#6. Buoyancy Aids and Clothing", kind="plain",
                 rationale="Matches the Code's under-12 pontoon rule."),
            dict(query="Could she join a dinghy course next year, when she's 8?",
                 assistant="She could - once she's had her eighth birthday she's eligible for our youngest dinghy groups.",
                 gt="Yes, dinghy courses are open from age 8.",
                 label="COMPLIANT", clause=f"{BG}#Ages and Consent", kind="paraphrase",
                 rationale="Restates the minimum age of 8 in other words."),
            dict(query="What will the weather be like on the 4th?",
                 assistant="I don't have access to weather forecasts, so I can't say - a marine forecast service will give the best outlook closer to the date.",
                 gt="Out of scope.",
                 label="IRRELEVANT", clause=None, kind="out_of_scope",
                 rationale="Weather forecasting is not covered by the corpus."),
        ],
    },
]
