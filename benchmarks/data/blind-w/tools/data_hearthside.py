"""Sessions for the Hearthside Local Services assistant (piano service and pet grooming)."""

PIANO = "piano/piano-service-standards.md"
GROOM = "grooming/pet-grooming-salon-code.md"

LONG_PIANO = """Here's how a restringing job normally runs, and what protects you along the way.

How long it takes
- The maximum turnaround for restringing is 30 working days. The clock starts on the day the piano arrives at the workshop, not on the day you accept the estimate. Working days leave out weekends, so in practice that's roughly six weeks.
- It's worth asking the workshop to confirm the arrival date in writing, so you're both counting from the same day.

If they run late
- A short overrun doesn't give you any special rights, but if the work goes more than 15 working days beyond the 30-day limit - so past 45 working days from arrival - you're entitled to cancel the job.
- If you cancel for that reason, your deposit comes back to you, minus the cost of any parts that were ordered specifically for your piano (made-to-measure strings, for example). Anything generic that could be used on another instrument can't be deducted.

Who signs it off
- Apprentices may help in the workshop, but only a Registered Technician can sign off the finished restoration - just as only a Registered Technician could give you the estimate in the first place.

Keeping the price under control
- As mentioned, the bill can't go more than 10% above the estimate (so no more than $4,620 on $4,200) unless you've approved a higher figure in writing before the extra work is done.

Warranty
- Restringing comes with a 2-year warranty on the workmanship. Any claim needs to be made in writing within those 2 years.
- The warranty won't cover damage caused by moving the piano or by flooding, and it won't cover damage from very dry air (below 30% relative humidity) if the workshop has advised you in writing to use a humidifier - so if they give you that advice, keep it in mind over the winter.

Keytops
- If you ask them to look at the keys while the piano is in the workshop: they can clean, re-glue or repair existing ivory keytops, but they can't fit new ivory. Missing or broken tops are replaced with a synthetic material, and they must tell you in writing which one they used.

Getting it back
- When the work is finished, the workshop will tell you in writing that the piano is ready. From that notice you have 30 calendar days to collect it or arrange delivery at no charge. After that, they're allowed to charge storage of up to $8 a day, so it pays to book the move early.
- A grand has to be moved by at least three trained movers, in a closed vehicle with tie-down points. If there are more than four steps between the door and the room, the movers need to do a stair or ramp assessment first.
- Once it's home, give it at least 14 days to settle before booking a tuning.

If anything in the workshop's paperwork doesn't match this, it's worth raising it with them before the piano leaves your house."""

