"""Sessions for the Redline Karting Park assistant (go-karting)."""

KART = "karting/go-kart-track-operating-rules.md"
RL = "company/redline-karting-house-rules.md"

LONG_REDLINE = """Happy to help - here's a checklist for a group of 24 pupils aged 16 and 17.

Which karts
- At Redline, adult karts need drivers who are at least 16 and at least 160 cm tall. If all your pupils meet both, they'll all drive adult karts (limited to 70 km/h, and 20% less on a wet track).
- Anyone who turns out to be under 160 cm but at least 150 cm would drive a junior kart instead.
- Staff may ask drivers who look under 25 for photo ID, and the age on the ID decides the class, so ask pupils to bring a student card or similar.

Paperwork and supervision
- Every pupil is under 18, so each one needs a waiver signed by a parent or guardian. It's easiest to send the forms home a couple of weeks before the trip.
- As none of them is under 16, parents don't have to be on site during the sessions.
- Every driver watches our safety briefing before their first session, so allow about 15 minutes for that on arrival.

Safety kit
- We provide full-face helmets with disposable balaclavas, plus gloves, which every driver wears.
- Because all your pupils are under 18, they'll all wear neck braces too.
- Pupils need closed shoes. Scarves, loose jackets and long necklaces come off, and long hair is tucked inside the helmet.

On the track
- Our outdoor circuit takes at most 10 karts at once, so 24 pupils means three groups - for example three groups of eight.
- Each session is 12 minutes of driving, and nobody drives more than 2 sessions in a row without at least a 15-minute break. With the Grand Prix package (qualifying plus two races) the groups rotate so that everyone gets that break.
- Flags: yellow means slow down and no overtaking; blue means let the faster kart past; red means the session is stopped and drivers stop safely in the pit lane; black means come into the pits and report to the marshal. Two black flags in one day and the driver is out for the rest of the day with no refund for the sessions left. The chequered flag ends the session.

Costs
- The Grand Prix is $79 per driver, so $1,896 for 24 pupils. Groups of 10 or more pay a 20% deposit, which would be $379.20.
- A group can cancel free of charge up to 7 calendar days before the event.
- Any refund goes back to the original payment method within 5 working days.

Weather
- We close the outdoor circuit when there's lightning within 15 km and reopen no sooner than 30 minutes after the last strike.
- If a session is suspended for more than 20 minutes, you choose between a refund and a voucher for the sessions you couldn't use.

Booking
- I can check availability for you, but I can't confirm or hold a booking or take payment in this chat. You can book on our booking page or by calling 555-0187. We're open Tuesday to Sunday, 10:00-21:00, with the last session starting at 20:30.

Let me know your preferred date and I'll check what's free."""

