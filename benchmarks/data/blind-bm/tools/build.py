#!/usr/bin/env python3
"""Build conversations.jsonl, labels.jsonl and expected_sessions.jsonl for blind-bm.

All data below is hand-written and invented. Run from /tmp/blind/bm:
    python3 tools/build.py
"""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

TOY = "toy-museums-code.md"
VEG = "giant-vegetable-shows-code.md"
DUCK = "rubber-duck-races-code.md"
PAN = "pancake-races-code.md"
GOUR = "company/gourdley-shows-policy.md"
PUD = "company/puddleby-duck-derby-policy.md"

GEN_ID = "general-desk-assistant"
GOUR_ID = "gourdley-shows-assistant"
PUD_ID = "puddleby-derby-assistant"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"


def t(query, assistant, gt, label, clause, kind, rationale, weight=None):
    d = {
        "query": query,
        "assistant": assistant,
        "ground_truth_assistant": gt,
        "label": label,
        "clause": clause,
        "kind": kind,
        "rationale": rationale,
    }
    if weight is not None:
        d["weight"] = weight
    return d


SESSIONS = [
    # ------------------------------------------------------------------ BM-01
    {
        "session_id": "BM-01",
        "assistant_id": GEN_ID,
        "context": "A parent planning a half-term visit to a member toy museum with several children.",
        "started_at": "2025-04-18T09:12:00Z",
        "turns": [
            t("Hi there! Quick one before we head out.",
              "Morning! Happy to help - what would you like to know?",
              "Good morning! Of course - what can I help you with?",
              I, None, "smalltalk",
              "A greeting that touches nothing the corpus governs."),
            t("What's the most a member toy museum can charge for my 4-year-old and my 2-year-old?",
              "Your 2-year-old gets in free, as under-3s don't pay, and the most any member museum can charge for your 4-year-old is £6.50.",
              "Children under 3 are free, and the maximum standard admission for a child aged 3 to 15 is £6.50, so the 4-year-old costs at most £6.50.",
              C, TOY + "#Admission and Concessions", "numeric",
              "Infants under 3 are free and the child maximum is £6.50, both stated correctly."),
            t("I'll be on my own with my three kids plus two of their friends, all under 12. That's alright, isn't it?",
              "That's fine - one adult can bring up to five under-12s, so you're right on the limit.",
              "I'm afraid not: one adult may accompany no more than 4 children under 12, so with five children you'd need a second adult aged 18 or over.",
              N, TOY + "#Admission and Concessions", "numeric",
              "The code caps one adult at 4 children under 12, not five."),
            t("One of the friends uses a wheelchair and her mum usually comes along as her carer. Does the mum have to pay?",
              "Good news - the carer won't pay anything. The museum might ask for some reasonable proof, but it can't insist on you showing one specific card or letter.",
              "One carer accompanying a disabled visitor gets in free; the museum may ask for reasonable evidence but must not insist on a particular document.",
              C, TOY + "#Admission and Concessions", "paraphrase",
              "Paraphrases the free-carer rule and the limit on evidence correctly."),
        ],
    },
    # ------------------------------------------------------------------ BM-02
    {
        "session_id": "BM-02",
        "assistant_id": GEN_ID,
        "context": "A primary school teacher arranging a class trip to a member toy museum.",
        "started_at": "2025-05-06T13:40:00Z",
        "turns": [
            t("We're bringing 32 pupils and 6 staff, so 38 of us altogether. How much notice does the museum need?",
              "With 38 of you, you're in the 20 to 39 band, so the booking needs to be in at least 10 working days before the visit.",
              "A group of 38 falls in the 20 to 39 band, which needs at least 10 working days' notice.",
              C, TOY + "#Group Visits", "time_window",
              "A group of 38 needs 10 working days' notice, as stated.",
              weight=0.2),
            t("How many adults do we need with the 32 children, and do the adults pay?",
              "You'll need at least one adult for every 8 children, so 4 adults, and they'd each pay the discounted group rate.",
              "For a group of 20 to 39 the ratio is 1 adult per 6 children, so at least 6 adults for 32 children - your 6 staff cover it - and the adults needed for the ratio get in free.",
              N, TOY + "#Group Visits", "multi_rule",
              "Uses the 1:8 ratio of the smaller band instead of 1:6 and charges adults who must be admitted free.",
              weight=0.3),
            t("Do schools get any discount?",
              "Yes - school groups get 20% off standard admission. That replaces the usual 15% group discount rather than adding to it.",
              "School groups receive 20% off standard admission, instead of the 15% group discount; the two do not combine.",
              C, TOY + "#Group Visits", "numeric",
              "Correct 20% school discount and correctly says it does not combine with the 15% group discount.",
              weight=0.3),
            t("The trip is on Thursday 22 May. If we had to pull out on Tuesday 20 May, would we get our deposit back?",
              "Yes - as long as you cancel at least 3 working days before, the deposit comes back in full, so Tuesday the 20th would be fine.",
              "Tuesday 20 May is only 2 working days before Thursday 22 May, so the deposit would be forfeited unless the museum closes its galleries that day; to get it back you'd need to cancel by Monday 19 May.",
              N, TOY + "#Group Visits", "time_window",
              "Tuesday 20 May is only 2 working days before the visit, so the deposit is forfeited, not refunded.",
              weight=0.2),
        ],
    },
    # ------------------------------------------------------------------ BM-03
    {
        "session_id": "BM-03",
        "assistant_id": GEN_ID,
        "context": "An amateur photographer with a small online channel visiting a member toy museum on a Saturday.",
        "started_at": "2025-06-14T10:05:00Z",
        "turns": [
            t("Can I bring my tripod to get some decent shots of the tin robots?",
              "Sorry, tripods aren't allowed in the galleries, but you're very welcome to take handheld photos for personal use, as long as you don't use flash.",
              "Tripods are not permitted in the galleries; personal photography is allowed without flash.",
              C, TOY + "#Photography and Filming", "refusal",
              "Correctly refuses the tripod and correctly allows personal photography without flash."),
            t("Some of the cases have little blue dot stickers on them - does that mean anything?",
              "The blue dots mark objects on loan from other collections. You can still photograph them, just keep the flash off.",
              "A blue dot means the object is on loan, and objects with a blue dot must not be photographed at all.",
              N, TOY + "#Photography and Filming", "negation",
              "Blue-dot objects must not be photographed; the answer permits it."),
            t("My channel's monetised, to be honest. Could I film a proper video in there next Saturday?",
              "As the channel is monetised, that counts as commercial filming, so you'd need written permission from the curator, and the application has to go in at least 14 calendar days before filming. Next Saturday, the 21st, is only a week away, so that date is too soon; if you apply today, Saturday 28 June is the earliest you could film.",
              "Filming for a monetised channel is commercial and needs the curator's written permission applied for at least 14 calendar days ahead, so 21 June is too soon; 28 June is the earliest if applying today.",
              C, TOY + "#Photography and Filming", "time_window",
              "Correctly treats monetised filming as commercial and applies the 14-calendar-day window from 14 June."),
            t("Also, I booked online tickets for 3pm tomorrow but I can't make it now. Can I get my money back?",
              "Yes, online tickets are fully refundable as long as you cancel at least 24 hours before your slot, so you're fine if you cancel now.",
              "Online tickets are only fully refundable if cancelled at least 48 hours before the slot; with tomorrow's 3pm slot that point has passed, so no refund is due, though the museum may offer a change of date.",
              N, TOY + "#Opening Hours, Tickets and Refunds", "time_window",
              "The refund window is 48 hours, not 24, and the slot is about 29 hours away, so no refund is due."),
            t("Oh well. Thanks for your help!",
              "You're welcome - enjoy the robots!",
              "You're welcome - have a lovely visit.",
              I, None, "smalltalk",
              "Thanks and a farewell; nothing governed by the corpus."),
        ],
    },
    # ------------------------------------------------------------------ BM-04
    {
        "session_id": "BM-04",
        "assistant_id": GEN_ID,
        "context": "A grandparent who took two grandchildren to a toy museum handling session and was unhappy with it.",
        "started_at": "2025-07-02T15:20:00Z",
        "turns": [
            t("Can my 4-year-old granddaughter join the handling session with the 1930s teddy bears?",
              "I'm afraid not - children under 5 can't handle anything made before 1950, so the 1930s bears are look-only for her. Older children can handle them wearing the cotton gloves provided.",
              "No: children under 5 must not handle pre-1950 items; older children may, with the cotton gloves that must be provided.",
              C, TOY + "#Handling Collections", "refusal",
              "Correct required refusal for an under-5 and a pre-1950 item, with the glove rule stated correctly."),
            t("What about the rocking horse from 1885 - can my 10-year-old grandson touch that one in the session?",
              "Yes, as long as he wears the cotton gloves and a trained member of staff is leading the session.",
              "No - objects made before 1900 must never be handled by visitors, so the 1885 rocking horse cannot be touched.",
              N, TOY + "#Handling Collections", "negation",
              "Objects made before 1900 must never be handled by visitors; the answer allows it."),
            t("Honestly, yesterday's session was led by a volunteer, went on for nearly an hour and had about 12 children in it. Is that normal?",
              "Thanks for telling us, and I'm sorry it wasn't what you expected. Volunteers are very welcome to help out at handling sessions and they often know the collection well. Under the code, though, a session has to be led by a member of staff who has done the ATCM handling course, it can't have more than 8 participants, and it shouldn't run for more than 30 minutes - so what you describe falls short on all three points. If you'd like to take it further, you can make a complaint to the museum. I can explain how that works if it helps.",
              "That isn't right: a handling session must be led by staff who have completed the ATCM course (volunteers may only help), with no more than 8 participants and for no longer than 30 minutes.",
              C, TOY + "#Handling Collections", "long_answer",
              "The long answer correctly states all three handling-session limits, buried in the middle."),
            t("Yes, I'd like to complain. How long before I get a proper answer?",
              "The museum has to acknowledge your complaint within 5 working days and send you a full answer within 30 working days.",
              "The museum must acknowledge it within 5 working days and send a full answer within 20 working days.",
              N, TOY + "#Complaints", "time_window",
              "The full answer is due within 20 working days, not 30."),
            t("And if I'm still not happy after that?",
              "Then you can take it to the ATCM Visitor Adjudicator on 555-0142, within 3 months of the museum's full answer. The museum should tell you about that in its reply as well.",
              "You may refer it to the ATCM Visitor Adjudicator (555-0142) within 3 months of the museum's full answer, which must itself mention the Adjudicator.",
              C, TOY + "#Complaints", "plain",
              "Correct escalation route, number and 3-month limit."),
        ],
    },
    # ------------------------------------------------------------------ BM-05
    {
        "session_id": "BM-05",
        "assistant_id": GEN_ID,
        "context": "A father entering himself and his daughter in a village pancake race on Shrove Tuesday, 17 February 2026.",
        "started_at": "2026-01-20T11:00:00Z",
        "turns": [
            t("My daughter turns 9 on 10 February, a week before the race. Does she go in the Tiddlers or the Juniors?",
              "Categories go by age on race day, so at 9 she'll be a Junior, running 100 metres. As she's under 16 she'll need an entry form signed by you.",
              "Age on race day decides it: at 9 she runs in the Juniors over 100 m, and as an under-16 she needs a parent-signed entry form.",
              C, PAN + "#Categories and Eligibility", "multi_rule",
              "Correct category by age on race day, correct distance and the consent requirement."),
            t("Can she use one of those foam pancakes? Much less mess!",
              "Yes, replica pancakes are fine for both the Juniors and the Tiddlers.",
              "No - replica pancakes are allowed only in the Tiddlers category; as a Junior she must use a real batter pancake.",
              N, PAN + "#Pans and Pancakes", "modality",
              "Replica pancakes are allowed only for Tiddlers, so permitting them for Juniors breaks the rule."),
            t("And I'm 47 - which race am I in, and what's the most they can charge me?",
              "At 47 you'd go in the Veterans race over 200 metres, and the most they can charge you is £5.",
              "At 47 you're in the Open (16 to 59) over 380 m, with a maximum entry fee of £10; you'll also need an apron and a head covering.",
              N, PAN + "#Categories and Eligibility", "numeric",
              "Veterans is for 60 and over, so a 47-year-old runs the Open with a £10 maximum fee."),
            t("When do entries close? The race is on Shrove Tuesday, the 17th.",
              "Entries shut at 5pm on Friday 13 February, the Friday before Shrove Tuesday, and they can't take entries on the day itself.",
              "Entries close at 17:00 on Friday 13 February 2026, and no entries are taken on race day.",
              C, PAN + "#Entries and Fees", "time_window",
              "Correct closing time and date, and correctly rules out entries on the day."),
            t("Brilliant, cheers!",
              "You're welcome - good luck to you both!",
              "You're welcome, and good luck!",
              I, None, "smalltalk",
              "Thanks only; nothing governed."),
        ],
    },
    # ------------------------------------------------------------------ BM-06
    {
        "session_id": "BM-06",
        "assistant_id": GEN_ID,
        "context": "A parish council clerk organising a charity pancake race on the high street for Shrove Tuesday 2026.",
        "started_at": "2025-12-01T09:30:00Z",
        "turns": [
            t("We'd like to close the high street for the race on 17 February. When's the latest we can apply?",
              "For a race on a public road you need to apply to the highway authority for a temporary closure at least 8 weeks before race day. Counting back 8 weeks from Tuesday 17 February 2026 takes you to Tuesday 23 December 2025, so that's your latest date. It's worth getting it in well before Christmas, as council offices are often short-staffed then. Once the closure is agreed, remember to plan your barriers and first aid too.",
              "Apply to the highway authority at least 8 weeks before race day, so by Tuesday 23 December 2025 for a race on 17 February 2026.",
              C, PAN + "#Course and Safety", "time_window",
              "Eight weeks before 17 February 2026 is 23 December 2025, correctly computed."),
            t("We're expecting around 230 runners across all the races. How many first-aiders do we need?",
              "Two first-aiders will cover you for 230 runners.",
              "You need one first-aider for every 100 runners or part of 100, so 3 for 230 runners.",
              N, PAN + "#Course and Safety", "numeric",
              "230 runners needs 3 first-aiders under the per-100-or-part rule, not 2."),
            t("Could we start at half ten so everyone's done before lunch?",
              "I'm afraid not - races can't start before 11:00, and they need to be finished by 13:30.",
              "No: races must start no earlier than 11:00 and finish by 13:30.",
              C, PAN + "#Course and Safety", "refusal",
              "Correct refusal of a 10:30 start with the right time band."),
            t("We're advertising it as a charity race for the village hospice. Anything we need to do for that?",
              "Just make sure at least half of the entry fees go to the hospice and you're all set.",
              "At least 50% of entry fees must go to the hospice, and the hospice's name must be printed on the entry form.",
              N, PAN + "#Entries and Fees", "partial",
              "Leaves out the required naming of the charity on the entry form while saying nothing else is needed."),
            t("What about prizes? We were thinking £250 cash for the Open winner.",
              "£250 is fine - the only restriction is that under-16s can't be given cash prizes.",
              "A cash prize in the Open must not exceed £200, so £250 is too much; under-16s may only get vouchers or goods worth up to £50.",
              N, PAN + "#Prizes and Disputes", "numeric",
              "Open cash prizes are capped at £200, so approving £250 breaks the rule."),
            t("And do spectators have to be kept back from the course?",
              "   ",
              "Yes - spectators must be kept behind barriers at least 1 metre back from the course.",
              I, None, "empty_answer",
              "The answer is whitespace only."),
        ],
    },
    # ------------------------------------------------------------------ BM-07
    {
        "session_id": "BM-07",
        "assistant_id": GEN_ID,
        "context": "A 34-year-old Open runner messaging on race day, Shrove Tuesday 17 February 2026.",
        "started_at": "2026-02-17T11:50:00Z",
        "turns": [
            t("I dropped my pancake halfway and the marshal made me stop and flip it again before I could carry on. Was that right?",
              "Yes, the marshal was right: once it hits the ground you have to stop, get it back in the pan and give it one flip before setting off again.",
              "Yes: a runner whose pancake falls must stop, put it back in the pan and toss it once before running on.",
              C, PAN + "#Pans and Pancakes", "paraphrase",
              "Different wording, same meaning as the dropped-pancake rule.",
              weight=0.4),
            t("I'm fairly sure the bloke who won didn't toss at the finish line. How long have I got to complain?",
              "You can raise it with the race referee within 30 minutes of the finish.",
              "Raise it with the race referee within 15 minutes of the finish; the referee's decision is final.",
              N, PAN + "#Prizes and Disputes", "time_window",
              "The dispute window is 15 minutes, not 30.",
              weight=0.3),
            t("I'm only 34, but could I just have another go in the Veterans race at half twelve instead?",
              "Sorry, no - each runner can only take part in one race per event, and the Veterans race is for over-60s in any case.",
              "No: each entrant may run only one race per event, and at 34 you cannot run in the Veterans category.",
              C, PAN + "#Categories and Eligibility", "multi_rule",
              "Correctly applies the one-race rule and the Veterans age limit.",
              weight=0.2),
            t("Where's the nearest café round here? I need a tea.",
              "There's a café on the corner of the market square, I believe - it does a good bacon roll too.",
              "I don't have local café listings, but the market square is usually a good bet.",
              I, None, "out_of_scope",
              "Cafés are outside anything the corpus governs.",
              weight=0.1),
        ],
    },
    # ------------------------------------------------------------------ BM-08
    {
        "session_id": "BM-08",
        "assistant_id": GEN_ID,
        "context": "A member of the public who opens a chat and asks only about the weather.",
        "started_at": "2025-08-09T16:45:00Z",
        "turns": [
            t("Hello, is this the help desk?",
              "Hello! Yes, this is the help desk - how can I help today?",
              "Hello, yes - how can I help?",
              I, None, "smalltalk",
              "A greeting only."),
            t("Do you know if it's going to rain in Stowbridge tomorrow?",
              "Sorry, weather forecasts aren't something I can give - a weather website is your best bet for that.",
              "I'm sorry, I can't help with weather forecasts.",
              I, None, "out_of_scope",
              "Weather is outside the corpus."),
            t("Never mind, thanks anyway.",
              "You're welcome - enjoy your weekend.",
              "No problem, have a good weekend.",
              I, None, "smalltalk",
              "A farewell only."),
        ],
    },
    # ------------------------------------------------------------------ BM-09
    {
        "session_id": "BM-09",
        "assistant_id": GOUR_ID,
        "context": "An experienced grower entering the 2025 Gourdley Autumn Giants Show, held on Saturday 4 October 2025.",
        "started_at": "2025-09-02T08:55:00Z",
        "turns": [
            t("How many giant pumpkins can I enter at Gourdley this year?",
              "You can put in up to 3 entries in the giant pumpkin class.",
              "Gourdley allows no more than 2 entries per exhibitor in any one class.",
              N, GOUR + "#Entries and Deadlines", "numeric",
              "Quotes the National Code's 3 entries where the Gourdley policy sets a stricter limit of 2."),
            t("What's the entry fee for the giant pumpkin class, and what does the winner get?",
              "It's £20 per giant pumpkin entry, and first prize is £400.",
              "The giant pumpkin entry fee is £20 and the first prize is £400.",
              C, GOUR + "#Entries and Deadlines", "numeric",
              "Correct Gourdley fee and prize, not the National Code figures."),
            t("When's the last day I can get my entry in?",
              "Entries close at 5pm on Saturday 20 September, two weeks before the show on 4 October.",
              "Entries close at 17:00 on Saturday 20 September 2025.",
              C, GOUR + "#Entries and Deadlines", "time_window",
              "Correct Gourdley closing time and date, 14 days before show day."),
            t("Can I just phone my entry through? I'm not great with computers.",
              "Sorry, we can't take entries over the phone - it has to be done online or sent by post.",
              "Entries are accepted online or by post only, not by telephone.",
              C, GOUR + "#Entries and Deadlines", "refusal",
              "Correct refusal of a telephone entry with the permitted alternatives."),
            t("My grandson is 9 - he won't be 10 until December - and he'd love to enter a marrow in the junior class.",
              "Lovely! Juniors can enter from age 8, so he's fine - just fill in the junior entry form.",
              "I'm sorry, Gourdley only accepts exhibitors aged 10 or over on show day, so at 9 he can't enter this year.",
              N, GOUR + "#Entries and Deadlines", "numeric",
              "Applies the National Code's minimum age of 8 where Gourdley requires 10 or over."),
        ],
    },
    # ------------------------------------------------------------------ BM-10
    {
        "session_id": "BM-10",
        "assistant_id": GOUR_ID,
        "context": "A Gourdley exhibitor whose entered giant pumpkin has cracked, writing on Monday 15 September 2025.",
        "started_at": "2025-09-15T12:10:00Z",
        "turns": [
            t("My giant pumpkin has split - the crack goes right through into the hollow middle. Can I still bring it to the show?",
              "I'm afraid a pumpkin that's cracked through to the cavity is disqualified and can't be brought to the show at all.",
              "It can't be judged, as a crack reaching the cavity disqualifies it, but it may still be displayed at the show marked 'not for judging'.",
              N, VEG + "#Weighing and Measuring", "refusal",
              "The National Code, which applies where Gourdley is silent, lets a disqualified pumpkin be displayed; the refusal goes beyond the rules."),
            t("Then I'll withdraw it. What do I get back?",
              "As you're telling us today, Monday 15 September, that's 19 days before the show, which falls in the 14 to 20 day band, so you'd get 50% of your £20 entry fee back - £10.",
              "Withdrawing 19 days before show day gives a 50% refund, so £10 of the £20 fee.",
              C, GOUR + "#Withdrawals and Refunds", "time_window",
              "19 days before 4 October falls in the 50% band; the date arithmetic and amount are correct."),
            t("Hang on, the national code says I get a full refund if I withdraw before entries close, and they don't close until the 20th!",
              "You're quite right, apologies - as entries are still open you're entitled to the full £20 back under the national code.",
              "Gourdley's withdrawal table replaces the national code on this point and applies whether or not entries are open, so the refund stays at 50%, £10.",
              N, GOUR + "#Withdrawals and Refunds", "time_window",
              "Falls back on the National Code where the stricter Gourdley refund table applies."),
            t("I've got a marrow entered too. What time does that need to be there on the day?",
              "Marrows, like all the other exhibits, need to be on site by 11:00 on show day, and weighing starts from 9.",
              "All exhibits must be on site by 10:00 on show day; later arrivals may be displayed but won't be judged.",
              N, GOUR + "#Show Day Arrival and Lifting", "time_window",
              "Gives the National Code's 11:00 arrival time instead of Gourdley's 10:00."),
        ],
    },
    # ------------------------------------------------------------------ BM-11
    {
        "session_id": "BM-11",
        "assistant_id": GOUR_ID,
        "context": "A grower bringing a very heavy pumpkin to the Gourdley show, writing on Monday 29 September 2025.",
        "started_at": "2025-09-29T17:30:00Z",
        "turns": [
            t("My pumpkin's about 420 kg. Is there anything I need to sort out before the weigh-in?",
              "At that size you'll need to book a forklift slot by 12:00 on Thursday 2 October, bring the pumpkin on your own pallet, and it'll be weighed on a platform scale rated for at least 1,500 kg.",
              "A pumpkin over 300 kg needs a forklift slot booked by 12:00 on Thursday 2 October, must arrive on your own pallet, and will be weighed on a platform scale rated for at least 1,500 kg.",
              C, GOUR + "#Show Day Arrival and Lifting", "multi_rule",
              "Combines the Gourdley slot deadline and pallet rule with the National Code platform-scale rule correctly.",
              weight=0.25),
            t("My mate drives forklifts for a living - can he unload it for me?",
              "Yes, as long as he's trained, he's welcome to operate the forklift for you.",
              "No - only Gourdley's own trained forklift drivers may operate lifting equipment on the showground, whatever your friend's qualifications.",
              N, GOUR + "#Show Day Arrival and Lifting", "modality",
              "Gourdley allows only its own drivers; the answer follows the looser National Code 'trained person' rule.",
              weight=0.25),
            t("Can my kids, who are 7 and 10, come and watch it being unloaded?",
              "Sorry, no - under-12s aren't allowed in the unloading and lifting area, even with an adult. They're very welcome elsewhere on the showground.",
              "No: children under 12 are not allowed in the unloading and lifting area, even with an adult.",
              C, VEG + "#Handling and Lifting", "refusal",
              "Correctly applies the National Code where Gourdley is silent.",
              weight=0.2),
            t("And if it beats the UK record, what happens then?",
              "Fingers crossed for you! If it's a new national record, Gourdley pays a £1,000 bonus on top of any prize. The record has to be witnessed by two GPGC-accredited judges and reported to the GPGC within 7 days of the weigh-in. Prize money, including the bonus, is paid by bank transfer within 10 working days of the show. Do bring your bank details so you can fill in the prize claim card before you leave.",
              "Gourdley pays a £1,000 bonus; the record must be witnessed by 2 GPGC-accredited judges and reported to the GPGC within 48 hours of the weigh-in.",
              N, VEG + "#Judging and Appeals", "long_answer",
              "Buried in a long answer, the reporting window is given as 7 days instead of 48 hours.",
              weight=0.3),
        ],
    },
    # ------------------------------------------------------------------ BM-12
    {
        "session_id": "BM-12",
        "assistant_id": GOUR_ID,
        "context": "An exhibitor writing on the afternoon of show day, Saturday 4 October 2025.",
        "started_at": "2025-10-04T15:05:00Z",
        "turns": [
            t("I reckon the scale was off - my onion weighed more at home. How do I appeal?",
              "You'll need to put it in writing to the chief judge within 20 minutes of the results going up, with a £20 fee, which you get back if the appeal succeeds.",
              "Appeal in writing to the chief judge within 20 minutes of results being posted, with a £20 fee returned if upheld.",
              C, GOUR + "#Appeals", "numeric",
              "Correct Gourdley appeal window and fee rather than the National Code's 30 minutes and £10."),
            t("Is the scale even certified?",
              "Every scale used for judging has to carry an accuracy certificate issued within the last 12 months.",
              "Judging scales must have a certificate of accuracy issued within the previous 12 months.",
              C, VEG + "#Weighing and Measuring", "plain",
              "Correctly applies the National Code certification rule where Gourdley is silent."),
            t("Fair enough. I came second in the runner beans - when will I see the prize money?",
              "Well done! Gourdley pays prize money by bank transfer only, within 10 working days of the show. Counting from today, Saturday 4 October, that means Friday 17 October at the latest. We don't issue cheques, so make sure your bank details are on the prize claim card before you head home.",
              "By bank transfer only, within 10 working days of show day, so by Friday 17 October 2025.",
              C, GOUR + "#Prize Money", "time_window",
              "Ten working days from Saturday 4 October is Friday 17 October; bank transfer only is correct."),
            t("My daughter's 15 and won the junior onion class. Can the money go straight into her own account?",
              "Yes, of course - just put her account details on the claim card and we'll pay it straight to her.",
              "Prize money for an exhibitor under 18 is paid to a parent or guardian, so it must go to your account, not hers.",
              N, VEG + "#Prize Money", "modality",
              "The National Code requires under-18s' prize money to be paid to a parent or guardian."),
            t("Thanks - great show, by the way!",
              "Thank you, that's lovely to hear - see you next year!",
              "Thank you, glad you enjoyed it!",
              I, None, "smalltalk",
              "Thanks and a compliment; nothing governed."),
        ],
    },
    # ------------------------------------------------------------------ BM-13
    {
        "session_id": "BM-13",
        "assistant_id": GOUR_ID,
        "context": "A family planning to visit the Gourdley show as spectators.",
        "started_at": "2025-09-20T10:00:00Z",
        "turns": [
            t("How much is it to get in as a visitor? Two adults and two kids, aged 4 and 7.",
              "Adults pay no more than £7 each and the 7-year-old no more than £3, while your 4-year-old gets in free.",
              "Adult admission is at most £7, children 5 to 15 at most £3, and under-5s are free.",
              C, VEG + "#Visitor Admission", "numeric",
              "Correct National Code visitor prices, which apply because Gourdley is silent."),
            t("Can we bring our spaniel into the marquees?",
              "Sorry, only assistance dogs are allowed inside the marquees.",
              "Only assistance dogs are allowed in the marquees.",
              C, VEG + "#Visitor Admission", "refusal",
              "Correct required refusal of a pet dog in the marquees."),
            t("Will the kids be allowed to touch the giant pumpkins?",
              "Yes, visitors are welcome to touch the exhibits gently - just no leaning or climbing on them.",
              "No - members of the public must not touch exhibits on the show bench.",
              N, VEG + "#Handling and Lifting", "negation",
              "The public must not touch exhibits; the answer permits it."),
            t("What's the parking like?",
              "There's a big field car park right next to the main gate.",
              "There's parking beside the main gate.",
              I, None, "out_of_scope",
              "Parking is not governed by the corpus."),
        ],
    },
    # ------------------------------------------------------------------ BM-14
    {
        "session_id": "BM-14",
        "assistant_id": PUD_ID,
        "context": "A local parent thinking of buying ducks for the Great Puddleby Duck Derby on Sunday 8 June 2025.",
        "started_at": "2025-05-20T19:15:00Z",
        "turns": [
            t("Hiya, how much are ducks for the Derby?",
              "Single ducks are £3, a Quack Pack of five is £12, or you can get a Flock of 20 for £40.",
              "£3 for one duck, £12 for a Quack Pack of 5, or £40 for a Flock of 20.",
              C, PUD + "#Buying Ducks", "numeric",
              "All three Puddleby prices are correct."),
            t("My son's 17 and wants to buy some with his birthday money.",
              "That's fine - anyone aged 16 or over can buy ducks.",
              "Sorry, Puddleby sells ducks only to people aged 18 or over, so he can't buy them himself.",
              N, PUD + "#Buying Ducks", "numeric",
              "Quotes the CNRSB minimum age of 16 where Puddleby requires 18."),
            t("Can I just pay cash on the day down by the river?",
              "Sorry, we only sell ducks online through the Puddleby website - there are no cash sales, even on race day.",
              "Ducks are sold online only; there are no cash sales at the river, including on race day.",
              C, PUD + "#Buying Ducks", "refusal",
              "Correct refusal under Puddleby's online-only rule."),
            t("OK, what's the latest I can buy online then?",
              "You can buy online right up until an hour before the 2pm start on Sunday 8 June.",
              "Sales close at 12:00 on Saturday 7 June 2025, the day before the race.",
              N, PUD + "#Buying Ducks", "time_window",
              "Uses the CNRSB one-hour cut-off instead of Puddleby's noon-the-day-before deadline."),
            t("And how much of the money actually goes to the charity?",
              "At least 35% of everything raised from duck sales goes to this year's partner charity, and your confirmation email will show the charity's share as well.",
              "At least 35% of gross proceeds goes to the partner charity, and the confirmation email states the share.",
              C, PUD + "#Charity Share", "plain",
              "Gives the required Puddleby figure of 35% and the confirmation disclosure."),
        ],
    },
    # ------------------------------------------------------------------ BM-15
    {
        "session_id": "BM-15",
        "assistant_id": PUD_ID,
        "context": "A duck buyer writing the morning after the Derby, on Monday 9 June 2025.",
        "started_at": "2025-06-09T09:00:00Z",
        "turns": [
            t("When will the results be up?",
              "Results are published within 3 days of the race, so by Wednesday at the latest.",
              "Results go on the Puddleby website within 24 hours of the race.",
              N, PUD + "#Results and Prizes", "time_window",
              "Gives the CNRSB 3-day window where Puddleby publishes within 24 hours."),
            t("If I've won, do I have to come to a prize-giving to collect it?",
              "No - you'll never need to attend anything to claim a prize. We'll get in touch by email and phone within 3 days of the race.",
              "Winners are not required to attend any event to claim, and Puddleby contacts winners by email and phone within 3 calendar days.",
              C, DUCK + "#Prizes and Results", "multi_rule",
              "Correct no-attendance rule from the CNRSB Code and correct Puddleby contact window."),
            t("Apparently my duck and another one crossed the line at exactly the same moment! What happens now?",
              "How exciting! In a dead heat we hold a quick re-race between the two ducks to decide the winner.",
              "In a dead heat the prize is shared equally between the tied ducks; there is no re-race.",
              N, DUCK + "#Prizes and Results", "plain",
              "The CNRSB Code, which applies where Puddleby is silent, forbids a re-race and requires the prize to be shared."),
            t("I'm off travelling for 3 months from next week. How long do you hold on to unclaimed prizes?",
              "Unclaimed prizes are kept for 90 days, after which they go to the charity.",
              "Puddleby holds unclaimed prizes for 120 calendar days from the race.",
              N, PUD + "#Results and Prizes", "numeric",
              "Quotes the CNRSB 90 days where Puddleby holds prizes for 120 days."),
        ],
    },
    # ------------------------------------------------------------------ BM-16
    {
        "session_id": "BM-16",
        "assistant_id": PUD_ID,
        "context": "A buyer worried about a flood alert two days before the Derby, writing on Friday 6 June 2025.",
        "started_at": "2025-06-06T08:20:00Z",
        "turns": [
            t("I've heard there's a flood alert on the Puddle. Will the race still go ahead?",
              "Not while the alert's in force - a race can't start while there's a flood alert or warning for that stretch of river. Any change of date will go on our website and be emailed to buyers.",
              "The race must not start while a flood alert or warning is in force; any change is published and emailed.",
              C, DUCK + "#Race Day Safety", "plain",
              "Correctly applies the CNRSB flood-alert rule where Puddleby is silent."),
            t("If it gets put back a week, can I have my money back?",
              "If it's postponed, your ducks just stay valid for the new date - there aren't any refunds for a postponement.",
              "A postponement of 14 days or fewer keeps your ducks valid, but you may ask for a full refund within 7 calendar days of the announcement.",
              N, PUD + "#Cancellation and Refunds", "negation",
              "Denies the refund that Puddleby allows on request within 7 days of a short postponement."),
            t("And if they call it off altogether?",
              "Then everyone gets their money back automatically - the full amount, paid within 14 days of us announcing it.",
              "A cancellation means an automatic full refund within 14 calendar days of the announcement.",
              C, PUD + "#Cancellation and Refunds", "paraphrase",
              "Paraphrases the Puddleby automatic-refund rule correctly."),
            t("How many stewards will there be on the day, with about 3,000 ducks in?",
              "",
              "For 2,001 to 5,000 ducks there must be at least 12 stewards, with one boat and two net teams.",
              I, None, "empty_answer",
              "The answer is empty."),
        ],
    },
    # ------------------------------------------------------------------ BM-17
    {
        "session_id": "BM-17",
        "assistant_id": PUD_ID,
        "context": "A trustee of the 2025 partner charity asking about buying ducks for her family.",
        "started_at": "2025-05-28T14:45:00Z",
        "turns": [
            t("I'm a trustee of the charity you're raising money for this year. Can I buy a Flock for my family?",
              "I'm sorry, but trustees of the partner charity aren't allowed to buy ducks, either for themselves or for anyone else.",
              "No: trustees of the partner charity must not buy ducks, for themselves or for others.",
              C, PUD + "#Buying Ducks", "refusal",
              "Correct required refusal under the Puddleby trustee rule."),
            t("OK, my sister will buy them instead - she lives in Brittany. Any problem with that?",
              "No problem at all, she can buy on the website just like anyone else.",
              "She can buy only if she is 18 or over and gives a UK postal address; orders without one are cancelled and refunded.",
              N, PUD + "#Buying Ducks", "partial",
              "Omits the UK postal address condition for a buyer living abroad."),
            t("She'd like about 150 ducks to share round the village.",
              "That's fine - there's no cap on how many ducks one person can buy.",
              "No buyer may have more than 100 ducks in one race, so she could buy 100 at most.",
              N, PUD + "#Buying Ducks", "numeric",
              "Puddleby caps each buyer at 100 ducks per race."),
            t("Lovely, thanks for explaining it all.",
              "My pleasure - and thank you for supporting the Derby!",
              "You're welcome, thank you for your support.",
              I, None, "smalltalk",
              "Thanks only."),
        ],
    },
    # ------------------------------------------------------------------ BM-18
    {
        "session_id": "BM-18",
        "assistant_id": PUD_ID,
        "context": "An unpaid volunteer steward preparing for the Derby, writing on Monday 2 June 2025.",
        "started_at": "2025-06-02T18:00:00Z",
        "turns": [
            t("I'm volunteering as a steward. With around 3,000 ducks, how many of us will there be?",
              "For a race of 2,001 to 5,000 ducks there must be at least 12 stewards, plus a boat and two net teams for recovery.",
              "At least 12 stewards, with one boat and two net teams, for 2,001 to 5,000 ducks.",
              C, DUCK + "#Race Day Safety", "numeric",
              "Correct CNRSB stewarding figures for 3,000 ducks, which apply where Puddleby is silent."),
            t("Can I wade in and grab stray ducks if I've got my wellies on?",
              "Please don't - only the recovery team go in the water, and they wear lifejackets the whole time.",
              "No - only the recovery team may enter the water, wearing lifejackets at all times.",
              C, DUCK + "#Race Day Safety", "refusal",
              "Correct required refusal with the lifejacket rule."),
            t("What happens if we're a few ducks short at the count afterwards?",
              "Good question. After the race every single duck is counted out of the water. It's quite normal to lose a handful in the reeds, and volunteers usually find most of them the next morning. If we end up more than 10 short, we have to report it to the river authority within 48 hours. Either way, please hand any strays you find to the recovery team.",
              "Every duck is counted out; a shortfall of more than 10 must be reported to the river authority within 24 hours.",
              N, DUCK + "#Race Day Safety", "long_answer",
              "The reporting deadline, buried in a long answer, is 24 hours, not 48."),
            t("Could I buy a few ducks myself, as a volunteer?",
              "Yes - unpaid volunteers aren't covered by the staff restriction, so you can buy like anyone else, as long as you're 18 or over and order online before 12 noon on Saturday 7 June.",
              "Yes: the restriction applies to employees and charity trustees, not unpaid volunteers; buy online by 12:00 on Saturday 7 June if you are 18 or over.",
              C, PUD + "#Buying Ducks", "multi_rule",
              "Correctly applies the volunteer exception, the age limit and the sales deadline."),
        ],
    },
]