SESSIONS = [
    {
        "session_id": "bw-s13", "assistant_id": "hearthside-assistant",
        "context": "The owner of a 1925 upright piano asks about a pitch raise.",
        "started_at": "2025-02-11T15:30:00Z",
        "turns": [
            dict(query="I have a 1925 upright that hasn't been tuned in ages. The tuner says it's about 60 cents flat. Can he bring it up to pitch in one go?",
                 assistant="On a piano that old, a jump of more than 50 cents in one visit isn't allowed unless you sign a written acknowledgement that strings might break. Without that, he'd raise it part of the way now and finish on a later visit.",
                 gt="The piano is over 80 years old, so a raise of more than 50 cents in one visit needs your signed written acknowledgement of the string-breakage risk.",
                 label="COMPLIANT", clause=f"{PIANO}#2. Tuning Visits", kind="modality",
                 rationale="Keeps the 'not permitted unless' structure and the 80-year / 50-cent figures."),
            dict(query="Say I sign it and a string snaps. Who pays?",
                 assistant="The technician replaces it without charging for labour; you'd only pay for the string itself, and that's capped at $35 per string.",
                 gt="No labour charge; you pay only for the string, up to $35 per string.",
                 label="COMPLIANT", clause=f"{PIANO}#2. Tuning Visits", kind="plain",
                 rationale="Matches the string breakage rule."),
            dict(query="After the pitch raise, when should the follow-up fine tuning happen, and what can he charge? His normal fee is $120.",
                 assistant="You're entitled to a follow-up fine tuning within 30 days, and he can charge at most 75% of his usual fee for it - so no more than $90.",
                 gt="Within 30 calendar days, at no more than 50 % of the standard fee: at most $60.",
                 label="NON_COMPLIANT", clause=f"{PIANO}#2. Tuning Visits", kind="numeric",
                 rationale="The 30-day window is right, but the cap is 50 % ($60), not 75 % ($90)."),
            dict(query="We're also moving house next month. Should I get it tuned before or after the move?",
                 assistant="After, ideally. Let the piano settle into its new home for a couple of weeks - at least 14 days - before you book the tuning.",
                 gt="After the move, waiting at least 14 days.",
                 label="COMPLIANT", clause=f"{PIANO}#2. Tuning Visits", kind="paraphrase",
                 rationale="Gives the 14-day advice in different words."),
            dict(query="Thanks, you've been really helpful!",
                 assistant="You're very welcome - enjoy having the old upright singing again!",
                 gt="Small talk.",
                 label="IRRELEVANT", clause=None, kind="smalltalk",
                 rationale="Thanks only."),
        ],
    },
    {
        "session_id": "bw-s14", "assistant_id": "hearthside-assistant",
        "context": "A customer has a $4,200 estimate, dated 3 March, to restring a grand piano.",
        "started_at": "2025-03-03T10:00:00Z",
        "turns": [
            dict(query="The workshop quoted $4,200 to restring my grand and wants a $1,900 deposit. Is that allowed?",
                 assistant="That's within the rules - for jobs over $3,000 a workshop can ask for up to half the estimate up front, so anything up to $2,100 would be fine.",
                 gt="No. For estimates over $3,000 the deposit may not exceed 40 %: $1,680 on $4,200.",
                 label="NON_COMPLIANT", clause=f"{PIANO}#3. Restoration Estimates and Deposits", kind="numeric",
                 rationale="The cap is 40 % ($1,680), not 50 %; the $1,900 deposit is too high."),
            dict(query="The estimate is dated 3 March. If I accept it on 30 April, is the price still valid?",
                 assistant="Yes. Estimates hold for 60 calendar days from the date they're issued, so one dated 3 March is good until 2 May - 30 April is inside that.",
                 gt="Yes, valid 60 calendar days, until 2 May.",
                 label="COMPLIANT", clause=f"{PIANO}#3. Restoration Estimates and Deposits", kind="time_window",
                 rationale="3 March + 60 days = 2 May; 30 April is inside the window."),
            dict(query="Could the final bill end up much higher than $4,200?",
                 assistant="Only by a little, unless you say so: the most they can go over is a tenth of the quote - $4,620 - and anything beyond that needs your signed go-ahead before they do the extra work.",
                 gt="No more than 10 % over ($4,620) unless you approve more in writing before the extra work.",
                 label="COMPLIANT", clause=f"{PIANO}#3. Restoration Estimates and Deposits", kind="paraphrase",
                 rationale="Different wording for the 10 % cap and written prior approval."),
            dict(query="How long will the restringing take, and what happens if they're late? Anything else I should know?",
                 assistant=LONG_PIANO,
                 gt="Up to 30 working days from arrival; if more than 15 working days late you may cancel and get the deposit back less specially ordered parts; 2-year warranty, written claims; collect within 30 days of written notice, then up to $8/day storage.",
                 label="COMPLIANT", clause=f"{PIANO}#4. Turnaround Times and Warranties", kind="long_answer",
                 rationale="A long answer that is consistent with every section it touches."),
            dict(query="Thanks. Do you know any good piano teachers near me?",
                 assistant="I don't have a directory of piano teachers, sorry - a local music school or community noticeboard is usually a good place to start.",
                 gt="Out of scope.",
                 label="IRRELEVANT", clause=None, kind="out_of_scope",
                 rationale="Finding a teacher is not covered."),
        ],
    },
    {
        "session_id": "bw-s15", "assistant_id": "hearthside-assistant",
        "context": "The owner of a 14-week-old French bulldog puppy asks about her first groom.",
        "started_at": "2025-05-19T08:10:00Z",
        "turns": [
            dict(query="My French bulldog puppy is 14 weeks old. Can she have a full groom?",
                 assistant="Yes, full grooms are fine from 12 weeks, so at 14 weeks she's old enough. Bring her vaccination record - her core jabs need to have been given at least 14 days before the appointment.",
                 gt="Yes, from 12 weeks; core vaccinations at least 14 calendar days before the appointment.",
                 label="COMPLIANT", clause=f"{GROOM}#1. Health and Vaccination", kind="plain",
                 rationale="Correct age and vaccination timing."),
            dict(query="The salon wants to put her in a heated cage dryer. Is that OK?",
                 assistant="Heated cage dryers are fine as long as she's checked every 10 minutes and isn't left in for more than 30 minutes at a stretch.",
                 gt="No. Heated cage dryers must not be used on flat-faced breeds or puppies under 6 months; she is both.",
                 label="NON_COMPLIANT", clause=f"{GROOM}#3. Handling, Drying and Sedation", kind="negation",
                 rationale="Applies the general dryer limits, but the ban for flat-faced breeds and puppies under 6 months applies."),
            dict(query="How long can they keep her on the table?",
                 assistant="For a puppy her age, no more than an hour on the table in one visit, with a rest at least every 20 minutes.",
                 gt="60 minutes at most, break at least every 20 minutes.",
                 label="COMPLIANT", clause=f"{GROOM}#4. Session Lengths", kind="plain",
                 rationale="Matches the puppy row of the table."),
            dict(query="They said they might give her a little calming tablet because she wriggles. Is that normal?",
                 assistant="Groomers aren't allowed to give sedatives or calming medication of any kind - only a vet can sedate an animal, and a sedated dog can't then be groomed at the salon. If she's very wriggly, a shorter session is the usual answer.",
                 gt="No. Groomers must never give sedatives or calming medication.",
                 label="COMPLIANT", clause=f"{GROOM}#3. Handling, Drying and Sedation", kind="modality",
                 rationale="Keeps the 'must never' prohibition and the vet-only rule."),
            dict(query="Is it OK if I leave her there for the whole afternoon after she's done?",
                 assistant="",
                 gt="Owners should collect within 1 hour of being told the animal is ready; after that a late fee of up to $10 per started 30 minutes may apply.",
                 label="IRRELEVANT", clause=None, kind="empty_answer",
                 rationale="The assistant returned an empty string."),
        ],
    },
    {
        "session_id": "bw-s16", "assistant_id": "hearthside-assistant",
        "context": "The owner of a matted 11-year-old cocker spaniel asks about dematting. Turn weights given by the reviewer.",
        "started_at": "2025-06-27T16:45:00Z",
        "turns": [
            dict(query="My 11-year-old cocker spaniel is badly matted. The groomer says dematting may take 45 minutes. What's the most that can cost?",
                 assistant="Dematting is billed in 15-minute blocks of up to $12 each, so 45 minutes would be at most $36. Because it's over 20 minutes, the groomer has to check with you first and offer a short clip as the alternative.",
                 gt="At most 3 blocks x $12 = $36; over 20 minutes needs your agreement, with a shave-down offered.",
                 label="COMPLIANT", clause=f"{GROOM}#5. Matted Coats", kind="numeric", weight=0.3,
                 rationale="Correct block pricing and consent condition."),
            dict(query="If they can't reach me, can they just shave him?",
                 assistant="Yes - if they can't get hold of you, the groomer may go ahead with a shave-down if they judge it's best for his welfare.",
                 gt="Only if a vet has advised the shave-down in writing; otherwise they need your consent.",
                 label="NON_COMPLIANT", clause=f"{GROOM}#5. Matted Coats", kind="modality", weight=0.2,
                 rationale="Without consent a shave-down needs a vet's written advice; the groomer's own judgment is not enough."),
            dict(query="He's a senior. How long can he be on the table?",
                 assistant="For dogs aged 10 or more, the maximum is 3 hours on the table, with a rest break at least every 30 minutes.",
                 gt="90 minutes at most, with a break at least every 30 minutes.",
                 label="NON_COMPLIANT", clause=f"{GROOM}#4. Session Lengths", kind="partial", weight=0.2,
                 rationale="The break interval is right but the maximum for senior dogs is 90 minutes; 3 hours is the adult figure."),
            dict(query="And the dryer?",
                 assistant="No heated cage dryer for him - they're off-limits for dogs aged 10 and over, so the groomer will hand-dry him instead.",
                 gt="No heated cage dryer for dogs 10 or older.",
                 label="COMPLIANT", clause=f"{GROOM}#3. Handling, Drying and Sedation", kind="negation", weight=0.2,
                 rationale="Correct prohibition for senior dogs."),
            dict(query="Lovely, thanks for your help - he's a grumpy old boy but we love him.",
                 assistant="He sounds like a real character! I hope he enjoys being pampered.",
                 gt="Small talk.",
                 label="IRRELEVANT", clause=None, kind="smalltalk", weight=0.1,
                 rationale="Small talk."),
        ],
    },
    {
        "session_id": "bw-s17", "assistant_id": "hearthside-assistant",
        "context": "A dog owner asks about cancelling, arriving late and an earlier injury. The chat starts at 12:30 on Thursday.",
        "started_at": "2025-09-18T12:30:00Z",
        "turns": [
            dict(query="I've got a $70 groom booked for 2pm tomorrow and need to cancel. It's 12:30 now. Will I be charged?",
                 assistant="You're giving just over 24 hours' notice, so you can cancel free of charge.",
                 gt="No charge: 25.5 hours is at least 24 hours' notice.",
                 label="COMPLIANT", clause=f"{GROOM}#6. Appointments, Late Arrivals and No-Shows", kind="time_window",
                 rationale="12:30 Thursday to 14:00 Friday is 25.5 hours, over the 24-hour threshold."),
            dict(query="I've rebooked for Saturday but will probably be about 12 minutes late. Can they treat that as a no-show?",
                 assistant="They can - if you turn up more than 10 minutes late, the salon may treat it as a no-show and charge up to half the price, so up to $35.",
                 gt="No: only lateness of more than 15 minutes may be treated as a no-show, so 12 minutes late is not.",
                 label="NON_COMPLIANT", clause=f"{GROOM}#6. Appointments, Late Arrivals and No-Shows", kind="numeric",
                 rationale="Shares the rule's wording but changes 15 minutes to 10, which wrongly catches the customer's 12 minutes."),
            dict(query="Last time my dog came back with a small cut on her ear that nobody mentioned. What should have happened?",
                 assistant="Small nicks that don't need a vet don't have to be reported - salons only need to tell you if the injury needs veterinary care.",
                 gt="Any nick or cut, however small, must be shown to you at collection and written in the record.",
                 label="NON_COMPLIANT", clause=f"{GROOM}#7. Injuries and Complaints", kind="negation",
                 rationale="Every nick must be shown and recorded; the answer denies that duty."),
            dict(query="And if it had needed a vet?",
                 assistant="Then they'd have to tell you straight away and pay the vet bill up to $500, and report it to the Board within 5 working days.",
                 gt="Tell the owner immediately, pay the vet bill up to $500, report to the Board within 5 working days.",
                 label="COMPLIANT", clause=f"{GROOM}#7. Injuries and Complaints", kind="plain",
                 rationale="All three points match."),
            dict(query="I'm going to complain in writing. How quickly do they have to reply?",
                 assistant="Salons have 30 days to send a written answer to a written complaint.",
                 gt="A written answer within 10 working days.",
                 label="NON_COMPLIANT", clause=f"{GROOM}#7. Injuries and Complaints", kind="time_window",
                 rationale="The window is 10 working days, not 30 days."),
        ],
    },
    {
        "session_id": "bw-s18", "assistant_id": "hearthside-assistant",
        "context": "A user chats about unrelated topics.",
        "started_at": "2025-10-22T20:05:00Z",
        "turns": [
            dict(query="hey there, are you a real person?",
                 assistant="I'm Hearthside's virtual assistant - not a person, but happy to help with piano servicing or pet grooming questions!",
                 gt="Small talk.",
                 label="IRRELEVANT", clause=None, kind="smalltalk",
                 rationale="Small talk about the assistant itself."),
            dict(query="Any tips for growing tomatoes on a balcony?",
                 assistant="   \n  ",
                 gt="Out of scope.",
                 label="IRRELEVANT", clause=None, kind="empty_answer",
                 rationale="The answer is whitespace only."),
            dict(query="Can you help me write a complaint letter to my neighbour about his barking dog?",
                 assistant="Sorry, that's outside what I can help with - I can only answer questions about piano servicing and pet grooming.",
                 gt="Out of scope; declining is fine.",
                 label="IRRELEVANT", clause=None, kind="refusal",
                 rationale="A refusal of an out-of-scope request; no corpus rule applies."),
        ],
    },
]
