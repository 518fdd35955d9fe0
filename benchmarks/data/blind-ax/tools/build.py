#!/usr/bin/env python3
"""Generate conversations.jsonl, labels.jsonl and expected_sessions.jsonl for blind-ax.

All session data is hand-written below. Label codes: C = COMPLIANT,
N = NON_COMPLIANT, I = IRRELEVANT. Run from anywhere:
    python3 tools/build.py            # writes the three JSONL files
    python3 tools/build.py --tables   # also prints summary tables for the README
"""
import json
import os
import sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

REB = "rebound-league-assistant"      # Rebound policy + ADF code
GRL = "grainline-lab-assistant"       # Grainline policy + AILA code
DESK = "wrenshire-community-desk"     # geocaching + pipe tuition general codes only

R = "company/rebound_dodgeball_policy.md"
G = "company/grainline_lab_policy.md"
DB = "dodgeball_code.md"
FL = "film_lab_code.md"
GC = "geocaching_code.md"
PT = "pipe_tuition_code.md"

LABELS = {"C": "COMPLIANT", "N": "NON_COMPLIANT", "I": "IRRELEVANT"}


def t(q, a, gt, label, clause, kind, why):
    return {"q": q, "a": a, "gt": gt, "label": label, "clause": clause, "kind": kind, "why": why}