SESSIONS = [
    {
        "session_id": "bw-s07", "assistant_id": "redline-assistant",
        "context": "A parent plans a birthday outing for a son turning 12 next month.",
        "started_at": "2025-03-15T11:30:00Z",
        "turns": [
            dict(query="My son turns 12 next month and he's 146 cm. Can he drive the junior karts on his birthday?",
                 assistant="At 12 and 146 cm he clears the junior kart requirements, so yes, he can drive a junior kart on his birthday.",
                 gt="No. Redline junior karts need age 13 and 150 cm. At 12 and 146 cm he can drive a cadet kart (10+, 135 cm+).",
                 label="NON_COMPLIANT", clause=f"{RL}#Who Can Drive at Redline", kind="multi_rule",
                 rationale="12 years / 145 cm is the general Operating Rules threshold; Redline's stricter house rule is 13 / 150 cm."),
            dict(query="Does he need to wear anything special?",
                 assistant="We'll give him a full-face helmet with a disposable balaclava, a neck brace and gloves - you just need to make sure he turns up in closed shoes.",
                 gt="Helmet with balaclava, neck brace (all under 18 at Redline), gloves (all drivers), and closed shoes.",
                 label="COMPLIANT", clause=f"{RL}#Safety Gear at Redline", kind="multi_rule",
                 rationale="Combines the general helmet/balaclava/shoe rules with Redline's neck brace and glove rules correctly."),
            dict(query="Do I have to stay while he drives, or can I drop him and his friends off?",
                 assistant="You can drop them off - a parent only has to stay on site for drivers under 14, and the signed waiver covers the rest.",
                 gt="You must stay: Redline requires a parent or guardian on site for every driver under 16, and he is 12.",
                 label="NON_COMPLIANT", clause=f"{RL}#Who Can Drive at Redline", kind="modality",
                 rationale="Turns an obligation into a permission: Redline requires a guardian on site for under-16s (and even the Code's under-14 rule would cover a 12-year-old)."),
            dict(query="We're thinking of a Monday, since it's the school holidays. Is that OK?",
                 assistant="Monday works - we're open from 10:00 to 21:00, with the last session starting at 20:30.",
                 gt="No, Redline is closed on Mondays, school holidays included; open Tuesday to Sunday 10:00-21:00.",
                 label="NON_COMPLIANT", clause=f"{RL}#Opening Hours and Bookings", kind="time_window",
                 rationale="Hours are right but Redline is closed on Mondays."),
        ],
    },
    {
        "session_id": "bw-s08", "assistant_id": "redline-assistant",
        "context": "An adult organises a Grand Prix group event for 14 friends.",
        "started_at": "2025-04-24T19:10:00Z",
        "turns": [
            dict(query="I want to book a Grand Prix for 14 people. What's the deposit?",
                 assistant="For groups of ten or more we take a 25% deposit. With 14 drivers on the Grand Prix at $79 each, that's $1,106 in total, so the deposit would be $276.50.",
                 gt="Redline takes 20 % from groups of 10+: 14 x $79 = $1,106, deposit $221.20.",
                 label="NON_COMPLIANT", clause=f"{RL}#Deposits, Cancellations and Refunds", kind="numeric",
                 rationale="25 % is the general ceiling; Redline's deposit is 20 % ($221.20)."),
            dict(query="The event is on Saturday 17 May. Until when can we cancel without losing anything?",
                 assistant="Groups can cancel free of charge up to 7 days before the event, so up to Saturday 10 May.",
                 gt="Free cancellation for groups up to 7 calendar days before: Saturday 10 May.",
                 label="COMPLIANT", clause=f"{KART}#6. Bookings, Cancellations and Refunds", kind="time_window",
                 rationale="7 calendar days before 17 May is 10 May."),
            dict(query="One of the lads is 6'1\" but only 17. Can he drive the adult karts?",
                 assistant="Yes - at 17 he meets the age for adult karts and he's well above the height minimum. Because he's under 18, a parent or guardian needs to sign his waiver, and he'll wear a neck brace like all our under-18 drivers.",
                 gt="Yes (16+ and 160 cm+). He needs a parent/guardian-signed waiver and wears a neck brace as an under-18.",
                 label="COMPLIANT", clause=f"{RL}#Who Can Drive at Redline", kind="multi_rule",
                 rationale="Correctly combines Redline eligibility and neck brace rules with the general waiver rule."),
            dict(query="A couple of them will have had a few pints at lunch. That's fine as long as they're not drunk, right?",
                 assistant="Anyone who looks like they've been drinking won't be allowed on track. We'd refund their race fee, but they'd have to sit out the rest of the day. Best to keep lunch dry until after the racing!",
                 gt="Anyone who appears to be under the influence may not drive, gets no refund, and is refused for the rest of the day.",
                 label="NON_COMPLIANT", clause=f"{KART}#1. Driver Eligibility", kind="partial",
                 rationale="Refusal and the rest-of-day ban are right, but the fee is not refunded."),
            dict(query="Can I give you my card number now to pay the deposit?",
                 assistant="Please don't share card details here - I can't take payments in this chat. You can pay the deposit on our booking page or by calling 555-0187.",
                 gt="No card details in chat; book and pay on the booking page or by phone on 555-0187.",
                 label="COMPLIANT", clause=f"{RL}#Opening Hours and Bookings", kind="refusal",
                 rationale="A correct refusal: the assistant may not take card details."),
        ],
    },
    {
        "session_id": "bw-s09", "assistant_id": "redline-assistant",
        "context": "A customer whose session was interrupted by lightning asks about a refund. Turn weights given by the reviewer.",
        "started_at": "2025-06-04T14:45:00Z",
        "turns": [
            dict(query="We were halfway through our Double Stint yesterday when you stopped everything for lightning. It was 25 minutes before you restarted, but we'd had to leave. Can we get a refund for the second session?",
                 assistant="I'm sorry - the refund-or-voucher option only applies once a suspension goes past 30 minutes. Yours was 25, so the unused session can't be refunded.",
                 gt="Yes. At Redline a suspension of more than 20 minutes lets you choose a refund or a voucher for the unused session.",
                 label="NON_COMPLIANT", clause=f"{RL}#Weather at Redline", kind="numeric", weight=0.5,
                 rationale="30 minutes is the general threshold; Redline's is 20 minutes, so 25 minutes qualifies."),
            dict(query="How close does lightning have to be before you close?",
                 assistant="We shut the outdoor circuit whenever lightning is within 15 km.",
                 gt="Within 15 km.",
                 label="COMPLIANT", clause=f"{RL}#Weather at Redline", kind="plain", weight=0.2,
                 rationale="Matches Redline's 15 km rule."),
            dict(query="And how long does a refund usually take?",
                 assistant="The money goes back the same way you paid, and it takes no more than five working days.",
                 gt="Within 5 working days, to the original payment method.",
                 label="COMPLIANT", clause=f"{RL}#Deposits, Cancellations and Refunds", kind="paraphrase", weight=0.15,
                 rationale="Restates the 5-working-day refund rule in other words."),
            dict(query="Thanks. Honestly, the staff were great about it.",
                 assistant="So glad you enjoyed it - I'll make sure the team hears your kind words!",
                 gt="Small talk.",
                 label="IRRELEVANT", clause=None, kind="smalltalk", weight=0.15,
                 rationale="Thanks and compliments only."),
        ],
    },
    {
        "session_id": "bw-s10", "assistant_id": "redline-assistant",
        "context": "A family with a pregnant mother and a 6-year-old asks about twin karts.",
        "started_at": "2025-07-12T09:20:00Z",
        "turns": [
            dict(query="My wife is five months pregnant. Could she ride as a passenger in a twin kart with me driving?",
                 assistant="She can't drive, but riding as a passenger in a twin kart is fine as long as you stick to the 40 km/h limit.",
                 gt="No. Pregnant customers may neither drive nor ride as passengers.",
                 label="NON_COMPLIANT", clause=f"{KART}#1. Driver Eligibility", kind="partial",
                 rationale="Right that she cannot drive, wrong that she may ride as a passenger."),
            dict(query="Fair enough. Our daughter is 6 and 118 cm - can she be my passenger instead?",
                 assistant="Yes - twin-kart passengers need to be at least 5 years old and 110 cm, so at 6 and 118 cm she's fine. You'll be driving, and twin-kart drivers must be 18 or over.",
                 gt="Yes. Redline passengers must be at least 6 and 115 cm, which she meets; the driver must be 18+.",
                 label="NON_COMPLIANT", clause=f"{RL}#Who Can Drive at Redline", kind="multi_rule",
                 rationale="The conclusion is right, but the stated minimums (5 years, 110 cm) are the general ones; Redline's are 6 years and 115 cm."),
            dict(query="How long will the session last?",
                 assistant="Sessions at Redline give you 15 minutes of driving.",
                 gt="12 minutes of driving.",
                 label="NON_COMPLIANT", clause=f"{RL}#Track Limits", kind="numeric",
                 rationale="15 minutes is the general maximum; Redline sessions are 12 minutes."),
            dict(query="Cool, can you hold a twin kart for 3pm today?",
                 assistant="I can't hold or place bookings here, but I can see that 3pm still has free spaces. You can secure it on the booking page or by calling 555-0187.",
                 gt="Availability can be checked, but the booking must be made online or by phone on 555-0187.",
                 label="COMPLIANT", clause=f"{RL}#Opening Hours and Bookings", kind="partial",
                 rationale="Partly grants the request: checks availability (allowed) and declines to hold the kart (not allowed)."),
        ],
    },
    {
        "session_id": "bw-s11", "assistant_id": "redline-assistant",
        "context": "A 15-year-old asks about driving alone.",
        "started_at": "2025-08-16T17:05:00Z",
        "turns": [
            dict(query="I'm 15 and 163 cm. Can I do Arrive and Drive on my own? My mum can sign the form online.",
                 assistant="You'd be in a junior kart, since adult karts start at 16. Your mum can sign the waiver, but at Redline a parent or guardian also has to stay on site for any driver under 16, so you can't come on your own.",
                 gt="Junior kart (adult needs 16). Guardian signs the waiver and must stay on site because you are under 16.",
                 label="COMPLIANT", clause=f"{RL}#Who Can Drive at Redline", kind="multi_rule",
                 rationale="Correct class and correct application of Redline's under-16 on-site rule plus the general waiver rule."),
            dict(query="What's the top speed of a junior kart?",
                 assistant="Junior karts are capped at 50 km/h, and on a wet track all limits drop by 10%, so 45 km/h.",
                 gt="50 km/h; on a wet track limits drop by 20 %, to 40 km/h.",
                 label="NON_COMPLIANT", clause=f"{KART}#5. Weather and Suspensions", kind="numeric",
                 rationale="The wet-track reduction is 20 %, not 10 %."),
            dict(query="If I get the black flag, what happens?",
                 assistant="The black flag means you come into the pit lane and report to the marshal. If you're shown it twice in one day you're excluded for the rest of that day, and you get a refund for the sessions you miss.",
                 gt="Come into the pits and report to the marshal; a second black flag the same day excludes you for the day without a refund.",
                 label="NON_COMPLIANT", clause=f"{KART}#4. Flags", kind="negation",
                 rationale="Shares the rule's wording but flips 'without a refund' into a refund."),
            dict(query="What should I wear?",
                 assistant="Proper shoes that cover your feet, nothing dangling - leave scarves and long necklaces at home - and tie up long hair so it fits under the helmet. We supply the helmet, balaclava and gloves, and as you're under 18 you'll get a neck brace too.",
                 gt="Closed shoes, no scarves/loose jackets/necklaces, long hair inside the helmet; helmet, balaclava, gloves and neck brace supplied.",
                 label="COMPLIANT", clause=f"{KART}#2. Safety Equipment", kind="paraphrase",
                 rationale="Different words, same requirements."),
        ],
    },
    {
        "session_id": "bw-s12", "assistant_id": "redline-assistant",
        "context": "A teacher plans a school trip for 24 pupils aged 16 and 17 on Thursday 20 November.",
        "started_at": "2025-10-04T13:00:00Z",
        "turns": [
            dict(query="I'm a teacher planning a Grand Prix trip for 24 pupils aged 16 and 17, all taller than 160 cm. Could you explain everything we need to sort out - karts, supervision, safety, how many can drive at once, deposit, cancelling?",
                 assistant=LONG_REDLINE,
                 gt="Adult karts (16+, 160 cm+); parent/guardian waivers for all; no on-site parent needed (16+); briefing; helmet, balaclava, gloves, neck braces; 10 karts at once, 12-minute sessions, max 2 in a row; $1,896 total, 20 % deposit $379.20; free group cancellation up to 7 days; refunds within 5 working days; booking via page or 555-0187.",
                 label="COMPLIANT", clause=f"{RL}#Who Can Drive at Redline", kind="long_answer",
                 rationale="A long answer consistent with both the house rules and the Operating Rules throughout."),
            dict(query="The trip is Thursday 20 November. If we had to cancel on 10 November, would we lose anything?",
                 assistant="Groups need to cancel at least 14 days ahead to avoid charges, so on 10 November - ten days before - you'd lose the deposit.",
                 gt="No. Groups may cancel free up to 7 calendar days before; 10 November is 10 days before.",
                 label="NON_COMPLIANT", clause=f"{KART}#6. Bookings, Cancellations and Refunds", kind="time_window",
                 rationale="The free-cancellation window for groups is 7 days, not 14."),
            dict(query="One pupil is 16 but only 158 cm. Is that a problem?",
                 assistant="At 158 cm she's just under our 160 cm minimum for adult karts, so she'd drive a junior kart instead - she easily meets the requirements for that.",
                 gt="She cannot drive an adult kart at Redline (160 cm) but can drive a junior kart (13+, 150 cm+).",
                 label="COMPLIANT", clause=f"{RL}#Who Can Drive at Redline", kind="multi_rule",
                 rationale="Applies Redline's 160 cm limit and the general rule that a driver moves to a lower class she qualifies for."),
            dict(query="What's the best way to get to you by bus from the train station?",
                 assistant="I'm afraid I don't have local bus information - the regional transport website or app would be your best bet.",
                 gt="Out of scope.",
                 label="IRRELEVANT", clause=None, kind="out_of_scope",
                 rationale="Public transport directions are not covered."),
            dict(query="Last thing: how long do you keep CCTV footage? A parent asked.",
                 assistant="Footage from the track cameras is kept for at least 30 days.",
                 gt="At least 30 days.",
                 label="COMPLIANT", clause=f"{KART}#7. Incidents", kind="plain",
                 rationale="Matches the 30-day minimum."),
        ],
    },
]
