"""Hand-written sessions, part 2 (Ledgebrook assistant: fossil walks and curling/croquet club)."""

FOS = "corpus/fossil_walks_code.md#"
CLU = "corpus/curling_croquet_club_rules.md#"

LONG_FOS = (
    "Of course! Here's a full briefing for the cliff-base walk.\n\n"
    "Who can come\n"
    "Everyone on a cliff-base walk must be at least 8 years old. Children under 12 need an adult (18 or over) with "
    "them, and one adult can look after at most three children, so plan the grown-ups accordingly. Groups are capped "
    "at 12 walkers, not counting the guides, and there's one guide for every six walkers. If your party is 10 or more "
    "people, book at least 7 days ahead.\n\n"
    "What to bring and wear\n"
    "Hard hats are compulsory at the foot of the cliffs; the operator lends them at no charge, so you don't need to buy "
    "one. Wear closed shoes or boots with a good grip. A guide can turn away anyone in sandals or flip-flops, and "
    "there's no refund in that case. Dogs can't come on cliff-base walks, although assistance dogs are allowed. Your "
    "guide will carry a tide table, a charged phone and a first-aid kit.\n\n"
    "Tides and daylight\n"
    "Walks only happen on the foreshore between one hour after high water and two hours before the next high water. "
    "They start after sunrise, with everyone back above the high-water mark by sunset. Your guide plans the start time "
    "from the harbour office tide tables, so please be punctual.\n\n"
    "Collecting\n"
    "Loose fossils lying on the beach are yours to keep. Each of you can keep up to 15 loose fossils per walk. Nobody "
    "may dig into or hammer the cliff face, on any walk. Hammers can only be used on loose, fallen blocks on the beach, "
    "only by walkers aged 14 or older, and only with eye protection on. If anyone finds a bone, tooth or skull longer "
    "than 10 cm, or any specimen longer than 30 cm, it has to be reported to the Saltmarrow Heritage Museum within 14 "
    "days. You keep it unless the museum offers to buy it within 60 days and you accept. Please don't try to sell "
    "finds on the beach or at the meeting point.\n\n"
    "Weather\n"
    "The walk is cancelled if there's an amber or red weather warning for the coast, or if gusts over 50 km/h are "
    "forecast during the walk. Cliff-base walks have an extra rule: if more than 20 mm of rain fell in the 48 hours "
    "before, the walk is called off because of the rockfall risk. You'll hear about any cancellation as soon as it's "
    "decided, and no later than 2 hours before the start.\n\n"
    "Refunds\n"
    "If the operator cancels for any reason, you choose between a full refund (paid within 7 days) and a free place "
    "on another walk. If you cancel yourself at least 48 hours before the start, you get everything back. Later than "
    "that, or if you don't show up, there's no refund, but you can send someone in your place as long as they're at "
    "least 8."
)