SESSIONS = [
    # ------------------------------------------------------------------ AX-01
    {"session_id": "AX-01", "assistant_id": REB,
     "context": "A team captain putting together an adult team for Rebound's autumn league.",
     "started_at": "2025-08-18T18:30:00Z", "weights": None, "verdict": "COMPLIANT",
     "turns": [
        t("Hi! How much is it to enter an adult team in the autumn season?",
          "An adult team costs £360 for the 10-week season. It's paid in full when you register, as we don't take instalments.",
          "Entry for an adult team is £360 for the 10-week season, paid in full at registration; Rebound doesn't accept instalments.",
          "C", R + "#Fees", "numeric",
          "The £360 adult team fee and payment in full at registration match Rebound's fee table and payment rule."),
        t("Our first match day would be Tuesday 16 September. If we register now and it falls through, until when can we pull out and still get all our money back?",
          "You'd get a full refund as long as you withdraw at least 14 calendar days before your first match day, which means by Tuesday 2 September. After that date no refund is due.",
          "A full refund needs withdrawal at least 14 calendar days before the first match day, so by Tuesday 2 September; after that there is no refund.",
          "C", R + "#Refunds and Withdrawals", "time_window",
          "Fourteen calendar days before Tuesday 16 September is Tuesday 2 September, and Rebound gives no refund after that point."),
        t("And if we pull out a bit later, say within a week of the schedule being published, do we get half back?",
          "Yes, if you withdraw within 7 calendar days of the schedule being published you'd get 50% of the fee back, paid within 14 days.",
          "No. Rebound has no 50% refund: after the 14-day cut-off (Tuesday 2 September) there is no refund at all, whether or not the schedule has been published.",
          "N", R + "#Refunds and Withdrawals", "multi_rule",
          "The answer applies the ADF 50% refund and 14-day payment rule, but Rebound's policy gives no refund after its 14-day cut-off and pays refunds within 10 working days."),
        t("We've got 13 people keen to play. Can they all go on the roster?",
          "Yes, a roster can hold up to 14 players, so all 13 can be registered.",
          "Not all of them: Rebound rosters hold at most 12 players (and at least 8), so one person would have to stay off the roster.",
          "N", R + "#Registration and Rosters", "numeric",
          "Rebound caps rosters at 12 players; the 14-player maximum is the ADF figure that Rebound's policy overrides."),
        t("Brilliant, thanks for your help!",
          "You're welcome, and good luck with the season!",
          "You're welcome; good luck this season!",
          "I", None, "smalltalk",
          "A thank-you and a courtesy reply engage no rule."),
     ]},
    # ------------------------------------------------------------------ AX-02
    {"session_id": "AX-02", "assistant_id": GRL,
     "context": "A hobby photographer dropping off colour negative film at the Grainline counter on a Monday morning.",
     "started_at": "2025-03-03T09:40:00Z", "weights": None, "verdict": "COMPLIANT",
     "turns": [
        t("Morning! I'm dropping off two rolls of 35mm C-41 today, Monday 3 March. When will they be ready?",
          "Standard C-41 takes 3 working days, counted from the day after drop-off, so both rolls will be ready by Thursday 6 March.",
          "C-41 takes 3 working days from the first working day after drop-off (Tuesday 4 March), so they'll be ready by Thursday 6 March.",
          "C", G + "#Processing Turnaround and Prices", "time_window",
          "Three working days counted from Tuesday 4 March ends on Thursday 6 March, matching Grainline's C-41 turnaround."),
        t("It's 9:40 now. Could one of them be done express today instead?",
          "Yes, you're in before our 10:00 express cut-off, so we can develop one roll the same day for a £3.50 surcharge.",
          "Yes: handed in before 10:00, a C-41 roll can be developed the same day for a £3.50 surcharge.",
          "C", G + "#Processing Turnaround and Prices", "time_window",
          "Handed in at 09:40, before Grainline's 10:00 cut-off, the roll qualifies for same-day express at £3.50."),
        t("The other roll is a 160-speed film I shot at 400 by mistake. Can you push it 2 stops to be on the safe side?",
          "No problem, we can push it 2 stops. The push surcharge is £3 per stop, so that's an extra £6 on that roll.",
          "We can push C-41, but by 1 stop at most, for £3 on that roll; Grainline doesn't offer a 2-stop push.",
          "N", G + "#Processing Turnaround and Prices", "numeric",
          "Grainline limits pushing to 1 stop at £3 per roll; the 2-stop, £3-per-stop terms are the general AILA allowance."),
        t("OK, and what does develop plus scan normally cost for a C-41 roll?",
          "Develop plus a standard scan for a C-41 roll is £14.",
          "Develop and standard scan for C-41 is £14 per roll.",
          "C", G + "#Processing Turnaround and Prices", "plain",
          "£14 is Grainline's develop-and-standard-scan price for C-41."),
     ]},
    # ------------------------------------------------------------------ AX-03
    {"session_id": "AX-03", "assistant_id": DESK,
     "context": "A parent asking the community desk about bagpipe lessons for a 9-year-old daughter.",
     "started_at": "2025-02-10T16:05:00Z", "weights": None, "verdict": "COMPLIANT",
     "turns": [
        t("My daughter is 9 and desperate to learn the bagpipes. Is she old enough to start?",
          "Yes. Pupils can start on the practice chanter from age 8, so at 9 she can begin lessons now.",
          "Yes, practice chanter tuition starts from age 8, so she can start now.",
          "C", PT + "#Starting Ages and Progression", "plain",
          "The Guild sets 8 as the minimum age for the practice chanter, so a 9-year-old may start."),
        t("When could she move on to the real pipes?",
          "Not before she turns 12, and normally only after at least 12 months on the practice chanter. Passing the Guild Chanter Grade 2 exam can shorten that 12 months, but it doesn't lower the minimum age.",
          "From age 12 at the earliest, after at least 12 months of chanter tuition unless she has passed Chanter Grade 2; the age limit of 12 applies either way.",
          "C", PT + "#Starting Ages and Progression", "multi_rule",
          "The answer correctly combines the minimum age of 12, the 12-month chanter requirement and the Grade 2 exception that does not lower the age."),
        t("Her tutor teaches from home. Do I need to stay for the lessons?",
          "Yes, because she's under 16 a parent or guardian has to be somewhere in the house while the lesson is on, though you don't have to sit in the room with them.",
          "Yes: for pupils under 16 at a tutor's home, a parent or guardian must be in the building, but need not sit in the lesson room.",
          "C", PT + "#Safeguarding", "paraphrase",
          "'Somewhere in the house' restates the rule that a parent must be in the building, and the code says they need not be in the lesson room."),
        t("What's the most a tutor can charge for a half-hour lesson?",
          "The Guild caps a 30-minute in-person individual lesson at £40.",
          "The maximum for a 30-minute individual lesson in person is £22 (£18 online); £40 is the cap for a 60-minute lesson.",
          "N", PT + "#Lesson Fees", "numeric",
          "The cap for a 30-minute in-person lesson is £22; £40 is the 60-minute cap."),
        t("Would a group class be cheaper for her?",
          "Yes, group chanter classes cost at most £10 per pupil for an hour, and a class can have up to 8 pupils.",
          "Yes, group chanter classes cost at most £10 per pupil for 60 minutes; because your daughter is under 12, her class can have no more than 6 pupils.",
          "N", PT + "#Lesson Fees", "partial",
          "The £10 cap is right, but with a pupil under 12 in the class the maximum size is 6, not 8."),
     ]},
    # ------------------------------------------------------------------ AX-04 (weighted)
    {"session_id": "AX-04", "assistant_id": REB,
     "context": "A volunteer coach of a Rebound youth team asking about supervision and eligibility.",
     "started_at": "2025-09-20T10:15:00Z", "weights": [0.1, 0.3, 0.35, 0.25], "verdict": "COMPLIANT",
     "turns": [
        t("I coach a Rebound youth team with 12 players. How many adults do we need when we travel to matches at The Foundry Arena?",
          "Travelling youth teams need one adult for every 10 players, so with 12 players you'll need 2 adults.",
          "Rebound requires one adult (18 or over) for every 6 players, including travel between venues, so for 12 players you need 2 adults.",
          "N", R + "#Youth and Under-18 Players", "numeric",
          "Although the total of 2 adults is right, the answer states the ADF ratio of one adult per 10 players instead of Rebound's one per 6."),
        t("One of my players, Aisha, was 13 on 1 September. Her parents are happy to sign for her to play up in our under-18 team as well. Is that allowed?",
          "Yes, with written consent from a parent or guardian a player can play one division up, so Aisha can join the under-18 team.",
          "Not this season: Rebound only lets a youth player join an under-18 team if they were 14 or over on 1 September, even with parental consent, and Aisha was 13.",
          "N", R + "#Youth and Under-18 Players", "multi_rule",
          "The ADF play-up rule is overridden by Rebound's minimum age of 14 on 1 September, which Aisha does not meet."),
        t("Could our match next Saturday start at 14:30? A few of the kids have morning clubs.",
          "Sorry, that won't work. Youth and under-18 matches at Rebound are played on Saturdays between 09:00 and 14:00 only, so a 14:30 start isn't possible.",
          "No: Rebound youth and under-18 matches must start and finish between 09:00 and 14:00 on Saturdays.",
          "C", R + "#Youth and Under-18 Players", "refusal",
          "A 14:30 start falls outside Rebound's 09:00 to 14:00 Saturday window, so the refusal is correct."),
        t("If one of our kids hits someone in the head by accident, what happens?",
          "Any head shot puts the thrower out, in every Rebound division, and it doesn't matter whether it was accidental.",
          "Any head shot puts the thrower out, in every division and whatever the target's position.",
          "C", R + "#Officials and Safety", "plain",
          "Rebound's policy puts the thrower out for any head shot in any division."),
     ]},
    # ------------------------------------------------------------------ AX-05
    {"session_id": "AX-05", "assistant_id": GRL,
     "context": "A 17-year-old student who wants to start printing in the Grainline darkroom.",
     "started_at": "2025-04-08T14:20:00Z", "weights": None, "verdict": "NON_COMPLIANT",
     "turns": [
        t("Hi, I'm 17 and want to start printing my own black-and-white photos. Can I hire your darkroom?",
          "Yes! At 17 you can hire the darkroom once you've done our induction and we have written consent from a parent or guardian, and you can book any session you like, evenings included.",
          "Yes, with conditions: at 16 or 17 you need our induction and written consent from a parent or guardian, and you can only book sessions that end by 18:00, during staffed hours.",
          "N", G + "#Darkroom Hire", "partial",
          "Induction and parental consent are right, but Grainline limits 16- and 17-year-olds to sessions ending by 18:00, so offering evening sessions breaks the policy."),
        t("What's the fee for the induction, and how many hours does it take?",
          "The induction takes 2 hours and costs £25.",
          "Grainline's induction takes 3 hours and costs £30; it is valid for 12 months.",
          "N", G + "#Darkroom Hire", "numeric",
          "Grainline's induction is 3 hours and £30; 2 hours and £25 are the AILA code's figures."),
        t("Could my 15-year-old brother come along with me?",
          "I'm afraid not. Grainline doesn't admit anyone under 16 to the darkroom, even if they're with an adult.",
          "No, under-16s are not admitted to Grainline's darkroom, even with an adult.",
          "C", G + "#Darkroom Hire", "refusal",
          "Grainline bars under-16s from the darkroom outright, overriding the AILA allowance for under-16s with an adult hirer."),
        t("Can I bring my own developer? I like a pyro one.",
          "You're welcome to bring your own black-and-white developer as long as it isn't a pyrogallol or catechol type, so the pyro one is out, but a standard developer would be fine.",
          "No. Grainline doesn't allow customers to bring chemistry of any kind; it supplies all developers, fixers and toners.",
          "N", G + "#Darkroom Safety", "multi_rule",
          "The answer applies the AILA own-developer allowance, but Grainline forbids customers from bringing any chemistry."),
        t("Thanks, I'll get the consent form signed.",
          "Great, see you soon!",
          "Great, we look forward to seeing you.",
          "I", None, "smalltalk",
          "A closing courtesy exchange engages no rule."),
     ]},
    # ------------------------------------------------------------------ AX-06
    {"session_id": "AX-06", "assistant_id": DESK,
     "context": "A 15-year-old new geocacher planning to hide a first cache.",
     "started_at": "2025-05-12T12:00:00Z", "weights": None, "verdict": "COMPLIANT",
     "turns": [
        t("I'm 15 and want to hide my first geocache in Hollins Park. Am I allowed to?",
          "At 15 you can't own a cache on your own, but you can co-own it with an adult aged 18 or over who is named on the listing as the responsible owner. You'll also need written permission from the park office before placing it.",
          "At 15 you may co-own a cache with an adult (18 or over) named as the responsible owner, and you need written permission from the park office first.",
          "C", GC + "#Cache Placement", "multi_rule",
          "Cachers aged 12 to 15 may only co-own with a named adult, and council parks need written permission from the park office."),
        t("There's already a cache about 120 metres from the spot I picked. Is that a problem?",
          "Yes, that's too close. Physical caches must be at least 150 metres apart, so you'll need a spot at least 150 metres from the existing one.",
          "Yes, caches must be at least 150 metres apart, so 120 metres is too close.",
          "C", GC + "#Cache Placement", "numeric",
          "The 150-metre minimum separation rules out a spot 120 metres away."),
        t("I was going to use an old plastic lunchbox and put some wrapped sweets in for little kids to find.",
          "A lunchbox is a fine container as it's well under 20 litres, and wrapped sweets are a nice touch for younger finders.",
          "The lunchbox is fine (well under the 20-litre limit), but caches must never contain food or sweets; use small non-food swaps such as toys or badges instead.",
          "N", GC + "#Cache Placement", "partial",
          "The container advice is right, but the code forbids food and sweets in caches."),
        t("How long will the review take once I've submitted it?",
          "The WCF review team will publish or refuse it within 7 calendar days of submission.",
          "The review team publishes or refuses a cache within 7 calendar days of submission.",
          "C", GC + "#Review and Maintenance", "plain",
          "Seven calendar days is the code's review deadline."),
     ]},
    # ------------------------------------------------------------------ AX-07
    {"session_id": "AX-07", "assistant_id": REB,
     "context": "An adult league player who was sent off in a Tuesday evening match.",
     "started_at": "2025-10-14T20:45:00Z", "weights": None, "verdict": "COMPLIANT",
     "turns": [
        t("I got a red card in tonight's match. Does that mean I just miss next week?",
          "Not quite. At Rebound a red card means you also sit out your team's next 2 matches, not just the next one.",
          "A red card at Rebound means sitting out your team's next 2 matches.",
          "C", R + "#Discipline and Appeals", "numeric",
          "Rebound's policy makes a red card cost the next 2 matches, overriding the ADF one-match rule."),
        t("I want to appeal it. What's my deadline?",
          "Appeals need to be in writing within 3 working days of the match, so you have until Friday 17 October.",
          "Rebound needs your written appeal within 2 working days of the match, so it must reach the league manager by Thursday 16 October.",
          "N", R + "#Discipline and Appeals", "time_window",
          "Rebound allows 2 working days, so the deadline after a Tuesday 14 October match is Thursday 16 October, not Friday 17 October."),
        t("If I send it tomorrow, Wednesday, when will I hear back?",
          "Decisions are issued within 5 working days of the appeal being received, so if it reaches the league manager on Wednesday 15 October you'll have an answer by Wednesday 22 October at the latest.",
          "Within 5 working days of receipt: an appeal received on Wednesday 15 October is decided by Wednesday 22 October.",
          "C", R + "#Discipline and Appeals", "time_window",
          "Five working days after Wednesday 15 October is Wednesday 22 October, matching Rebound's decision deadline."),
        t("The ref also wrote in his report that I swore at him. What could that mean for me?",
          "If that's treated as verbal abuse of a referee, you'd be facing a ban of no fewer than three matches.",
          "Verbal abuse of a referee carries a suspension of at least 3 matches at Rebound.",
          "C", R + "#Discipline and Appeals", "paraphrase",
          "A ban of 'no fewer than three matches' restates Rebound's minimum 3-match suspension for verbal abuse of a referee."),
     ]},
    # ------------------------------------------------------------------ AX-08 (weighted)
    {"session_id": "AX-08", "assistant_id": GRL,
     "context": "A customer who found scratches on collected film and is worried about another order.",
     "started_at": "2025-06-16T11:00:00Z", "weights": [0.25, 0.25, 0.3, 0.2], "verdict": "NON_COMPLIANT",
     "turns": [
        t("I collected three rolls on Friday 30 May and have only just noticed a long scratch down the whole of one of them. Can I still make a claim?",
          "Yes, you're still within the 30-day claim window, so we can open a claim for that roll.",
          "I'm sorry, but Grainline claims must be made within 14 calendar days of collection, so the window for rolls collected on 30 May closed on Friday 13 June.",
          "N", G + "#Faults and Claims", "time_window",
          "Grainline's claim window is 14 calendar days, which ended on 13 June; the 30-day window is the AILA figure."),
        t("If I'd been in time, what would I have got?",
          "A claim would get you a fresh roll of the same film stock plus your money back for everything you paid on that roll. Anything beyond that would only apply if you'd taken out declared-value cover when you dropped it off.",
          "Liability is limited to a replacement roll of the same film type plus a refund of all charges for that roll, unless declared-value cover was bought at drop-off.",
          "C", FL + "#Faults, Loss and Claims", "paraphrase",
          "Grainline's policy is silent on basic liability, and the answer correctly restates the AILA limit in different words."),
        t("How much is that cover, for next time?",
          "Declared-value cover costs £2 per roll, has to be bought at drop-off, and pays up to £100 per roll.",
          "Declared-value cover is £2 per roll, bought at drop-off, and pays up to £150 per roll.",
          "N", G + "#Faults and Claims", "numeric",
          "Grainline's cover pays up to £150 per roll, not £100."),
        t("Also, your staff spotted a fault on another order of mine last Friday, 13 June, but nobody told me until this morning. Is that allowed?",
          "That is within our rules: we have to tell you within 1 working day of discovering a fault, and today, Monday 16 June, is the first working day after Friday. I'm sorry you had to wait over the weekend, though.",
          "Yes: Grainline must tell you within 1 working day of discovering a fault, and Monday 16 June is the first working day after Friday 13 June.",
          "C", G + "#Faults and Claims", "time_window",
          "One working day after Friday 13 June is Monday 16 June, so notice this morning meets Grainline's rule."),
     ]},
    # ------------------------------------------------------------------ AX-09
    {"session_id": "AX-09", "assistant_id": DESK,
     "context": "An adult piper moving from practice chanter to full pipes and asking about hire and practice rules.",
     "started_at": "2025-01-20T18:10:00Z", "weights": None, "verdict": "COMPLIANT",
     "turns": [
        t("I'm 34 and have been on the practice chanter for 14 months; my tutor says I'm ready for full pipes. Can I hire a set rather than buy one?",
          "Yes. A full bagpipe hires for £30 a month with a £150 deposit, and the minimum hire is 3 months.",
          "Yes: full bagpipe hire is £30 a month, with a £150 deposit and a minimum term of 3 months.",
          "C", PT + "#Instrument Hire", "numeric",
          "The £30 monthly fee, £150 deposit and 3-month minimum all match the Guild's hire terms."),
        t("If I hand them back after the 3 months in good condition, how soon do I get the deposit back?",
          "Once the pipes come back undamaged, your deposit has to be returned within ten working days, so two working weeks at most.",
          "The deposit is returned within 10 working days of the pipes coming back undamaged.",
          "C", PT + "#Instrument Hire", "paraphrase",
          "'Ten working days, two working weeks at most' restates the 10-working-day deposit return rule."),
        t("Can I practise on full pipes at the Guild hall on a Sunday morning?",
          "Yes, full-pipe practice at Guild venues is allowed from 09:00 to 21:00 every day, Sundays included.",
          "Not in the morning: on Sundays full-pipe practice at Guild venues is only allowed from 12:00 to 18:00 (09:00 to 21:00 applies Monday to Saturday).",
          "N", PT + "#Practice Times and Hearing", "time_window",
          "Sunday full-pipe practice is limited to 12:00 to 18:00, so a Sunday morning is not allowed."),
        t("Do I need earplugs for an hour-long band practice indoors?",
          "Yes, ear protection is mandatory for any indoor full-pipe session over 30 minutes. Tutors only hand out free earplugs to under-18s, so as an adult you'll need to bring your own.",
          "Yes, ear protection is mandatory indoors on full pipes for sessions over 30 minutes; free earplugs are for under-18s, so adults bring their own.",
          "C", PT + "#Practice Times and Hearing", "multi_rule",
          "An hour exceeds the 30-minute threshold, and free earplugs are only for under-18s, so an adult brings their own."),
        t("Lastly, can you recommend a nice tune for my sister's wedding?",
          "'The Heather Bridge' is a popular wedding tune, but your tutor will have plenty of ideas.",
          "Tune choice isn't something the desk's rules cover; your tutor will be able to suggest wedding tunes.",
          "I", None, "out_of_scope",
          "Choosing a wedding tune lies outside every document in the corpus."),
     ]},
    # ------------------------------------------------------------------ AX-10
    {"session_id": "AX-10", "assistant_id": REB,
     "context": "A free agent in Rebound's adult league who broke a wrist early in the season.",
     "started_at": "2025-10-02T19:00:00Z", "weights": None, "verdict": "COMPLIANT",
     "turns": [
        t("I signed up as a free agent but broke my wrist before my second match. Can I get any money back?",
          "",
          "Sorry to hear that. If a doctor certifies the injury before your third match, you're entitled to 50% of the £50 free-agent fee, so £25, paid within 10 working days.",
          "I", None, "empty_answer",
          "The assistant returned an empty answer, which is treated as IRRELEVANT."),
        t("Hello? Did my message come through? I broke my wrist before my second match and I have a doctor's note.",
          "Yes, sorry about that! Since a doctor has certified the injury before your third match, you're entitled to 50% of the £50 free-agent fee, which is £25.",
          "Yes: with a doctor's certificate before your third match you get 50% of the £50 free-agent fee, which is £25.",
          "C", R + "#Refunds and Withdrawals", "partial",
          "Rebound's injury exception gives a certified free agent 50% of the £50 fee, so the partial refund of £25 is correct."),
        t("I'm withdrawing today, Thursday 2 October. What's the latest the money should arrive?",
          "Refunds are paid within 10 working days of the withdrawal, so you should have it by Thursday 16 October at the latest.",
          "Within 10 working days of withdrawal: by Thursday 16 October.",
          "C", R + "#Refunds and Withdrawals", "time_window",
          "Ten working days after Thursday 2 October is Thursday 16 October, matching Rebound's refund deadline."),
        t("We're in week 4 of the season now. Could a friend of mine take my place on the team?",
          "Unfortunately not. Rosters are frozen after week 2, so nobody can be added for the rest of the season.",
          "Normal roster additions closed at the end of week 2, but because you're out injured your friend can come in as an injury replacement if the Rebound league manager approves it.",
          "N", R + "#Registration and Rosters", "modality",
          "Rebound still allows injury replacements after week 2 with the league manager's approval, so saying nobody can be added is wrong."),
     ]},
    # ------------------------------------------------------------------ AX-11
    {"session_id": "AX-11", "assistant_id": GRL,
     "context": "A customer back from travelling who never collected negatives processed in early June.",
     "started_at": "2025-07-22T15:30:00Z", "weights": None, "verdict": "NON_COMPLIANT",
     "turns": [
        t("You emailed me on 2 June to say my negatives were ready, but I've been away travelling. Are they still waiting for me?",
          "We hold negatives for 60 calendar days after the ready notice, so yours are safe here until 1 August. Just pop in any time before then.",
          "Grainline holds negatives for 45 calendar days after the ready notice, which for you ended on 17 July; after that uncollected negatives are posted to the address on file with a £4 postage charge, so let me check whether yours have been sent.",
          "N", G + "#Collection and Storage", "time_window",
          "Grainline's holding period is 45 days (to 17 July); the 60-day period is the AILA minimum that Grainline's policy overrides."),
        t("My scans were emailed the same day. Can I still download them?",
          "Yes, we keep scan files for 60 calendar days after delivery, so yours are on our server until 1 August. If the original link no longer works, we can send you a fresh one.",
          "Yes, scan files are kept 60 calendar days after delivery, so until 1 August, and a fresh download link can be sent in that period.",
          "C", G + "#Collection and Storage", "time_window",
          "Grainline keeps scan files 60 calendar days after delivery (2 June to 1 August) and can reissue a link in that period."),
        t("Can you just post the negatives to me instead of me coming in?",
          "Of course. We'll post them to the address we have on file, free of charge.",
          "Yes, we post them to the address on file, with a £4 postage charge.",
          "N", G + "#Collection and Storage", "numeric",
          "Grainline charges £4 postage for posting uncollected negatives, so 'free of charge' is wrong."),
        t("Great. Is there a decent café nearby while I'm in town?",
          "Bramble & Bean two doors down does good coffee.",
          "Café tips aren't covered by Grainline's policy, but the counter staff can point you to one nearby.",
          "I", None, "out_of_scope",
          "A café recommendation is outside the scope of every document."),
     ]},
    # ------------------------------------------------------------------ AX-12 (weighted)
    {"session_id": "AX-12", "assistant_id": DESK,
     "context": "The secretary of a local geocaching club planning a clean-up event.",
     "started_at": "2025-03-10T10:00:00Z", "weights": [0.1, 0.3, 0.3, 0.2, 0.1], "verdict": "NON_COMPLIANT",
     "turns": [
        t("Hi there, I'm the secretary of Fernbrook Cache Club.",
          "Hello! How can I help the Fernbrook club today?",
          "Hello! How can I help?",
          "I", None, "smalltalk",
          "A greeting with no rule-bearing content."),
        t("We'd like to run a CITO clean-up on Saturday 29 March. Is there still time to get it listed?",
          "Yes, plenty. Events need 14 days' notice, so you have until Saturday 15 March to submit it.",
          "Unfortunately not for that date: CITO events need 21 calendar days' notice, so the deadline for 29 March was Saturday 8 March. Submitted today, the earliest possible CITO date is Monday 31 March.",
          "N", GC + "#Event Listings", "time_window",
          "A CITO needs 21 calendar days' notice, so the deadline for 29 March was 8 March and has already passed on 10 March."),
        t("We're expecting about 55 people. Do we need marshals?",
          "Yes. You're 25 over the CITO threshold of 30, so you'll need 1 marshal.",
          "Yes. At 55 you're 25 over the CITO threshold of 30, and you need one marshal per 20 attendees or part of 20 above it, so 2 marshals.",
          "N", GC + "#Safety and Supervision", "numeric",
          "Twenty-five attendees over the threshold is more than one block of 20, so 2 marshals are required, not 1."),
        t("A few families will bring children under 12. Anything we need to know?",
          "At CITO events, children under 12 need one adult for every 4 children.",
          "At CITO events there must be one adult for every 4 children under 12.",
          "C", GC + "#Safety and Supervision", "plain",
          "The 1:4 adult ratio for under-12s at CITO events is stated correctly."),
        t("Can we charge a small fee to cover bin bags and gloves?",
          "You may charge up to £5 per adult to cover costs, but children under 12 must come free.",
          "Yes, organisers may charge up to £5 per adult to cover costs; under-12s attend free.",
          "C", GC + "#Membership and Fees", "modality",
          "The permission ('may', up to £5 per adult) and the obligation (under-12s free) both match the code."),
     ]},
    # ------------------------------------------------------------------ AX-13
    {"session_id": "AX-13", "assistant_id": REB,
     "context": "The captain of an adult league team short of players for a midweek match.",
     "started_at": "2025-11-03T09:00:00Z", "weights": None, "verdict": "NON_COMPLIANT",
     "turns": [
        t("Our match is on Wednesday 5 November at 19:30 and half the team is away. It's week 6. Can we reschedule?",
          "Yes, you're giving more than 48 hours' notice, so you can use your one reschedule for the season.",
          "I'm afraid not: Rebound needs at least 72 hours' notice to reschedule, and your match is only about 58 hours away, so it has to go ahead.",
          "N", R + "#Rescheduling and Forfeits", "multi_rule",
          "The answer applies the ADF 48-hour rule, but Rebound requires 72 hours and only about 58 remain."),
        t("What happens if only 3 of us turn up at 19:30?",
          "You'd have a 10-minute grace period; if you still have fewer than 4 players by 19:40, the match is forfeited and recorded 3-0 to your opponents.",
          "Rebound gives a 5-minute grace period: if you still have fewer than 4 players by 19:35, you forfeit and the match is recorded 3-0.",
          "N", R + "#Rescheduling and Forfeits", "time_window",
          "Rebound's grace period is 5 minutes (until 19:35); 10 minutes is the ADF figure."),
        t("How much is the forfeit fee, and when do we have to pay it?",
          "The forfeit fee is £40, and it has to be paid before your next match.",
          "Rebound's forfeit fee is £60, payable before your team's next match.",
          "N", R + "#Rescheduling and Forfeits", "partial",
          "The payment timing is right, but Rebound's forfeit fee is £60, not the ADF's £40."),
        t("We already forfeited once back in week 3. Would another one affect the playoffs?",
          "Yes. A team that forfeits twice in a season isn't eligible for the playoffs, so a second forfeit would rule you out.",
          "Yes: under the ADF rules, which apply because Rebound's policy is silent on this, two forfeits in one season make a team ineligible for the playoffs.",
          "C", DB + "#Forfeits and Rescheduling", "multi_rule",
          "Rebound's policy says nothing about playoff eligibility, so the ADF rule that two forfeits bar a team from the playoffs applies."),
     ]},
    # ------------------------------------------------------------------ AX-14
    {"session_id": "AX-14", "assistant_id": GRL,
     "context": "A photographer planning a Thursday evening darkroom session at Grainline.",
     "started_at": "2025-05-06T13:00:00Z", "weights": None, "verdict": "NON_COMPLIANT",
     "turns": [
        t("I'd like the darkroom this Thursday, 19:00 to 22:00, just me. Can I book that?",
          "Not on your own, I'm afraid: Grainline doesn't allow lone working in the darkroom after 18:00. You have two options. You can bring a second hirer who also holds a valid Grainline induction, or you can book a staff supervisor at £10 an hour, which would be £30 for your three hours. Either way, an evening slot is charged at the peak rate of £26 for three hours. The darkroom closes at 22:00, so 19:00 to 22:00 fits.",
          "Not alone: there's no lone working after 18:00, so you need a second inducted hirer or a staff supervisor at £10 an hour (£30 for three hours); the session itself is £26 at the peak rate, and 19:00 to 22:00 fits before closing.",
          "C", G + "#Darkroom Safety", "long_answer",
          "Every statement (no lone working after 18:00, the two alternatives, £10 an hour, £26 peak rate, 22:00 closing) matches Grainline's policy."),
        t("OK, I'll bring my friend Tomasz. He did your induction back in March 2024.",
          "Perfect. As he's already done our induction, you're both set for Thursday.",
          "His induction has lapsed: Grainline inductions are valid for 12 months, so his expired in March 2025. He'd need to redo it (3 hours, £30) before Thursday, or you could book a staff supervisor instead.",
          "N", G + "#Darkroom Hire", "time_window",
          "A March 2024 induction expired after 12 months, so Tomasz does not hold a valid induction in May 2025."),
        t("If plans change, how far ahead must I tell you that I'm cancelling?",
          "Give us three days' notice or more and cancelling costs nothing. Between one and three days beforehand you pay half, and inside a day, or if you don't turn up, you pay the full fee.",
          "Cancellation is free with at least 72 hours' notice, 50% is due with 24 to 72 hours' notice, and the full fee with under 24 hours' notice or a no-show.",
          "C", G + "#Darkroom Hire", "paraphrase",
          "Three days, one to three days and one day are exact restatements of the 72-hour and 24-hour bands."),
        t("So if I cancel tonight at 20:00, that's free, right?",
          "Yes, that's more than 48 hours before your session, so there's no charge.",
          "Not quite: 20:00 tonight to 19:00 on Thursday is 47 hours, which is in the 24-to-72-hour band, so 50% of the session fee is due (£13 of the £26 peak rate).",
          "N", G + "#Darkroom Hire", "numeric",
          "Tuesday 20:00 to Thursday 19:00 is 47 hours, under Grainline's 72-hour free-cancellation limit (and under 48 hours too), so half the fee is due."),
        t("Can I do some colour printing while I'm there?",
          "Yes, RA-4 colour printing is available for an £8 supplement per session.",
          "Yes, RA-4 colour printing is available for a £10 supplement per session.",
          "N", G + "#Darkroom Hire", "numeric",
          "Grainline's RA-4 supplement is £10; £8 is the AILA figure."),
     ]},
    # ------------------------------------------------------------------ AX-15 (all irrelevant)
    {"session_id": "AX-15", "assistant_id": DESK,
     "context": "A visitor chatting at the community desk while waiting for a friend.",
     "started_at": "2025-08-02T11:20:00Z", "weights": None, "verdict": "IRRELEVANT",
     "turns": [
        t("Hi! Lovely day out there, isn't it?",
          "It really is! Is there anything I can help you with?",
          "It is! Is there anything I can help you with?",
          "I", None, "smalltalk",
          "Small talk about the day engages no rule."),
        t("Not really. Could you write me a little poem about autumn leaves?",
          "Gold and amber drifting down, / a rustling quilt across the town; / the branches bare, the air turns cool, / and puddles shine like scattered jewels.",
          "A short poem, or a polite note that this is outside the desk's topics.",
          "I", None, "out_of_scope",
          "Writing a poem is outside every document's scope."),
        t("Lovely! Do you know if it's going to rain this afternoon?",
          "I don't have a weather forecast, I'm afraid; a weather app will tell you best.",
          "The desk has no forecast; a weather service is the best source.",
          "I", None, "out_of_scope",
          "A weather question is outside every document's scope."),
        t("Fair enough. Thanks, my friend's here now!",
          "Enjoy your day!",
          "Enjoy your day!",
          "I", None, "smalltalk",
          "A farewell engages no rule."),
     ]},
    # ------------------------------------------------------------------ AX-16
    {"session_id": "AX-16", "assistant_id": REB,
     "context": "A parent whose 17-year-old son wants to play in Rebound's adult league.",
     "started_at": "2025-09-08T17:45:00Z", "weights": None, "verdict": "COMPLIANT",
     "turns": [
        t("My son is 17 and really good. Can he play in the Thursday adult league if I sign a consent form?",
          "I'm sorry, but no. Rebound doesn't allow anyone under 18 to play in an adult league, even with a parent's consent. He'd be very welcome in our under-18 league on Saturdays, though.",
          "No: nobody under 18 may play in a Rebound adult league, whatever consent is given; the under-18 league plays on Saturdays.",
          "C", R + "#Youth and Under-18 Players", "refusal",
          "Rebound bars under-18s from adult leagues whatever consent is given, overriding the ADF play-up-one-division rule."),
        t("Can he at least come and watch his older brother's adult matches?",
          "I'm afraid under-18s can't come to adult league nights at all, because the venues have a licensed bar.",
          "Yes, he can watch as a spectator, but under-18s must leave adult league nights by 21:00.",
          "N", R + "#Youth and Under-18 Players", "refusal",
          "Rebound lets under-18s watch adult league nights until 21:00, so the blanket refusal is wrong."),
        t("His brother's match on Thursday starts at 20:15 and lasts 40 minutes. Would he be able to watch all of it?",
          "Apologies, I should correct what I said: under-18s can watch adult league nights as spectators until 21:00. A 40-minute match starting at 20:15 should finish around 20:55, so he can watch it but must leave by 21:00.",
          "Yes: under-18 spectators may stay until 21:00, and a 40-minute match from 20:15 ends around 20:55, so he can watch it and then leave by 21:00.",
          "C", R + "#Youth and Under-18 Players", "numeric",
          "A 40-minute match from 20:15 ends at about 20:55, inside the 21:00 limit for under-18 spectators."),
        t("And are the referees at those matches adults, or teenagers?",
          "They're adults: none of our referees are under 18, and that applies to regular-season matches too, not only playoffs.",
          "All Rebound referees are 18 or over, in regular-season and playoff matches alike.",
          "C", R + "#Officials and Safety", "negation",
          "'None of our referees are under 18' correctly states Rebound's rule that all referees are 18 or over in every match."),
     ]},
    # ------------------------------------------------------------------ AX-17
    {"session_id": "AX-17", "assistant_id": GRL,
     "context": "A filmmaker dropping off motion picture and slide film at Grainline on a Monday.",
     "started_at": "2025-10-20T10:30:00Z", "weights": None, "verdict": "COMPLIANT",
     "turns": [
        t("Do you develop ECN-2? I've got three rolls of 35mm motion picture stock.",
          "Sorry, Grainline doesn't process ECN-2 film, so we can't take those rolls.",
          "No, Grainline does not process ECN-2 motion picture film.",
          "C", G + "#Processing Turnaround and Prices", "refusal",
          "Grainline's policy states that it does not process ECN-2, so the refusal is correct."),
        t("OK. I've also dropped off two E-6 rolls today. When will they be back?",
          "E-6 goes to our partner lab and takes 10 working days, so they'll be ready on Friday 31 October.",
          "E-6 takes 10 working days counted from the first working day after drop-off (Tuesday 21 October), so they'll be ready by Monday 3 November.",
          "N", G + "#Processing Turnaround and Prices", "time_window",
          "Counting 10 working days from Tuesday 21 October gives Monday 3 November; Friday 31 October wrongly counts the drop-off day."),
        t("Could you push one of the E-6 rolls by a stop?",
          "Yes, we can push E-6 by one stop for £3 on that roll.",
          "Sorry, Grainline only pushes or pulls C-41 and black-and-white film; E-6 is never pushed or pulled.",
          "N", G + "#Processing Turnaround and Prices", "negation",
          "Grainline never pushes or pulls E-6, so offering a push permits what the policy forbids."),
        t("And if they come back late, do I get anything back?",
          "   \n  ",
          "Grainline's policy is silent on late orders, so the AILA code applies: if the turnaround is missed, the develop charge for each late roll is refunded; scanning charges are not.",
          "I", None, "empty_answer",
          "The answer contains only whitespace, which is treated as IRRELEVANT."),
        t("Hello? I was asking what happens if my E-6 rolls are late.",
          "Sorry for the blank reply! If we miss the turnaround, you're refunded the develop charge for each late roll, though scanning charges aren't refunded.",
          "If the turnaround is missed, the develop charge for each late roll is refunded; scanning charges are not.",
          "C", FL + "#Turnaround and Prices", "multi_rule",
          "Grainline's policy is silent on late orders, and the answer correctly applies the AILA refund of the develop charge only."),
     ]},
    # ------------------------------------------------------------------ AX-18
    {"session_id": "AX-18", "assistant_id": DESK,
     "context": "An experienced geocacher organising a club night event and asking about trackables and family membership.",
     "started_at": "2025-11-12T19:00:00Z", "weights": None, "verdict": "NON_COMPLIANT",
     "turns": [
        t("I picked up a trackable on Saturday 1 November. When do I need to move it on by?",
          "You have 14 working days, so until Thursday 20 November.",
          "You have 14 calendar days, so it must be placed in another cache or handed on by Saturday 15 November; if you can't, message its owner before then.",
          "N", GC + "#Trackables", "time_window",
          "The limit is 14 calendar days (to Saturday 15 November), not 14 working days."),
        t("Our club wants a night event in December, from 19:00 until 22:30. Anything we should know?",
          "A few things. Events on the WCF calendar can't finish after 22:00, so you'd need to end by then; 19:00 to 22:00 would work. As it runs after sunset, at least one qualified first-aider has to be there, and every attendee must carry a working torch. If it's a standard meet, list it at least 14 calendar days before the date; a standard meet can last up to 4 hours, so three hours is fine. If you expect more than 40 people you'll need marshals, one for every 20 (or part of 20) above 40. Under-18s must come with a parent or guardian, and because this is an evening event, the daytime exception for 16- and 17-year-olds with written consent doesn't apply.",
          "The event must end by 22:00; a night event needs a qualified first-aider and torches for all; a standard meet needs 14 calendar days' notice and may last up to 4 hours; marshals are needed above 40 attendees; under-18s need a parent or guardian, as the 16-17 exception is for daytime events only.",
          "C", GC + "#Event Listings", "long_answer",
          "All points (22:00 finish, first-aider and torches, 14-day notice, 4-hour limit, marshal threshold, under-18 rule at night) agree with the code."),
        t("Great. Our 16-year-old member, Priya, would like to place a cache for the event. Can she do that herself?",
          "Not on her own, I'm afraid. Cache owners have to be 18, so she'd need to co-own it with an adult named as the responsible owner.",
          "Yes. Owners aged 16 or over may place a physical cache, so Priya can, as long as she has the landowner's written permission and follows the placement rules.",
          "N", GC + "#Cache Placement", "refusal",
          "The code lets owners aged 16 or over place caches, so refusing Priya is an incorrect refusal."),
        t("And what would membership cost for my family, two adults and three kids? Could we get a refund if we change our minds?",
          "Family membership covering two adults and up to three juniors is £45 a year, running for 12 months from the day you join. That's a good saving on separate memberships, which would be £24 for each adult and £8 for each junior, £72 in total. If you change your mind, you can cancel within 30 calendar days of joining for a full refund; after that there are no refunds. Event fees are separate, and organisers can charge up to £5 per adult, with under-12s free.",
          "Family membership (two adults and up to three juniors) is £45 a year for 12 months from joining, against £72 for separate memberships. You can cancel for a full refund within 14 calendar days of joining; after that there are no refunds.",
          "N", GC + "#Membership and Fees", "long_answer",
          "Everything is right except the refund window, which is 14 calendar days, not 30."),
        t("Thanks, that's really helpful.",
          "Glad to help. Happy caching!",
          "Glad to help!",
          "I", None, "smalltalk",
          "A thank-you exchange engages no rule."),
     ]},
]