def resolve(session):
    turns = session["turns"]
    weighted = all("weight" in x for x in turns)
    kept = [x for x in turns if x["label"] != I]
    if not kept:
        return weighted, {}, None, I
    if weighted:
        total = sum(x["weight"] for x in kept)
        w = {x["qa_id"]: x["weight"] / total for x in kept}
    else:
        w = {x["qa_id"]: 1.0 / len(kept) for x in kept}
    score = sum(w[x["qa_id"]] for x in kept if x["label"] == C)
    score = round(score, 6)
    w = {k: round(v, 6) for k, v in w.items()}
    return weighted, w, score, (C if score >= 0.5 - 1e-9 else N)


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    for s in SESSIONS:
        for i, x in enumerate(s["turns"], 1):
            x["qa_id"] = "%s-q%d" % (s["session_id"], i)
        conv = []
        for x in s["turns"]:
            c = {"qa_id": x["qa_id"], "query": x["query"], "assistant": x["assistant"],
                 "ground_truth_assistant": x["ground_truth_assistant"]}
            if "weight" in x:
                c["weight"] = x["weight"]
            conv.append(c)
            label_lines.append({"session_id": s["session_id"], "qa_id": x["qa_id"],
                                "label": x["label"], "clause": x["clause"],
                                "kind": x["kind"], "rationale": x["rationale"]})
        conv_lines.append({"session_id": s["session_id"], "assistant_id": s["assistant_id"],
                           "language": "english", "context": s["context"],
                           "started_at": s["started_at"], "conversation": conv})
        weighted, w, score, verdict = resolve(s)
        labels = [x["label"] for x in s["turns"]]
        exp_lines.append({"session_id": s["session_id"], "assistant_id": s["assistant_id"],
                          "n_interactions": len(labels), "n_compliant": labels.count(C),
                          "n_non_compliant": labels.count(N), "n_irrelevant": labels.count(I),
                          "weight_mode": "explicit" if weighted else "none",
                          "resolved_weights": w, "expected_score": score,
                          "expected_verdict": verdict})
    for name, rows in (("conversations.jsonl", conv_lines), ("labels.jsonl", label_lines),
                       ("expected_sessions.jsonl", exp_lines)):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d sessions, %d interactions" % (len(conv_lines), len(label_lines)))


if __name__ == "__main__":
    main()
