#!/usr/bin/env python3
"""Builds conversations.jsonl, labels.jsonl and expected_sessions.jsonl for blind-aj.

All content below was written by hand for this set. Run from any directory:
    python3 tools/build.py
"""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

INK = "company/inkfold_studio_policy.md"
PAPER = "paper_arts_workshop_code.md"
TIDE = "company/tidewatch_tours_policy.md"
COAST = "coastal_heritage_tours_code.md"
CLOCK = "horology_repair_code.md"
LEAGUE = "darts_billiards_league_regulations.md"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

LONG_TIDEWATCH = """Happy to help you plan the day! Here is a full rundown for a group of 22 on Tuesday 5 August.

Morning: Gullrock causeway walk
- Group size: each Tidewatch guide leads no more than 12 walkers on the causeway, so your 22 will be split into two groups, each with its own guide. Every guide carries a VHF radio.
- Timing: the start time is set from the tide table. A walk can't begin until at least 2 hours after high water, and everyone has to be back on the mainland at least 3 hours before the next high water. We never cross between sunset and sunrise. Once you have the tide times for the day, I can work out your exact window.
- Dogs: only assistance dogs can come on the causeway.
- Children under 10 can't join causeway walks. Probably not an issue for your club, but worth knowing if anyone brings grandchildren along.

Afternoon: Saltmere Point tower climb
- The tower holds no more than 10 visitors at a time, so we'll take your group up in three rounds (for example 8, 7 and 7).
- The last ascent of the day starts at 16:00, so plan lunch so that your final round is at the tower door before then. A Tuesday is fine; it's Mondays when the tower is shut.
- Everyone needs to manage the stairs without help. Anyone under 16 would have to climb with an adult, with no more than two young climbers per adult.
- The outer gallery at the top closes if the wind is above 25 km/h, but the climb itself can usually still go ahead.
- Tripods aren't allowed inside the tower, and the lamp-room equipment is strictly hands-off.

Weather
- We check the official forecast no more than 2 hours before each departure. If there's a thunderstorm warning, all tours are cancelled.
- If we cancel for the weather or for any other reason, you choose between a full refund and free rebooking at any time within 18 months.

Prices and discounts
- Members aged 60 or over get 20 % off. Holders of a Saltmere Residents Card get 10 % off instead. Discounts aren't added together, so each person simply gets the single biggest one they qualify for.

If your plans change
- Cancel 7 or more days before: full refund.
- 3 to 6 days before: 75 % back.
- 2 days before: 50 % back.
- Less than 48 hours before, or if someone doesn't turn up: no refund.
- Refunds reach you within 7 days.

One last thing: drones can't be flown during any of our tours. Send me your final numbers and the tide times and I'll pencil in the slots for you."""

LONG_CLOCK = """Here is the full sequence, step by step.

1. The ready notice. You told her on 3 February 2025 that the watch was ready, and that is what starts the clock. Keep a copy of that message, because every later step is counted from it.

2. The 90-day period. She has 90 calendar days from that notice to collect the watch (that takes you to early May). You can't charge her storage during that time.

3. The written reminder. If the 90 days pass and the watch is still with you, send her a written reminder. A letter or an email both count as writing. Use the contact details she gave you at intake, and keep proof that it went out.

4. Storage charges. From day 91 you may charge storage at $2 per calendar day. It is worth saying so in the reminder, so the total doesn't come as a surprise when she turns up.

5. Keeping it insured. Until she collects it, the watch is still in your custody, so your fire and theft cover has to carry on up to the value she declared. If she declared nothing and the watch turns out to be worth more than $5,000, your liability stops at $5,000.

6. Selling it. You can sell the watch once six months have passed since the written reminder, as long as you also send her a final written notice at least 30 calendar days before the sale date.

7. After a sale. From the sale price you may keep what she owes you for the service and the storage charges that have built up. Everything left over belongs to her, and you must hold it for her for 6 years.

8. If she turns up. If she appears at any point before a sale, she can take the watch once she has paid the service bill plus any storage charged from day 91. The warranty on your work (12 months for a full service of a mechanical watch) starts on the day she collects it, not the day you finished the job.

A few practical tips: keep dated copies of every notice, note the running storage total on her job card, and keep the watch somewhere secure with the job card attached so nothing gets mixed up.

If you tell me the date you send the reminder, I can work out the earliest possible sale date for you."""

LONG_LEAGUE = """Welcome to the league! Here is how a match night works and what your venue needs to have ready.

When matches are played
- League fixtures start at 19:30 on a Tuesday, Wednesday or Thursday.
- The season runs from the first Tuesday in October to the last Thursday in March.
- If you can't make a date, you can postpone once by agreement with the other captain, provided the league secretary hears about it at least 48 hours before the original start. The rearranged match has to be played within 14 calendar days of the original date, otherwise the points go to the team that didn't ask for the postponement.
- Not turning up without an agreed postponement means you forfeit the match and pay a $20 fine.

Match format
- Each match is made up of 6 singles games and 3 pairs games.
- Every game is best of 3 legs of 501, and each leg has to be finished on a double.
- To decide who throws first in a game, each side throws one dart at the bull; whoever lands closer goes first.

Setting up the board
- The centre of the bull must be 1.73 m above the floor.
- The oche (throw line) goes 2.37 m from the face of the board, measured horizontally along the floor, not diagonally from the bull.
- If you plan to field junior players, your venue's licence must allow under-18s.

Your squad
- Register between 5 and 10 players. Everyone must be at least 14 on the first day of the season, and each player can be on only one team in the league per season.
- Juniors (under 18) need an adult from your own team with them all evening, can't be served alcohol, can't referee, and must leave by 21:30 from Monday to Thursday, which covers every league night. If a junior has to leave mid-game, a substitute plays their unfinished legs; nothing is forfeited.

After the match
- The home captain reports the result to the league secretary by 12:00 noon the next day; a late report costs $10.
- Any dispute over a result has to be raised within 48 hours of the match.

Behaviour
- A referee can remove a player who is visibly drunk, and the game in progress then goes to the opponent.
- Unsporting conduct is dealt with in steps over a season: a written warning first, then a $30 fine, then a 3-match suspension. Appeals go to the league secretary within 7 calendar days, with a $20 fee that is refunded if the appeal succeeds.

Shout if you'd like a one-page checklist version to pin up behind the bar!"""