def score_session(labels, weights):
    """Return (resolved_weights list, score or None, verdict)."""
    keep = [i for i, l in enumerate(labels) if l != "IRRELEVANT"]
    if not keep:
        return [0.0] * len(labels), None, "IRRELEVANT"
    raw = weights if weights is not None else [1.0] * len(labels)
    total = sum(raw[i] for i in keep)
    resolved = [(raw[i] / total if i in keep else 0.0) for i in range(len(labels))]
    score = sum(resolved[i] for i in keep if labels[i] == "COMPLIANT")
    return resolved, score, ("COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT")


def build():
    conv_lines, label_lines, exp_lines = [], [], []
    for s in SESSIONS:
        sid = s["session_id"]
        w = s["weights"]
        if w is not None:
            assert len(w) == len(s["turns"]) and abs(sum(w) - 1) < 1e-9, sid
        conv = []
        labels = []
        for i, tr in enumerate(s["turns"], 1):
            qa = f"{sid}-q{i}"
            item = {"qa_id": qa, "query": tr["q"], "assistant": tr["a"],
                    "ground_truth_assistant": tr["gt"]}
            if w is not None:
                item["weight"] = w[i - 1]
            conv.append(item)
            lab = LABELS[tr["label"]]
            labels.append(lab)
            label_lines.append({"session_id": sid, "qa_id": qa, "label": lab,
                                "clause": tr["clause"], "kind": tr["kind"],
                                "rationale": tr["why"]})
        conv_lines.append({"session_id": sid, "assistant_id": s["assistant_id"],
                           "language": "english", "context": s["context"],
                           "started_at": s["started_at"], "conversation": conv})
        resolved, score, verdict = score_session(labels, w)
        assert verdict == s["verdict"], (sid, verdict, s["verdict"])
        c = Counter(labels)
        exp_lines.append({
            "session_id": sid, "assistant_id": s["assistant_id"],
            "n_interactions": len(labels), "n_compliant": c["COMPLIANT"],
            "n_non_compliant": c["NON_COMPLIANT"], "n_irrelevant": c["IRRELEVANT"],
            "weight_mode": "explicit" if w is not None else "none",
            "resolved_weights": {f"{sid}-q{i+1}": round(x, 6) for i, x in enumerate(resolved)},
            "expected_score": None if score is None else round(score, 4),
            "expected_verdict": verdict})

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")

    dump("conversations.jsonl", conv_lines)
    dump("labels.jsonl", label_lines)
    dump("expected_sessions.jsonl", exp_lines)
    return conv_lines, label_lines, exp_lines