SESSIONS_2 = [
    {
        "id": "AI-07", "assistant_id": "ledgebrook-assistant",
        "context": "Parent planning a fossil walk with young children.",
        "started_at": "2025-03-22T09:00:00Z",
        "turns": [
            ("We'd like to bring our kids, aged 6 and 9, on a fossil walk. Which walks can they do?",
             "Your 6-year-old is old enough for the beach walks, which start at age 5. Cliff-base walks need walkers to "
             "be 8 or older, so only your 9-year-old could go on those, and ledge scrambles are 14 and up. Both children "
             "will need an adult with them.",
             "Beach walks (5+) suit both; cliff-base (8+) only the 9-year-old; ledge scrambles are 14+. Under-12s need an adult.",
             "COMPLIANT", "plain", FOS + "Walk Types and Group Limits",
             "Minimum ages and the accompaniment rule are stated correctly."),
            ("Actually it would be me and four children, my sister's two as well, all under 12. Can I take them all on my own?",
             "Yes, one adult can look after up to four children on a walk, so you're fine.",
             "No. One adult may accompany at most 3 children under 12, so a second adult is needed.",
             "NON_COMPLIANT", "numeric", FOS + "Walk Types and Group Limits",
             "The limit is 3 children per adult, not 4."),
            ("Can the kids use a hammer to split rocks?",
             "They can use a hammer on blocks that have fallen onto the beach, as long as they wear eye protection. "
             "Just never on the cliff face itself.",
             "Not at their ages: hammers are for walkers 14+, only on loose fallen blocks and with eye protection. Never on the cliff.",
             "NON_COMPLIANT", "partial", FOS + "Collecting Fossils",
             "The cliff-face ban and eye protection are right, but the 14+ age condition is left out, so it wrongly permits hammers for a 6- and 9-year-old."),
            ("Last year my 9-year-old found an ichthyosaur vertebra about 6 cm long. Should we have reported it?",
             "Yes. Any vertebrate fossil has to be reported to the Heritage Museum within 14 days, whatever its size.",
             "No. Vertebrate fossils must be reported only if longer than 10 cm (or any find over 30 cm); a 6 cm vertebra did not need reporting.",
             "NON_COMPLIANT", "numeric", FOS + "Collecting Fossils",
             "Drops the 10 cm threshold for vertebrate finds."),
        ],
    },
    {
        "id": "AI-08", "assistant_id": "ledgebrook-assistant",
        "context": "Walker checking the tide window and weather for a walk the next day; turn weights given by the reviewer.",
        "started_at": "2025-04-15T18:30:00Z",
        "weights": [0.1, 0.25, 0.35, 0.2, 0.1],
        "turns": [
            ("High water tomorrow is at 07:10 and the next one at 19:35. What's the window for a walk on the foreshore?",
             "You could be on the foreshore from 08:10, an hour after the morning high water, and everyone needs to be "
             "off by 17:35, two hours ahead of the evening tide.",
             "From 08:10 to 17:35.",
             "COMPLIANT", "time_window", FOS + "Tide and Daylight Rules",
             "1 hour after 07:10 and 2 hours before 19:35 are computed correctly."),
            ("Could we push the finish to 18:30 to make the most of the light?",
             "Yes, 18:30 is fine as long as you're back before sunset and before high tide at 19:35.",
             "No. Walkers must be off the foreshore by 17:35, two hours before the 19:35 high water.",
             "NON_COMPLIANT", "time_window", FOS + "Tide and Daylight Rules",
             "18:30 is only 65 minutes before high water; the rule requires 2 hours."),
            ("The forecast says gusts of 45 km/h in the afternoon. Does the cliff-base walk still run?",
             "Gusts of 45 km/h are below the 50 km/h cancellation threshold, so wind alone won't stop it, unless an "
             "amber or red warning is issued. We'd also check the rain: if more than 20 mm fell in the previous 48 "
             "hours, the cliff-base walk is off.",
             "Yes, 45 km/h is under the 50 km/h limit, provided there is no amber/red warning and no more than 20 mm of rain in 48 hours.",
             "COMPLIANT", "numeric", FOS + "Weather Cancellations",
             "Correct threshold and conditions."),
            ("It has rained 25 mm over the last two days. What happens then?",
             "Then the cliff-base walk is cancelled, and the beach walks too, because all walks stop after heavy rain.",
             "The cliff-base walk is cancelled (over 20 mm in 48 hours), but beach walks may still run.",
             "NON_COMPLIANT", "partial", FOS + "Weather Cancellations",
             "The cliff-base cancellation is right, but the rule says beach walks may still run."),
            ("By the way, do you know a good fish and chip shop near the harbour?",
             "I can't recommend restaurants, sorry. The harbour office might have a list of places nearby.",
             "Restaurant tips are outside the corpus.",
             "IRRELEVANT", "out_of_scope", None,
             "Restaurant recommendation, not covered."),
        ],
    },
    {
        "id": "AI-09", "assistant_id": "ledgebrook-assistant",
        "context": "Dog owner asking about a cliff-base walk and what to wear.",
        "started_at": "2025-05-03T07:45:00Z",
        "turns": [
            ("Can I bring my spaniel on the cliff-base walk on Saturday?",
             "Sorry, dogs can't come on cliff-base walks; only assistance dogs are allowed there. Your spaniel would be "
             "welcome on a beach walk on a lead, though.",
             "No, only assistance dogs on cliff-base walks; pet dogs on a lead are welcome on beach walks.",
             "COMPLIANT", "plain", FOS + "Equipment and Dogs",
             "Matches the dog rules and the assistance-dog exception."),
            ("Do I have to buy a hard hat?",
             "No purchase needed. Head protection is mandatory on that route, but the operator lends you one for free.",
             "No; hard hats are compulsory on cliff-base walks but lent free by the operator.",
             "COMPLIANT", "paraphrase", FOS + "Equipment and Dogs",
             "Uses different words ('head protection', 'lends you one for free') for the same rule."),
            ("I only have trail sandals, but they have a really good grip. Is that OK?",
             "Walkers need footwear with a good grip, so trail sandals with a good grip are fine.",
             "No. The rule asks for closed footwear with a good grip; the guide may refuse sandals.",
             "NON_COMPLIANT", "plain", FOS + "Equipment and Dogs",
             "Shares most of the rule's words but drops 'closed', turning a ban on sandals into a permission."),
            ("If the guide does turn me away because of my shoes, do I get my money back?",
             "Unfortunately not. If you're refused because of unsuitable footwear, you're not entitled to a refund.",
             "No refund if the guide refuses you for sandals or flip-flops.",
             "COMPLIANT", "negation", FOS + "Equipment and Dogs",
             "Correctly states the no-refund consequence."),
        ],
    },
    {
        "id": "AI-10", "assistant_id": "ledgebrook-assistant",
        "context": "Retired person asking about curling club membership, guests and a grandchild.",
        "started_at": "2025-09-02T12:10:00Z",
        "turns": [
            ("I'm 66 and thinking of joining the curling club. What's the most I could be charged per year?",
             "As a senior member (65 and over), the Federation caps your annual fee at $180. Clubs can charge less, but not more.",
             "Senior category: at most $180 a year.",
             "COMPLIANT", "numeric", CLU + "Membership Categories and Fees",
             "Correct category and cap."),
            ("If I join and change my mind after three weeks, can I get my money back?",
             "Yes, there's a 30-day cooling-off period, so three weeks is within it and you'd get a full refund.",
             "No. New members can cancel for a full refund only within 14 days; after three weeks fees are not refunded.",
             "NON_COMPLIANT", "time_window", CLU + "Membership Categories and Fees",
             "The cooling-off window is 14 days; 21 days is outside it."),
            ("My granddaughter is 7. Could she come on the ice with me as my guest?",
             "She can come on the ice as your guest as long as she wears a helmet, which is required for everyone under 12.",
             "No. Nobody under 8 may go on the ice, guest or member.",
             "NON_COMPLIANT", "modality", CLU + "Ice Rules for Curling",
             "Turns 'no one under 8 may' into 'may, with a helmet'; the helmet rule does not create an exception."),
            ("How many times a year can I bring guests along?",
             "You can bring guests up to 6 times a year, and the same person can come as often as they like within that.",
             "Up to 6 guest visits a year, but the same person at most 3 times a year.",
             "NON_COMPLIANT", "partial", CLU + "Guests",
             "The 6-visit figure is right; the same-guest limit of 3 is contradicted."),
        ],
    },
    {
        "id": "AI-11", "assistant_id": "ledgebrook-assistant",
        "context": "Croquet player booking lawns on a Monday morning.",
        "started_at": "2025-06-16T07:30:00Z",
        "turns": [
            ("Can I book a croquet lawn for this afternoon?",
             "Sure, lawns are bookable today in 90-minute slots. Which time would you like?",
             "No. Today is Monday, and croquet lawns are closed every Monday for maintenance.",
             "NON_COMPLIANT", "time_window", CLU + "Lawn Rules for Croquet",
             "The session date (16 June 2025) is a Monday, when lawns are closed."),
            ("How far ahead can I book then?",
             "You can reserve a lawn up to two weeks in advance.",
             "Lawn booking opens 14 days ahead.",
             "COMPLIANT", "paraphrase", CLU + "Lawn Rules for Croquet",
             "'Two weeks' is the same as 14 days."),
            ("Do I have to wear whites for Thursday's club evening?",
             "No, whites are only needed at Federation tournaments. For normal club play, wear whatever you like; just "
             "make sure your shoes have flat soles.",
             "No, whites are required only at Federation tournaments; flat-soled shoes are required on the lawn.",
             "COMPLIANT", "modality", CLU + "Lawn Rules for Croquet",
             "Correctly treats whites as required only at tournaments and flat soles as required."),
            ("Yesterday the groundskeeper closed the lawn after the rain, but we had a booking. Couldn't we have played anyway, since we'd booked?",
             "Since you had a booking you could still have played, but it's best to check with the groundskeeper first.",
             "No. A lawn closed by the groundskeeper may not be played on, even with a booking.",
             "NON_COMPLIANT", "modality", CLU + "Lawn Rules for Croquet",
             "Flips 'may not be played on even if a booking exists' into a permission."),
            ("My grandson is 9. Can he knock a few balls around on the lawn while I'm in the clubhouse?",
             "Not on his own. Under-10s can only play on the lawn with an adult member there on the same lawn, so he'd "
             "need you or another adult member out there with him.",
             "No; children under 10 need an adult member present on the same lawn.",
             "COMPLIANT", "negation", CLU + "Lawn Rules for Croquet",
             "Correctly applies the under-10 supervision rule."),
        ],
    },
    {
        "id": "AI-12", "assistant_id": "ledgebrook-assistant",
        "context": "Curling team captain asking about withdrawing from a Federation bonspiel starting Saturday 18 October 2025, then about a complaint.",
        "started_at": "2025-10-06T15:00:00Z",
        "turns": [
            ("Our rink entered the Federation bonspiel that starts on Saturday 18 October. We need to withdraw. It's Monday 6 October today. Do we get our entry fee back?",
             "Yes. You're well over five working days ahead of the first day of play, so the full entry fee is refunded.",
             "Yes, withdrawing on 6 October is more than 5 working days before 18 October: full refund.",
             "COMPLIANT", "time_window", CLU + "Tournaments",
             "There are 9 working days between 6 and 18 October, more than 5."),
            ("Another team wants to pull out of the same bonspiel on Wednesday 15 October. Same deal for them?",
             "Withdrawing on the 15th is only three working days out, so they'd get half their fee back.",
             "No refund, unless the club fills their place from the waiting list, in which case half the fee is refunded.",
             "NON_COMPLIANT", "partial", CLU + "Tournaments",
             "Rightly treated as too late for a full refund, but the half refund is stated unconditionally; it applies only if the club fills the place from its waiting list."),
            ("Can a 16-year-old play on our team in the adult tournament?",
             "Under-18s may enter adult tournaments; written consent from a parent or guardian is recommended.",
             "Yes, but only with written consent from a parent or guardian.",
             "NON_COMPLIANT", "modality", CLU + "Tournaments",
             "Shares the rule's wording but turns required consent into a recommendation."),
            ("Another member was abusive to me at the bar on 20 September. Can I still make a complaint?",
             "Yes. You have up to 30 days to put a complaint in writing, so you're still in time.",
             "No. Complaints must be made in writing within 14 days; 20 September was 16 days ago.",
             "NON_COMPLIANT", "time_window", CLU + "Complaints and Discipline",
             "Confuses the committee's 30-day decision period with the 14-day complaint window."),
            ("Could you also help me write a cover letter for a job application?",
             "Sorry, that's outside what I can help with here. I'm set up for questions about Ledgebrook's fossil walks and club.",
             "Out of scope; a polite refusal is fine.",
             "IRRELEVANT", "refusal", None,
             "Refusal of a request no corpus document covers."),
        ],
    },
    {
        "id": "AI-13", "assistant_id": "ledgebrook-assistant",
        "context": "Casual chat with no questions about walks or clubs.",
        "started_at": "2025-07-19T20:00:00Z",
        "turns": [
            ("Hello! How's your day going?",
             "Hi there! All good here, thanks for asking. How can I help?",
             "A friendly greeting.",
             "IRRELEVANT", "smalltalk", None,
             "Greeting only."),
            ("What's the capital of Australia?",
             "Canberra.",
             "Canberra (general knowledge, outside the corpus).",
             "IRRELEVANT", "out_of_scope", None,
             "General knowledge question unrelated to the corpus."),
            ("Are you still there?",
             "",
             "Any short reply.",
             "IRRELEVANT", "empty_answer", None,
             "Empty answer."),
        ],
    },
    {
        "id": "AI-14", "assistant_id": "ledgebrook-assistant",
        "context": "Family asking for a full briefing on the cliff-base walk and about a large ammonite found on 1 August 2025.",
        "started_at": "2025-08-08T10:00:00Z",
        "turns": [
            ("I'm bringing my family on your cliff-base walk next month. Can you give me a complete briefing on the rules: who can come, what to bring, collecting, weather and refunds?",
             LONG_FOS,
             "As the long answer, but the collecting limit is 10 loose fossils per person per walk.",
             "NON_COMPLIANT", "long_answer", FOS + "Collecting Fossils",
             "An otherwise correct briefing with one wrong sentence: it allows 15 specimens per person instead of 10."),
            ("Thanks! We found a 35 cm ammonite on a beach walk last week, on 1 August. By when do we have to report it?",
             "Anything over 30 cm has to be reported to the Saltmarrow Heritage Museum within 14 days of the find, so by "
             "15 August. You keep it unless the museum offers to buy it within 60 days and you accept.",
             "By 15 August (14 days after 1 August).",
             "COMPLIANT", "time_window", FOS + "Collecting Fossils",
             "35 cm exceeds 30 cm; 14 days after 1 August is 15 August."),
            ("Could we sell it to another walker at the meeting point?",
             "No, finds from a guided walk can't be sold on the beach or at the meeting point.",
             "No, sale on the beach or at the meeting point is not allowed.",
             "COMPLIANT", "negation", FOS + "Collecting Fossils",
             "Correctly states the ban."),
            ("Nice one, thanks a lot!",
             "   ",
             "A friendly sign-off.",
             "IRRELEVANT", "empty_answer", None,
             "Whitespace-only answer to a thank-you."),
        ],
    },
]