# Each turn: (query, assistant, ground_truth, label, kind, clause, rationale[, weight])
SESSIONS = [
    {
        "session_id": "AJ-01", "assistant_id": "inkfold-assistant",
        "context": "A parent books an origami course for two children and a niece at Inkfold Studio.",
        "started_at": "2025-03-03T09:14:00Z",
        "turns": [
            ("Hi! Is there anything for a 6-year-old? My daughter Maya turns 6 next week and she loves folding paper.",
             "Lovely! Our origami classes are open from age 6, so Maya can join any course that starts after her birthday.",
             "Not yet: at Inkfold the minimum age for origami is 7, so Maya can join from her 7th birthday.",
             N, "multi_rule", INK + "#Minimum Ages at Inkfold",
             "The general Code allows origami from 6, but Inkfold's stricter policy sets 7 for its own workshops."),
            ("Oh well. Her brother Leo is 9. Could he come on his own if I sign a consent form?",
             "For origami, young people can attend without a grown-up from 14, and only with the signed consent form. At 9, Leo needs an adult aged 18 or over in the room for the whole session.",
             "No. Unaccompanied origami starts at 14 with a consent form; Leo needs an adult (18+) in the room throughout.",
             C, "plain", INK + "#Minimum Ages at Inkfold",
             "Matches the 14-with-consent threshold and the adult-in-the-room requirement."),
            ("OK, I'll come with him, and maybe my niece too, she's 8. Can I look after both of them?",
             "Yes, a single grown-up can be responsible for a pair of youngsters, so you can bring Leo and your niece together.",
             "Yes. One adult may accompany at most 2 young participants, and an 8-year-old meets the origami minimum of 7.",
             C, "paraphrase", INK + "#Minimum Ages at Inkfold",
             "'A pair of youngsters' per grown-up restates the limit of 2 per adult in different words."),
            ("The course is $180 per child. How much deposit do you take?",
             "We take a 30% deposit when you book, so $54 per child, and the rest is due two weeks before the first class.",
             "At most 20% of the fee, i.e. no more than $36 per child; the balance is due 14 days before the first session.",
             N, "numeric", INK + "#Deposits at Inkfold",
             "30% is the Code's ceiling; Inkfold caps deposits at 20% ($36). The balance timing is right, but the deposit figure is wrong."),
            ("Thanks, you've been very patient with me!",
             "My pleasure! Enjoy the folding, and give me a shout if anything else comes up.",
             "Friendly sign-off; no rule involved.",
             I, "smalltalk", None, "Closing pleasantry."),
        ],
    },
    {
        "session_id": "AJ-02", "assistant_id": "inkfold-assistant",
        "context": "An adult participant considers cancelling a broad-edge calligraphy course at Inkfold and passing the place to a friend.",
        "started_at": "2025-04-10T16:02:00Z",
        "turns": [
            ("I booked the broad-edge calligraphy course that starts on Thursday 24 April and paid the full $240. Today is Thursday 10 April. If I cancel now, what do I get back?",
             "Because you're cancelling a full two weeks ahead, you'd get the whole $240 back. Inkfold doesn't deduct any admin charge.",
             "14 calendar days' notice gives a 100% refund, and Inkfold charges no administration fee: $240.",
             C, "time_window", INK + "#Refunds at Inkfold",
             "10 to 24 April is exactly 14 calendar days, the full-refund band, and Inkfold waives the admin fee."),
            ("By the way, is the studio wheelchair accessible?",
             "Yes, the workshop room is on the ground floor and there's step-free access from Quill Lane.",
             "Accessibility is not covered by the corpus.",
             I, "out_of_scope", None, "Building access is not addressed by any document."),
            ("Maybe I'll hang on a bit. If I cancel on 20 April instead, is it still a full refund?",
             "On 20 April you'd be inside the final week, so no refund would be due. What you can do is switch, once and at no charge, to a later broad-edge course if there's a free place.",
             "No refund with fewer than 7 days' notice, but a one-off free move to a later workshop of the same type, if a place is available.",
             C, "partial", PAPER + "#Cancellations by Participants",
             "Correctly refuses the refund and correctly offers the one free transfer (request partly granted)."),
            ("Could my friend Ravi take my place instead? He's 15.",
             "Yes, you can hand your place to Ravi free of charge. At 15 he can attend on his own as long as a parent signs our consent form.",
             "A free substitution is allowed, but for broad-edge calligraphy Inkfold requires an adult in the room until 16, so Ravi would need an adult with him.",
             N, "multi_rule", INK + "#Minimum Ages at Inkfold",
             "The consent-form route for 12 to 15-year-olds is the Code's rule; Inkfold requires under-16s on broad-edge courses to be accompanied."),
        ],
    },
    {
        "session_id": "AJ-03", "assistant_id": "inkfold-assistant",
        "context": "A 17-year-old student asks about tools, inks and evening times for herself and her younger brother at Inkfold.",
        "started_at": "2025-02-18T17:45:00Z",
        "turns": [
            ("I'm 17 and doing the intermediate origami class, which has some kirigami cutting. Can I use a scalpel for those bits?",
             "Sorry, not at Inkfold. Craft knives are only for participants who are 18 or older, so at 17 you'll use the round-tipped scissors we provide.",
             "No; Inkfold allows craft knives only from 18. She uses round-tipped scissors supplied by the studio.",
             C, "refusal", INK + "#Knives and Inks at Inkfold",
             "Correctly declines: the Code's limit is 16, but Inkfold's stricter limit of 18 applies."),
            ("Fair enough. For the pointed-pen session, can I bring my own iron gall ink? My teacher says it's the best.",
             "You can, since you're over 16. Just show the bottle to the instructor before the session starts so they can check the label.",
             "No. Inkfold does not use iron gall ink in any workshop and participants may not bring it.",
             N, "multi_rule", INK + "#Knives and Inks at Inkfold",
             "The 16+ permission comes from the Code; Inkfold bans iron gall ink entirely."),
            ("My brother is 14 and wants to join the Wednesday evening origami class that runs 18:30 to 21:00. Is that OK?",
             "If he's booked in, that class would have to wrap up by 20:30, so an 18:30 to 21:00 slot won't work for him. An earlier evening slot that finishes by 20:30 would be fine.",
             "Not as scheduled: any Inkfold session with a participant under 16 must end by 20:30.",
             C, "time_window", INK + "#Evening and Weekend Sessions",
             "Applies the 20:30 end time for sessions with under-16s."),
            ("Is there a Sunday morning class we could do instead?",
             "We don't run any sessions on Sundays, I'm afraid. Saturday classes are available, starting from 9:30 at the earliest.",
             "Inkfold has no Sunday sessions; Saturday sessions start at 09:30 at the earliest.",
             C, "negation", INK + "#Evening and Weekend Sessions",
             "Correctly states there are no Sunday sessions and gives the Saturday start limit."),
        ],
    },
    {
        "session_id": "AJ-04", "assistant_id": "inkfold-assistant",
        "context": "A participant whose brush calligraphy course was cancelled by Inkfold asks about options, a certificate and a photograph.",
        "started_at": "2025-05-06T11:20:00Z",
        "turns": [
            ("Inkfold cancelled my brush calligraphy course, which I'd paid $150 for. What are my options?",
             "Sorry about that! You can have the full $150 back within 5 working days, or take a credit note worth $172.50 that you can use any time in the next 18 months.",
             "Full refund of $150 within 5 working days, or a credit note worth 115% ($172.50) valid for 18 months.",
             C, "multi_rule", INK + "#Refunds at Inkfold",
             "Uses Inkfold's 115% / 18 months and 5 working days rather than the Code's 110% / 12 months / 10 working days."),
            ("I'll take the credit. Separately: I missed one of the six equal sessions on my last course because of flu, and I told you the morning before. Do I still get a certificate?",
             "Missing one session out of six leaves you just under the 80% attendance needed, so there's no certificate this time. Because you told us before the session, though, you can have one free make-up class.",
             "Yes. Five of six sessions is about 83% of the hours, above 80%, so the certificate is due. The free make-up session is also available because she gave notice before the session.",
             N, "numeric", INK + "#Certificates at Inkfold",
             "5/6 is 83%, which meets the 80% threshold; refusing the certificate is wrong even though the make-up offer is right."),
            ("How soon can I expect the certificate to reach me?",
             "Certificates go out within 15 working days of the final session.",
             "Within 10 working days of the last session.",
             N, "time_window", INK + "#Certificates at Inkfold",
             "15 working days is the Code's period; Inkfold issues certificates within 10 working days."),
            ("Also, you took a photo of me with my piece at the last class. I'd like it taken down, please.",
             "I've noted your request. We'll take the picture off the Inkfold website within 3 days. Posts already shared on our social media pages will stay up, though, as those can't be withdrawn once published.",
             "Inkfold removes the photo from its website and social media accounts within 3 calendar days of consent being withdrawn.",
             N, "negation", INK + "#Photographs at Inkfold",
             "Removal covers the website and social media; keeping the social posts contradicts the rule."),
        ],
    },
    {
        "session_id": "AJ-05", "assistant_id": "inkfold-assistant",
        "context": "A community centre organiser books a mixed-age origami group of 14 at Inkfold (11 adults and children aged 8, 9 and 10). Turns carry weights.",
        "started_at": "2025-06-02T13:05:00Z",
        "turns": [
            ("I'm bringing 14 people to an origami session: 11 adults and three children aged 8, 9 and 10. How many instructors will you have?",
             "With children under 12 in the group, we staff one instructor for every six participants, so there'll be three instructors for your 14.",
             "Three: with any under-12 present Inkfold has one instructor per 6 participants, and 14/6 rounds up to 3.",
             C, "numeric", INK + "#Staffing at Inkfold",
             "Correct ratio (1:6) and correct head count (3).", 0.3),
            ("Do the kids each need their own grown-up?",
             "Not one each: an adult can look after up to three children, so one of your adults could cover all three.",
             "No, but one adult may accompany at most 2 children, so at least two of the adults must act as companions.",
             N, "numeric", INK + "#Minimum Ages at Inkfold",
             "The limit is 2 young participants per adult, not 3.", 0.25),
            ("One of the adults, who is 19, wants to use a craft knife for a bit of kirigami. Is that allowed?",
             "Craft knives are used only by instructors at Inkfold. Everyone else uses round-tipped scissors, which Inkfold supplies.",
             "Yes. At Inkfold craft knives may be used by participants aged 18 or over, so a 19-year-old may use one.",
             N, "modality", INK + "#Knives and Inks at Inkfold",
             "Almost the rule's wording, but it replaces 'participants aged 18 or over' with 'instructors', taking away a permission the adult has.", 0.2),
            ("What's the earliest we could start on a Saturday?",
             "Saturday sessions can start from 9:00, so a morning slot works well for groups.",
             "09:30 at the earliest.",
             N, "time_window", INK + "#Evening and Weekend Sessions",
             "Inkfold's Saturday sessions start at 09:30 at the earliest, not 09:00.", 0.15),
            ("Great. What's parking like near Quill Lane?",
             "You can park in the pay-and-display lot on Mill Street, a couple of minutes on foot from us.",
             "Parking is not covered by the corpus.",
             I, "out_of_scope", None, "Parking is outside every document.", 0.1),
        ],
    },
    {
        "session_id": "AJ-06", "assistant_id": "inkfold-assistant",
        "context": "An adult learner asks about payment timing and confirmation for an Inkfold course starting Friday 30 May 2025.",
        "started_at": "2025-04-22T08:31:00Z",
        "turns": [
            ("My course starts on Friday 30 May. When do I have to pay the rest of the fee?",
             "The balance is due on 16 May, two weeks before your first class, and we won't ask for it any earlier than that.",
             "14 calendar days before the first session: 16 May, and never earlier.",
             C, "time_window", INK + "#Deposits at Inkfold",
             "30 May minus 14 days is 16 May; the answer also respects the 'not earlier' rule."),
            ("And once I pay the deposit, how soon will I hear back?",
             "Expect a confirmation email by the end of the next working day after your deposit lands.",
             "Inkfold confirms by email within 1 working day of receiving the deposit.",
             C, "paraphrase", INK + "#Deposits at Inkfold",
             "'By the end of the next working day' restates 'within 1 working day' in other words."),
            ("Do you know any good calligraphy pens for left-handers?",
             "",
             "Product advice is not covered by the corpus.",
             I, "empty_answer", None, "The assistant returned an empty string."),
        ],
    },
    {
        "session_id": "AJ-07", "assistant_id": "tidewatch-assistant",
        "context": "A family of two adults and three children aged 9, 11 and 14 plans a summer visit to Saltmere Point with Tidewatch.",
        "started_at": "2025-06-14T08:40:00Z",
        "turns": [
            ("We're two adults and three kids aged 9, 11 and 14. Can all of us climb the lighthouse?",
             "Your 11- and 14-year-old can climb with you, but the minimum age for our tower is 10, so your 9-year-old would have to sit this one out.",
             "The 11 and 14-year-olds may climb with the adults (at most 2 under-16s per adult); the 9-year-old is under Tidewatch's minimum age of 10.",
             C, "partial", TIDE + "#Tower Climbs at Tidewatch",
             "Request partly granted, correctly, under the Tidewatch minimum age."),
            ("Could the 9-year-old do the Gullrock causeway walk instead?",
             "Yes, the causeway walk has no minimum age, so she's welcome to come along with you.",
             "No. Tidewatch does not take children under 10 on causeway walks.",
             N, "negation", TIDE + "#Gullrock Causeway Walks",
             "The Code sets no age limit for causeways, but Tidewatch excludes children under 10."),
            ("What's the latest we can start the climb on a Saturday in July?",
             "The last ascent at Saltmere Point is at 16:00, so make sure you're at the tower door by then.",
             "16:00.",
             C, "time_window", TIDE + "#Tower Climbs at Tidewatch",
             "Tidewatch's 16:00 applies rather than the Code's 16:30."),
            ("Is there a cafe at the lighthouse?",
             "There's a small kiosk by the car park selling hot drinks and snacks in the summer.",
             "Catering is not covered by the corpus.",
             I, "out_of_scope", None, "No document covers catering."),
        ],
    },
    {
        "session_id": "AJ-08", "assistant_id": "tidewatch-assistant",
        "context": "A visitor with a four-person headland walk on Saturday 12 July 2025 asks about cancelling; today is Wednesday 9 July.",
        "started_at": "2025-07-09T10:12:00Z",
        "turns": [
            ("I booked a headland walk for 4 people on Saturday 12 July at $35 each. Today is Wednesday 9 July. What would I get back if I cancel now?",
             "As you're cancelling three days before the walk, you'd get half back, so $70.",
             "Three calendar days before falls in Tidewatch's 3 to 6 day band: 75%, i.e. $105 of $140.",
             N, "numeric", TIDE + "#Cancellations and Refunds at Tidewatch",
             "50% is the Code's figure for 2 to 6 days; Tidewatch refunds 75% for 3 to 6 days."),
            ("Hmm. And if the weather's bad and you call it off?",
             "If we call it off, you can choose between getting every penny back or moving to another date at no cost any time in the next 18 months.",
             "Full refund, or free rebooking within 18 months.",
             C, "paraphrase", TIDE + "#Cancellations and Refunds at Tidewatch",
             "Reworded, but matches the full refund or 18-month free rebooking."),
            ("What sort of wind makes you cancel?",
             "We cancel headland walks when the forecast shows sustained winds over 40 km/h.",
             "Tidewatch cancels headland walks when the forecast shows sustained wind above 35 km/h.",
             N, "multi_rule", TIDE + "#Weather at Tidewatch",
             "40 km/h is the Code's threshold; Tidewatch's stricter 35 km/h applies to its walks."),
            ("If I do get a refund, how long does it take?",
             "Refunds are paid within 14 calendar days of the cancellation.",
             "Within 7 calendar days.",
             N, "time_window", TIDE + "#Cancellations and Refunds at Tidewatch",
             "Tidewatch pays within 7 days; 14 days is the Code's looser limit."),
        ],
    },
    {
        "session_id": "AJ-09", "assistant_id": "tidewatch-assistant",
        "context": "The organiser of a seniors' walking club plans a causeway walk and tower climb for 22 people on Tuesday 5 August 2025. Turns carry weights.",
        "started_at": "2025-07-01T14:55:00Z",
        "turns": [
            ("Can you give me a full rundown of everything we need to know for a day with you: the Gullrock causeway walk in the morning and a tower climb after lunch? We're 22 people, most of us over 60, and we're looking at Tuesday 5 August.",
             LONG_TIDEWATCH,
             "Two causeway groups (max 12 per guide); start at least 2 h after high water, back at least 3 h before the next; tower max 10 at a time, last ascent 16:00, closed Mondays; gallery shut above 25 km/h; 20% off from 60, no stacking; refunds 100/75/50/0 paid within 7 days.",
             C, "long_answer", TIDE + "#Gullrock Causeway Walks",
             "A long answer that is consistent with every Tidewatch and Code rule it touches.", 0.4),
            ("High water that morning is at 07:10 and the next one is at 19:35. What's our window on the causeway?",
             "You can set off from 09:10 and need to be back on the mainland by 17:35.",
             "Start no earlier than 09:10; be back by 16:35 (3 hours before the 19:35 high water).",
             N, "time_window", TIDE + "#Gullrock Causeway Walks",
             "Uses the Code's 2-hour margin for the return; Tidewatch requires 3 hours, so 16:35.", 0.2),
            ("Two of our members are 59. Do they get the discount too?",
             "The senior rate starts at 60, so the two 59-year-olds would pay full price, unless either of them has a Saltmere Residents Card, which gives 10% off.",
             "No senior discount below 60; a Residents Card holder would get 10%.",
             C, "partial", TIDE + "#Concessions at Tidewatch",
             "Correctly refuses the senior rate and points to the only concession that could apply.", 0.2),
            ("One member has a guide dog. Can it come on the causeway and into the lighthouse?",
             "The guide dog is welcome on the causeway and can come into the lighthouse building, but it can't go up the tower stairs, so someone would need to wait with it at the bottom.",
             "Yes on the causeway (assistance dogs only), yes into the building, but not up the tower stairs.",
             C, "multi_rule", COAST + "#Dogs, Drones and Conduct",
             "Combines Tidewatch's causeway rule with the Code's rule on assistance dogs in lighthouse buildings.", 0.1),
            ("Can a couple of us bring small tripods for photos from the top?",
             "Tripods are allowed inside the tower; please just keep them folded on the stairs.",
             "No, tripods are not allowed inside the tower.",
             N, "modality", TIDE + "#Dogs and Photography at Tidewatch",
             "Nearly the rule's own words with 'not allowed' flipped to 'allowed'.", 0.1),
        ],
    },
    {
        "session_id": "AJ-10", "assistant_id": "tidewatch-assistant",
        "context": "A teacher plans a Tidewatch tower climb for 25 pupils aged 12 to 13.",
        "started_at": "2025-04-29T07:58:00Z",
        "turns": [
            ("I've got 25 pupils aged 12 and 13 and I'd like them to climb the lighthouse. How many can go up at once?",
             "We take up to 12 people in the tower at a time, so we'd split your class into three groups.",
             "At most 10 visitors in the Saltmere Point tower at once.",
             N, "numeric", TIDE + "#Tower Climbs at Tidewatch",
             "12 is the Code's cap; Tidewatch allows 10."),
            ("Do the pupils need adults with them on the climb?",
             "Only children under 12 have to climb with an adult, so your 12- and 13-year-olds can go up on their own as long as a guide is in the tower.",
             "Yes. Every climber under 16 must climb with an adult, and one adult may bring at most 2 of them.",
             N, "modality", TIDE + "#Tower Climbs at Tidewatch",
             "Tidewatch requires an adult for all under-16s (and the Code for 8 to 13-year-olds); the answer makes it optional."),
            ("How many teachers go free?",
             "For 25 pupils, two of your accompanying teachers go free; it's one free teacher for every 10 pupils booked.",
             "Two (one per 10 pupils booked).",
             C, "multi_rule", COAST + "#Prices and Concessions",
             "Tidewatch's policy is silent on school groups, so the Code's rule applies, correctly."),
            ("What's the weather usually like in Saltmere in May? Should they bring jackets?",
             "May is usually mild but breezy on the headland, so a light waterproof is a good idea.",
             "General weather advice; no rule involved.",
             I, "out_of_scope", None, "Climate chit-chat is not covered by the corpus."),
        ],
    },
    {
        "session_id": "AJ-11", "assistant_id": "tidewatch-assistant",
        "context": "A visitor asks about a bank holiday visit, a drone, missing the tour and discounts for a 63-year-old mother and a 4-year-old son.",
        "started_at": "2025-05-12T19:03:00Z",
        "turns": [
            ("Is the tower open on Monday 26 May? It's a bank holiday.",
             "Yes. The Monday closure doesn't apply on public holidays, so the tower is open on 26 May.",
             "No. Tidewatch closes the tower on every Monday, public holidays included.",
             N, "multi_rule", TIDE + "#Tower Climbs at Tidewatch",
             "Applies the Code's public-holiday exception, which Tidewatch has removed."),
            ("Fine, we'll come on Tuesday 27 May then. Can my son fly his drone from the headland during the walk?",
             "I'm afraid drones can't be flown during any of our tours, including the headland walks.",
             "No drones during any tour.",
             C, "refusal", COAST + "#Dogs, Drones and Conduct",
             "Correct refusal based on the Code's drone ban, which Tidewatch does not relax."),
            ("If our train's late and we miss the start, do we get anything back?",
             "If you don't make it to the start, the ticket can't be refunded; it's treated the same as cancelling on the day.",
             "No refund for a no-show.",
             C, "paraphrase", TIDE + "#Cancellations and Refunds at Tidewatch",
             "Restates the no-show rule in different words."),
            ("My mum is 63 and my son is 4. Any discounts on the headland walk?",
             "Your mum gets 20% off as she's over 60, and your 4-year-old goes free on walks. If your mum also has a Residents Card, she can add the 10% on top.",
             "Mum 20% off (60+), son free (under 5). Concessions are not combined, so no extra 10%.",
             N, "partial", TIDE + "#Concessions at Tidewatch",
             "The first two statements are right, but stacking the Residents Card discount is not allowed."),
        ],
    },
    {
        "session_id": "AJ-12", "assistant_id": "tidewatch-assistant",
        "context": "A user chats with the Tidewatch assistant about unrelated topics.",
        "started_at": "2025-08-17T21:26:00Z",
        "turns": [
            ("Hello! Who am I talking to?",
             "Hi there! I'm the Tidewatch booking assistant. I can help with climbs at Saltmere Point Light and our coastal walks.",
             "Greeting; no rule involved.",
             I, "smalltalk", None, "Greeting."),
            ("Any tips for somewhere decent to get fish and chips locally?",
             "Sorry, I can only help with Tidewatch tours and bookings, so I can't recommend restaurants.",
             "Declining an out-of-scope request is fine; no rule involved.",
             I, "refusal", None, "Refusal of an out-of-scope request; no document applies."),
            ("What's the capital of Portugal?",
             "   ",
             "General knowledge; no rule involved.",
             I, "empty_answer", None, "The answer is whitespace only."),
        ],
    },
    {
        "session_id": "AJ-13", "assistant_id": "hobbydesk-assistant",
        "context": "A customer asks the Saltmere Hobby Desk about repairing a French mantel clock made around 1890.",
        "started_at": "2025-03-21T15:37:00Z",
        "turns": [
            ("I have a French mantel clock from about 1890 that has stopped. Will I have to pay just to get a quote?",
             "A workshop can charge up to $40 to inspect a clock, but if you go ahead with the repair, that amount comes off your final bill.",
             "Possibly: an inspection fee of up to $40 for clocks, deducted from the bill if the repair goes ahead.",
             C, "plain", CLOCK + "#Estimates and Inspection Fees",
             "Correct cap and deduction rule."),
            ("The written estimate was $400. Now the workshop says the bill will be $470. Do I have to pay that?",
             "The final bill may exceed the written estimate by up to 20% without your written approval, so $470 is within the limit and you'd have to pay it.",
             "No. Without your prior written approval, the bill may be at most 15% over the estimate ($460). $470 needs your written approval before the extra work.",
             N, "numeric", CLOCK + "#Estimates and Inspection Fees",
             "Echoes the rule's wording but with 20% instead of 15%; $470 is 17.5% over."),
            ("They also want to re-bush a couple of pivot holes. Do they need my OK?",
             "Yes. Because the clock is over 100 years old, re-bushing counts as irreversible work, and they need your written consent before they start.",
             "Yes, written consent is needed: it is an antique and re-bushing is irreversible work.",
             C, "plain", CLOCK + "#Original Parts and Irreversible Work",
             "About 135 years old, so antique; consent requirement correctly stated."),
            ("What warranty will I get on the movement overhaul?",
             "A clock movement overhaul is guaranteed for 12 months from the day you collect it.",
             "24 months from collection.",
             N, "numeric", CLOCK + "#Warranty on Repairs",
             "12 months is the watch-service period; a clock movement overhaul carries 24 months."),
            ("And the old parts they take out, do I get those back?",
             "Old parts normally stay with the workshop, unless you asked for them back before the work started.",
             "Yes. Removed original parts are returned at collection in a labelled bag unless you give them up in writing.",
             N, "negation", CLOCK + "#Original Parts and Irreversible Work",
             "Reverses the default: return is automatic unless the customer waives it in writing."),
        ],
    },
    {
        "session_id": "AJ-14", "assistant_id": "hobbydesk-assistant",
        "context": "A workshop owner asks the Saltmere Hobby Desk what to do about a serviced pocket watch left uncollected; the ready notice was sent on 3 February 2025.",
        "started_at": "2025-04-14T09:02:00Z",
        "turns": [
            ("A customer still hasn't collected a pocket watch I serviced. I told her it was ready on 3 February 2025. Walk me through everything I'm allowed to do, step by step.",
             LONG_CLOCK,
             "90 days from the ready notice, then a written reminder; $2/day storage from day 91; sale only 12 months after the reminder and after a final notice at least 30 days before; keep the bill and storage, hold the rest for 6 years.",
             N, "long_answer", CLOCK + "#Uncollected Items",
             "Correct throughout except one sentence: the sale is allowed only after 12 months from the reminder, not six."),
            ("How much can I charge for storage, exactly?",
             "$2 a day, counted from day 91 after your ready notice, once you've sent the written reminder.",
             "$2 per calendar day from day 91, after the reminder.",
             C, "numeric", CLOCK + "#Uncollected Items",
             "Correct amount and start day."),
            ("Say I eventually sell it for $900, and she owed $150 for the service plus $200 in storage. What happens to the rest?",
             "Out of the $900 you can keep the $350 she owes you. The other $550 isn't yours: you look after it for her for six years.",
             "Keep $350; hold $550 for her for 6 years.",
             C, "paraphrase", CLOCK + "#Uncollected Items",
             "Correct split, phrased differently from the rule."),
            ("Thanks. Different question: do you know a good supplier of watch crystals?",
             "I don't have supplier recommendations; the Hobby Desk only covers the repair code and the league rules.",
             "Supplier advice is not covered by the corpus.",
             I, "out_of_scope", None, "Suppliers are outside the corpus."),
        ],
    },
    {
        "session_id": "AJ-15", "assistant_id": "hobbydesk-assistant",
        "context": "A new darts captain registers a 7-player team (two players aged 16) with the Saltmere and District league in late August 2025.",
        "started_at": "2025-08-20T18:15:00Z",
        "turns": [
            ("We want to enter a darts team of 7 players; two of them are 16. What will it cost in total?",
             "That comes to $205: $120 for the team, $75 for your five adults and $10 for the two juniors.",
             "$120 + 5 x $15 + 2 x $5 = $205 if registered by 31 August.",
             C, "numeric", LEAGUE + "#Season and Registration",
             "All fees and the total are correct."),
            ("What if the forms only get to the secretary on 2 September?",
             "Missing the 31 August deadline adds a $25 late fee, so you'd pay $230 in total.",
             "Late team registration adds $25: $230.",
             C, "plain", LEAGUE + "#Season and Registration",
             "Correct late fee and new total."),
            ("How late can our 16-year-olds stay on a Thursday match night?",
             "Juniors can stay until 22:30 on match nights, as long as an adult from the team is with them.",
             "They must leave by 21:30 from Monday to Thursday (22:30 is only for Friday and Saturday).",
             N, "time_window", LEAGUE + "#Junior Players",
             "Gives the Friday/Saturday limit for a Thursday."),
            ("Could one of the 16-year-olds referee a game if we're short?",
             "No. Juniors can't act as referee, so you'd need an adult for that.",
             "No; juniors may not referee.",
             C, "negation", LEAGUE + "#Junior Players",
             "Correct prohibition."),
        ],
    },
    {
        "session_id": "AJ-16", "assistant_id": "hobbydesk-assistant",
        "context": "A pool captain asks on Tuesday 14 January 2025 at 10:00 about postponing the Wednesday 15 January 19:30 fixture, and about a fine. Turns carry weights.",
        "started_at": "2025-01-14T10:00:00Z",
        "turns": [
            ("Our pool match is Wednesday 15 January at 19:30 and half the team has flu. It's Tuesday 14 January, 10:00 now. Can we still postpone?",
             "Yes, a postponement is fine as long as both captains agree and you let the league secretary know before the match starts. You'd then have 14 days to play it.",
             "No. The secretary had to be told at least 48 hours before the start (by Monday 13 January, 19:30); that deadline has passed.",
             N, "time_window", LEAGUE + "#Fixtures and Postponements",
             "Ignores the 48-hour notice requirement; only 33.5 hours remain.", 0.4),
            ("And if we simply never show up on the day?",
             "A no-show without an agreed postponement means you forfeit the match and the team is fined $20.",
             "Forfeit plus a $20 fine.",
             C, "plain", LEAGUE + "#Fixtures and Postponements",
             "Correct consequence.", 0.3),
            ("One of our players got a $30 fine last week for arguing with the referee. It's his first offence this season. Is that right?",
             "For a first offence the rules only allow a written warning; the $30 fine is for a second offence in the same season. He can appeal within 7 days. It costs $20, which he gets back if he wins.",
             "No: a first offence gets a written warning. Appeal within 7 calendar days with a $20 fee, refunded if successful.",
             C, "plain", LEAGUE + "#Conduct and Discipline",
             "Correct penalty ladder and appeal terms.", 0.2),
            ("Cheers, mate.",
             "Any time. Good luck with the rest of the season!",
             "Sign-off; no rule involved.",
             I, "smalltalk", None, "Closing pleasantry.", 0.1),
        ],
    },
    {
        "session_id": "AJ-17", "assistant_id": "hobbydesk-assistant",
        "context": "A newly formed darts team asks about the match format and player rules for the 2025-26 season, which starts on Tuesday 7 October 2025.",
        "started_at": "2025-09-09T12:44:00Z",
        "turns": [
            ("Can you explain how a league darts match works and what we need to set up at our venue?",
             LONG_LEAGUE,
             "6 singles + 3 pairs, best of 3 legs of 501 double-out; oche 2.37 m horizontal, bull 1.73 m; fixtures 19:30 Tue-Thu; results by noon next day; juniors' rules; discipline ladder.",
             C, "long_answer", LEAGUE + "#Darts Match Format",
             "A long answer consistent with every league rule it mentions."),
            ("Can a player be on our darts team and on another darts team in the same league?",
             "A player may be registered with more than one team in the league in a season, as long as they only play for one team on any given night.",
             "No. A player may be registered with only one team per league in a season.",
             N, "modality", LEAGUE + "#Player Eligibility",
             "Uses the rule's words but turns 'only one team' into a permission for several."),
            ("A lad from the Anchor wants to join us on 20 January. Is that possible?",
             "The transfer window closes on 14 January, so a move on 20 January isn't allowed. He'd have to wait for the next window.",
             "No; transfers only from 1 to 14 January (with both captains' consent).",
             C, "time_window", LEAGUE + "#Player Eligibility",
             "Correctly applies the 1 to 14 January window."),
            ("Our 13-year-old is a brilliant player. She turns 14 on 15 October. Can she play this season?",
             "Age is checked on the first day of the season, which is Tuesday 7 October. She'll still be 13 then, so she can't be registered this season.",
             "No; she must be 14 on 7 October, the first day of the season.",
             C, "numeric", LEAGUE + "#Player Eligibility",
             "Correct cut-off date and conclusion."),
        ],
    },
    {
        "session_id": "AJ-18", "assistant_id": "hobbydesk-assistant",
        "context": "A collector asks the Saltmere Hobby Desk about a 1920s radium-dial wristwatch worth about $7,000 and a longcase clock that is running late at the workshop.",
        "started_at": "2025-03-10T16:48:00Z",
        "turns": [
            ("My 1920s wristwatch has a radium dial and the lume is flaking. Can the workshop repaint it with radium so it stays original?",
             "They can't. Radium paint is never put back on. A certified technician can open and clean it, and they must tell you in writing what they found and what they did.",
             "No; radium must never be reapplied. Only a certified technician may open it, and you are told in writing.",
             C, "negation", CLOCK + "#Radium Dials",
             "Correct prohibition and notice duty."),
            ("The watch is worth about $7,000. Do I need to tell them that?",
             "Customers may declare the value of any item worth more than $5,000 if they wish, but it's optional: the workshop insures items in custody up to their full value either way.",
             "Yes. Items worth more than $5,000 must be declared; otherwise the workshop's liability is limited to $5,000.",
             N, "modality", CLOCK + "#Insurance and Transport",
             "Turns the duty to declare into an option and drops the $5,000 liability cap."),
            ("I also want my grandfather clock serviced. Can I just bring it in the car with the pendulum on?",
             "Please don't. For longcase clocks the workshop comes to collect and deliver, and the movement should never travel with the pendulum still hanging.",
             "No. The workshop collects and delivers longcase clocks; never transport the movement with the pendulum attached.",
             C, "paraphrase", CLOCK + "#Insurance and Transport",
             "Same rule, different words."),
            ("They'd promised it for Monday 3 March, but today, 10 March, they told me it'll be about three more weeks. What are my rights?",
             "Because the delay is well over 10 working days, they should have warned you in writing before 3 March. You're entitled to cancel and take the clock home, but you'd have to pay for all the work they've done so far.",
             "You may cancel, collect it and pay only for agreed work already finished, capped at 50% of the estimate.",
             N, "partial", CLOCK + "#Turnaround and Delays",
             "The notice point and the right to cancel are right, but payment is capped at 50% of the estimate."),
            ("Do they charge for coming out to inspect it at home?",
             "They can charge up to $65 for a home inspection of a longcase clock, and like the $40 inspection fee, it comes off the bill if you go ahead.",
             "Up to $65 call-out, which is not deducted from the bill.",
             N, "plain", CLOCK + "#Estimates and Inspection Fees",
             "Extends the deduction that applies only to the $40 inspection fee to the $65 call-out fee."),
        ],
    },
]