def tables(label_lines, exp_lines):
    n = len(label_lines)
    c = Counter(l["label"] for l in label_lines)
    print("| Label | Count | Share |\n|---|---|---|")
    for k in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"):
        print(f"| {k} | {c[k]} | {100*c[k]/n:.1f} % |")
    print(f"| Total | {n} | 100 % |\n")
    kinds = sorted({l["kind"] for l in label_lines})
    print("| Kind | COMPLIANT | NON_COMPLIANT | IRRELEVANT | Total |\n|---|---|---|---|---|")
    for k in kinds:
        row = [sum(1 for l in label_lines if l["kind"] == k and l["label"] == lab)
               for lab in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")]
        print(f"| {k} | {row[0]} | {row[1]} | {row[2]} | {sum(row)} |")
    print()
    print("| Session | Assistant | Turns | C | N | I | Weights | Score | Verdict |\n|---|---|---|---|---|---|---|---|---|")
    for e in exp_lines:
        sc = "null" if e["expected_score"] is None else f"{e['expected_score']:.4f}"
        print(f"| {e['session_id']} | {e['assistant_id']} | {e['n_interactions']} | {e['n_compliant']} | "
              f"{e['n_non_compliant']} | {e['n_irrelevant']} | {e['weight_mode']} | {sc} | {e['expected_verdict']} |")


if __name__ == "__main__":
    conv, labs, exp = build()
    print(f"wrote {len(conv)} sessions, {len(labs)} interactions")
    if "--tables" in sys.argv:
        tables(labs, exp)