def round4(x):
    return round(x + 0.0, 4)


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    for s in SESSIONS:
        turns = s["turns"]
        n = len(turns)
        weighted = len(turns[0]) == 8
        conv = []
        resolved = {}
        for i, t in enumerate(turns, 1):
            q, a, gt, label, kind, clause, why = t[:7]
            qa_id = f"{s['session_id']}-q{i}"
            item = {"qa_id": qa_id, "query": q, "assistant": a, "ground_truth_assistant": gt}
            if weighted:
                item["weight"] = t[7]
                resolved[qa_id] = t[7]
            else:
                resolved[qa_id] = round4(1.0 / n)
            conv.append(item)
            label_lines.append({"session_id": s["session_id"], "qa_id": qa_id, "label": label,
                                "clause": clause, "kind": kind, "rationale": why})
        conv_lines.append({"session_id": s["session_id"], "assistant_id": s["assistant_id"],
                           "language": "english", "context": s["context"], "started_at": s["started_at"],
                           "conversation": conv})
        labels = [t[3] for t in turns]
        num = den = 0.0
        for (qa_id, w), lab in zip(resolved.items(), labels):
            if lab == I:
                continue
            den += w
            num += w * (1 if lab == C else 0)
        if den == 0:
            score, verdict = None, I
        else:
            score = round4(num / den)
            verdict = C if num / den >= 0.5 - 1e-9 else N
        exp_lines.append({"session_id": s["session_id"], "assistant_id": s["assistant_id"],
                          "n_interactions": n, "n_compliant": labels.count(C),
                          "n_non_compliant": labels.count(N), "n_irrelevant": labels.count(I),
                          "weight_mode": "full" if weighted else "none", "resolved_weights": resolved,
                          "expected_score": score, "expected_verdict": verdict})

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")

    dump("conversations.jsonl", conv_lines)
    dump("labels.jsonl", label_lines)
    dump("expected_sessions.jsonl", exp_lines)
    print(f"{len(conv_lines)} sessions, {len(label_lines)} interactions written")


if __name__ == "__main__":
    main()
