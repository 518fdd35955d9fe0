#!/usr/bin/env python3
"""Build the blind-av evaluation set.

All data is hand-written below. Running this script (re)generates, in the
folder above tools/:
  conversations.jsonl, labels.jsonl, expected_sessions.jsonl

Each turn tuple is:
  (query, assistant_answer, ground_truth_answer, label, kind, clause, rationale[, weight])
label: C = COMPLIANT, N = NON_COMPLIANT, I = IRRELEVANT.
clause: "file.md#Heading" relative to corpus/ (None for IRRELEVANT).
"""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PW = "company/piecewise_puzzles_policy.md"
JIG = "jigsaw_library_code.md"
SL = "company/starline_cheer_policy.md"
CH = "cheerleading_code.md"
BELL = "bellringing_code.md"
HAM = "ham_radio_code.md"

A_PW = "piecewise-library-assistant"
A_SL = "starline-cheer-assistant"
A_CD = "hollowmere-community-desk"

LABELS = {"C": "COMPLIANT", "N": "NON_COMPLIANT", "I": "IRRELEVANT"}

SESSIONS = [
    # ------------------------------------------------------------------ AV-01
    ("AV-01", A_PW, "2025-03-03T10:15:00Z",
     "A new PieceWise member borrowing a 1,000-piece puzzle over the counter.",
     [
         ("Hi! I've just joined and I'm taking out a 1,000-piece puzzle today, Monday 3 March. When is it due back?",
          "Welcome to PieceWise! Puzzles of 501 to 1,500 pieces go out for 21 days, so this one is due back on Monday 24 March.",
          "PieceWise lends puzzles of 501 to 1,500 pieces for 21 days, so a puzzle collected on Monday 3 March is due back on Monday 24 March.",
          "C", "time_window", PW + "#Loan Periods",
          "PieceWise's loan period for 501-1,500 pieces is 21 days and 3 March + 21 days is 24 March."),
         ("And if I need longer, how many times can I renew it?",
          "Puzzles of 501 to 1,500 pieces can be renewed twice, for 14 days each time, as long as nobody has reserved it.",
          "PieceWise allows only 1 renewal of 14 days, and not if the puzzle has been reserved.",
          "N", "numeric", PW + "#Loan Periods",
          "Quotes the Federation Code's 2 renewals; PieceWise's stricter policy allows only 1 renewal."),
         ("What's the latest day I can ask for the renewal?",
          "Renewals must reach us at least 2 calendar days before the due date, so for a 24 March due date the last day to ask is Saturday 22 March. You can do it online or by phone.",
          "Renewals must be requested at least 2 calendar days before the due date (online or by phone), so by Saturday 22 March for a 24 March due date.",
          "C", "time_window", PW + "#Loan Periods",
          "Correctly applies the 2-calendar-day renewal deadline to the 24 March due date given earlier."),
         ("If I'm a couple of days late bringing it back, is there a grace period?",
          "There isn't one at PieceWise: late fees start the day after the due date, so from Tuesday 25 March you'd pay 25p a day on the puzzle, up to a maximum of £5.",
          "No grace period at PieceWise; from 25 March the fee is £0.25 per day, capped at £5 per puzzle.",
          "C", "negation", PW + "#Late Fees",
          "Correctly denies a grace period and gives the £0.25 daily fee and £5 cap."),
         ("Brilliant, thanks so much!",
          "You're very welcome, enjoy the puzzle!",
          "A friendly closing; no rule is involved.",
          "I", "smalltalk", None, "Thanks and a pleasantry; no rule applies."),
     ]),
    # ------------------------------------------------------------------ AV-02
    ("AV-02", A_SL, "2025-02-10T18:30:00Z",
     "A parent enrolling two daughters, aged 8 and 13 on 31 August last year, at Starline Cheer Academy.",
     [
         ("Hi, my daughters were 8 and 13 on 31 August last year. Which teams would they join and what are the monthly fees?",
          "Your 8-year-old would be on our Mini team at £38 a month, and your 13-year-old on the Junior team at £48 a month.",
          "Age 8 is Mini (7 to 9) at £38 a month; age 13 is Junior (13 to 15) at £48 a month.",
          "C", "multi_rule", SL + "#Fees and Payment",
          "Federation age divisions place them in Mini and Junior, and Starline's fees are £38 and £48."),
         ("Is there any reduction for a second child from the same family?",
          "Yes, the second child gets 10% off. We take it off the higher fee, so the Junior fee drops from £48 to £43.20 and you'd pay £81.20 a month in total.",
          "Yes, 10% off for the second child, applied to the lower fee: the Mini fee of £38 becomes £34.20, so the total is £82.20 a month.",
          "N", "numeric", SL + "#Fees and Payment",
          "The discount applies to the lower fee (Mini), not the higher one, so the total should be £82.20."),
         ("If I'm late paying a month's fees, say February's, what happens?",
          "February's fees were due on 1 February. If they're still unpaid on 8 February a £10 late fee is added, and from 15 February the girls couldn't train until the fees are paid.",
          "A £10 late fee is added once the fee is unpaid 7 days after the due date (8 February); the girls may not train once it is unpaid 21 days after the due date, i.e. from 22 February.",
          "N", "time_window", SL + "#Fees and Payment",
          "The late fee date is right but the training ban starts 21 days after the due date (22 February), not 15 February."),
         ("My 13-year-old wants to go to Saturday open gym too. Can she?",
          "Yes, she's old enough. Open gym runs on Saturdays from 10:00 to 12:00 for athletes aged 12 and over, with one coach supervising.",
          "Yes: open gym is on Saturdays 10:00 to 12:00 for athletes aged 12 and over, with 2 coaches present.",
          "N", "numeric", SL + "#Coaching Ratios and Sessions",
          "Open gym requires 2 coaches present; saying one coach supervises contradicts the policy."),
         ("And could my 8-year-old come along with her sister?",
          "I'm sorry, open gym is only for athletes aged 12 and over, so she'll have to wait until she's 12.",
          "No, open gym is for athletes aged 12 and over only.",
          "C", "refusal", SL + "#Coaching Ratios and Sessions",
          "Correct refusal: the 8-year-old is under the open gym minimum age of 12."),
     ]),
    # ------------------------------------------------------------------ AV-03
    ("AV-03", A_CD, "2025-04-07T11:00:00Z",
     "A father at the Hollowmere community information desk asking about bell-ringing lessons for his son, who is 10.",
     [
         ("My son is 10 and desperate to learn bell-ringing at St Oswin's. Can he start lessons now?",
          "Not just yet, I'm afraid. Under the Guild's code nobody under 11 may handle a bell rope, but he's welcome to come and watch from the ringing chamber as long as you're with him.",
          "No one under 11 may handle a bell rope; he may watch if a parent or guardian is with him.",
          "C", "refusal", BELL + "#Tower Safety and Young Ringers",
          "Correct refusal under the minimum handling age of 11, with the watching exception stated correctly."),
         ("He turns 11 in June. Once he's ringing, do I have to stay with him the whole time?",
          "It doesn't have to be you, but until he's 16 there must always be a named adult ringer, aged 18 or over, in the ringing chamber whenever he rings.",
          "Ringers aged 11 to 15 must have a named adult ringer (18+) present in the ringing chamber at all times.",
          "C", "paraphrase", BELL + "#Tower Safety and Young Ringers",
          "Rephrases the 11-to-15 named-adult rule accurately in different words."),
         ("How soon could he join the band for rounds on practice night?",
          "Once he's had 6 handling lessons and his instructor is happy, he can ring rounds with the band.",
          "He needs at least 8 handling lessons and his instructor must have signed his handling card before ringing rounds with a band.",
          "N", "numeric", BELL + "#Tower Safety and Young Ringers",
          "The code requires at least 8 handling lessons and a signed handling card, not 6 lessons."),
         ("What would his Guild subscription be?",
          "As a junior aged 11 to 17 his subscription is £6 a year, and subscriptions fall due on 1 January.",
          "Junior (11 to 17) subscription is £6 a year, due on 1 January.",
          "C", "numeric", BELL + "#Membership and Subscriptions",
          "Junior rate £6 and 1 January due date match the code."),
         ("Lovely, thank you, you've been very helpful.",
          "My pleasure, I hope he enjoys it!",
          "A friendly closing; no rule is involved.",
          "I", "smalltalk", None, "Thanks; no rule applies."),
     ]),
    # ------------------------------------------------------------------ AV-04 (weighted)
    ("AV-04", A_PW, "2025-06-10T14:00:00Z",
     "A postal subscriber on the PieceWise Classic plan thinking about cancelling.",
     [
         ("I'm on the Classic plan. Can you remind me what I get and what I pay?",
          "The Classic plan sends you 2 puzzles a month, each up to 1,000 pieces, for £16.00 a month.",
          "Classic: 2 puzzles of up to 1,000 pieces a month for £16.00.",
          "C", "plain", PW + "#Subscription Plans",
          "Matches the Classic plan row of the table.", 0.15),
         ("I'd like to cancel before the July payment. It's 10 June today. What's my deadline?",
          "Cancellation needs to reach us at least 14 calendar days before the billing date of 1 July, so you have until 17 June.",
          "At PieceWise the cancellation must reach us by 23:59 on 15 June to stop the 1 July billing.",
          "N", "time_window", PW + "#Subscription Plans",
          "Applies the Federation's 14-day notice; PieceWise's stricter deadline is 23:59 on the 15th of the month before.", 0.3),
         ("Actually, could I just pause it for July and August instead?",
          "We can pause a subscription for up to 1 month in any 12-month period, so I can pause July for you, but August would be billed as usual on 1 August.",
          "PieceWise allows a pause of up to 1 month in 12 months, so July can be paused but not August.",
          "C", "partial", PW + "#Subscription Plans",
          "Correct partial grant: PieceWise's 1-month pause limit overrides the Code's 2 months.", 0.4),
         ("OK, pause July please. Will August's puzzles come even if I haven't returned June's yet?",
          "Yes, August's puzzles go out on the first Tuesday, 5 August, whether or not June's have come back.",
          "August's puzzles are dispatched on the first Tuesday (5 August), but only once June's puzzles have been received back.",
          "N", "multi_rule", PW + "#Subscription Plans",
          "The date is right but it ignores the rule that the next puzzles are dispatched only after the previous ones are returned.", 0.15),
     ]),
    # ------------------------------------------------------------------ AV-05
    ("AV-05", A_SL, "2025-05-12T17:45:00Z",
     "A parent whose 11-year-old daughter on the Starline Youth team bumped her head during stunting that evening.",
     [
         ("My daughter (11, Youth team) banged her head in a stunt tonight and the coach thinks it could be concussion. She says she feels fine. Can she finish the session?",
          "No, I'm sorry. With a suspected concussion she has to stop straight away and can't come back to training today, however well she feels.",
          "No: with a suspected concussion she stops at once and does not return that day.",
          "C", "refusal", SL + "#Injuries and Concussion",
          "Correct refusal under the same-day no-return rule."),
         ("What's the earliest she could be back at full training? It happened today, Monday 12 May.",
          "The earliest would be Monday 26 May, 14 days after the injury, once she has done a graded return and has written clearance from her doctor.",
          "At Starline the earliest is Monday 2 June (21 days after the injury), with a doctor's written clearance and the head coach's sign-off.",
          "N", "time_window", SL + "#Injuries and Concussion",
          "Uses the Federation's 14 days; Starline requires at least 21 days and the head coach's sign-off."),
         ("If she needs to see a doctor, will the Federation be told?",
          "Yes, injuries that need medical treatment are reported to the Federation within 3 working days, so by Thursday 15 May.",
          "Yes; Starline reports within 2 working days, so by Wednesday 14 May.",
          "N", "time_window", SL + "#Injuries and Concussion",
          "Quotes the Federation's 3 working days; Starline's policy is 2 working days (by 14 May)."),
         ("Her coach said the Youth team will start basket tosses next month. Is that normal?",
          "It shouldn't happen at Starline: we teach basket tosses only to Junior, Senior and Open teams, even though the Federation would allow them for Youth teams.",
          "Starline teaches basket tosses only to Junior, Senior and Open teams, so not to Youth.",
          "C", "multi_rule", SL + "#Stunting",
          "Correctly applies Starline's stricter basket-toss rule over the Federation's Youth-and-above rule."),
         ("Will someone ring me if anything like this happens again?",
          "Yes. If an athlete under 18 is injured, a coach phones a parent or guardian before she leaves the session.",
          "A parent or guardian is phoned before an injured athlete under 18 leaves the session.",
          "C", "paraphrase", SL + "#Injuries and Concussion",
          "Restates the phone-before-leaving rule in other words."),
     ]),
    # ------------------------------------------------------------------ AV-06
    ("AV-06", A_CD, "2025-09-15T10:30:00Z",
     "A 67-year-old retired engineer asking at the community desk about getting an amateur radio licence through a local club.",
     [
         ("I'm 67, recently retired, and I'd like to get into amateur radio. Where do I start, and what's involved?",
          "You'd begin with the Foundation course, which has no entry requirement and a minimum age of just 9, so you're well clear. "
          "It includes at least 12 hours of guided learning and costs £35, which covers your first exam attempt. "
          "The exam itself is 26 questions in 55 minutes, and you need 19 correct to pass. "
          "Once licensed at Foundation level you can transmit at up to 10 W. "
          "From there you can move on to Intermediate and later to the Full licence. "
          "If you have a documented learning difficulty, you can ask for 25% extra exam time.",
          "Foundation: no entry requirement, minimum age 9, at least 12 hours, £35 including the first attempt, 26 questions in 55 minutes with 19 to pass, 10 W; then Intermediate and Full; 25% extra time with a documented learning difficulty.",
          "C", "long_answer", HAM + "#Licence Course Levels",
          "Every figure in the long answer (age, hours, fee, questions, pass mark, power, extra time) matches the code."),
         ("The next exam is on Friday 3 October. Am I too late to register?",
          "You're in time. Registration closes 10 working days before the exam, which makes the deadline Friday 19 September.",
          "Registration must be at least 10 working days before the exam; for Friday 3 October that is Friday 19 September.",
          "C", "time_window", HAM + "#Exam Booking, Resits and Refunds",
          "10 working days before Friday 3 October is Friday 19 September, after today's date."),
         ("If I fail it, how soon can I try again and what would it cost?",
          "You can resit after 7 calendar days, so from Friday 10 October, and the resit is covered by your course fee; you get up to 3 attempts at the same level in any 12 months.",
          "Resit after at least 7 calendar days (from 10 October), up to 3 attempts in 12 months; each resit costs £15 because the course fee covers the first attempt only.",
          "N", "partial", HAM + "#Licence Course Levels",
          "Timing and attempt limit are right, but resits cost £15 each and are not covered by the course fee."),
         ("After Foundation, could I jump straight to the Full licence next spring?",
          "No. You'd need to pass Intermediate first, and then hold the Intermediate licence for at least 6 months before you can sit the Full exam.",
          "No: Full requires an Intermediate licence held for at least 6 months.",
          "C", "negation", HAM + "#Licence Course Levels",
          "Correctly states the Intermediate-for-6-months entry requirement."),
         ("And what would club membership cost me?",
          "At 67 you'd pay the adult rate of £24 a year; the concession rate only starts at 70.",
          "At 67 he qualifies for the concession rate (65 and over) of £16 a year; joining in September he pays the full year's fee.",
          "N", "numeric", HAM + "#Membership",
          "The radio concession starts at 65, so the fee is £16, not £24 (the 70 threshold belongs to the bell-ringing code)."),
     ]),
    # ------------------------------------------------------------------ AV-07
    ("AV-07", A_PW, "2025-07-08T16:20:00Z",
     "A PieceWise member at the counter returning an incomplete puzzle and reporting a lost one.",
     [
         ("I'm returning this 1,000-piece puzzle today and I'm afraid 2 pieces are missing. Will I be charged?",
          "Yes. PieceWise lets one missing piece go free, but once 2 or more are missing we charge £1.50 for each of them, including the first, so that's £3.00.",
          "2 missing pieces at PieceWise are charged at £1.50 each including the first: £3.00.",
          "C", "numeric", PW + "#Missing Pieces and Lost Puzzles",
          "Applies PieceWise's stricter missing-piece rule correctly (2 x £1.50)."),
         ("My sister's puzzle library didn't charge her for 2 missing pieces. Why are you different?",
          "The Federation's Code lets up to 2 missing pieces go without charge, so libraries that follow it won't charge for 2. PieceWise has a stricter policy of its own, under which only a single missing piece is free.",
          "The Federation Code allows up to 2 missing pieces free; PieceWise's own stricter policy allows only 1.",
          "C", "multi_rule", PW + "#Missing Pieces and Lost Puzzles",
          "Correctly contrasts the Code's rule with PieceWise's stricter rule, which overrides it."),
         ("There's worse news: I've lost a 2,000-piece puzzle that was due back on 1 May. Its replacement value is £32. What do I owe?",
          "As it's more than 45 days past its due date it counts as lost, and you'll be charged the full replacement value of £32.",
          "It is treated as lost (more than 45 days after 1 May). PieceWise's policy sets no cap, so the Federation Code's cap applies: replacement value capped at £25.",
          "N", "numeric", JIG + "#Missing and Damaged Pieces",
          "PieceWise is silent on the cap, so the Code's £25 cap applies; charging £32 contradicts it."),
         ("If those 2 missing pieces turn up at home next week, can I get the £3 back?",
          "Yes. Bring them in within 90 days of the charge and we'll refund what you paid for them.",
          "Pieces returned within 90 days of the charge are refunded at the rate charged.",
          "C", "plain", JIG + "#Missing and Damaged Pieces",
          "PieceWise is silent on refunds, and the Code's 90-day refund rule is stated correctly."),
         ("Random one: what glue would you recommend for framing a finished puzzle?",
          "A clear, water-based puzzle glue brushed on thinly works well; leave it to dry overnight before framing.",
          "Outside the scope of the lending policy; any helpful general reply.",
          "I", "out_of_scope", None, "Craft advice is outside every document's scope."),
     ]),
    # ------------------------------------------------------------------ AV-08 (weighted)
    ("AV-08", A_SL, "2025-08-04T12:00:00Z",
     "A parent of a 15-year-old on Starline's Senior team asking about an autumn competition.",
     [
         ("The Autumn Classic is on Saturday 20 September. By when do we need to confirm and pay for her place?",
          "Starline needs your confirmation and the competition fee at least 35 days before the event, so by Saturday 16 August.",
          "Confirm and pay at least 35 calendar days before: by Saturday 16 August.",
          "C", "time_window", SL + "#Competitions",
          "20 September minus 35 days is 16 August, matching Starline's deadline.", 0.2),
         ("She'd love to compete with both the Senior team and the Open team that day. Is that possible?",
          "Yes, an athlete may be on up to 2 teams at one competition, so she can compete with both.",
          "No: at Starline each athlete competes on only 1 team per competition, and the Open team is for athletes aged 18 and over, so she can compete only with Senior.",
          "N", "multi_rule", SL + "#Competitions",
          "Applies the Federation's 2-team limit; Starline allows 1 team, and at 15 she is too young for Starline's Open team.", 0.5),
         ("If we pay and then she has to pull out on 1 September, what would we get back?",
          "1 September is 19 days before the competition, which is under Starline's 21-day cut-off, so there's no refund, unless you have a medical certificate, in which case we'd refund 50%.",
          "19 days before is less than 21, so no refund; with a medical certificate, 50%.",
          "C", "numeric", SL + "#Competitions",
          "Correctly places 19 days in Starline's no-refund band with the medical exception.", 0.2),
         ("How long can the Senior routine be?",
          "Senior routines can run to 2 minutes 30 seconds, and the team loses 1 point for every 5 seconds, or part of 5 seconds, over the limit.",
          "Maximum 2 minutes 30 seconds; 1 point deducted per 5 seconds or part thereof over.",
          "C", "plain", CH + "#Age Divisions and Coaching Ratios",
          "Starline is silent; the Federation's 2:30 limit and deduction are stated correctly.", 0.1),
     ]),
    # ------------------------------------------------------------------ AV-09
    ("AV-09", A_CD, "2025-03-17T09:40:00Z",
     "A couple planning a wedding at a church whose tower is affiliated to the Vale and Marsh Guild.",
     [
         ("We're getting married on Saturday 3 May and would love the bells rung. Is it too late to book?",
          "You're just in time. Wedding ringing must be booked at least 6 weeks before the wedding, which for 3 May means by Saturday 22 March.",
          "Booking must be at least 6 weeks ahead: by Saturday 22 March for a 3 May wedding, so they can still book.",
          "C", "time_window", BELL + "#Weddings and Funerals",
          "3 May minus 6 weeks is 22 March, after today's date of 17 March."),
         ("We'd like 8 ringers. What will that cost and what do we pay up front?",
          "With 8 ringers at £30 each the fee is £240, and a one-third deposit of £80 is payable when you book.",
          "8 x £30 = £240; the deposit is 25%, i.e. £60, payable at booking.",
          "N", "numeric", BELL + "#Weddings and Funerals",
          "The total is right but the deposit is 25% (£60), not one third (£80)."),
         ("If we had to cancel on 10 April, would we get our deposit back?",
          "10 April is 23 days before the wedding, which is more than 14 days' notice, so your deposit would be refunded in full.",
          "23 days falls in the 14-to-28-day band, so only half the deposit (£30) is refunded; a full refund needs more than 28 days.",
          "N", "time_window", BELL + "#Weddings and Funerals",
          "Cancelling 23 days before the wedding earns only half the deposit back; full refunds need more than 28 days."),
         ("Could the bells ring for an hour before the ceremony?",
          "Not a full hour, but wedding ringing can go on for up to 45 minutes before the ceremony and 15 minutes after.",
          "No; wedding ringing is limited to 30 minutes before the ceremony and 15 minutes after.",
          "N", "numeric", BELL + "#Weddings and Funerals",
          "The limit before the ceremony is 30 minutes, not 45."),
         ("Could you write us a short poem about bells for our order of service?",
          "Of course: 'Ring out, bright bells, on this our day, / let every peal our vows convey; / from tower high to village green, / the sweetest sound that's ever been.'",
          "Outside the scope of the Guild's code; any friendly reply.",
          "I", "out_of_scope", None, "Writing a poem is outside every document's scope."),
     ]),
    # ------------------------------------------------------------------ AV-10
    ("AV-10", A_PW, "2025-04-14T11:05:00Z",
     "A 17-year-old contacting PieceWise online about opening her own account.",
     [
         ("Hi, I'm 17. Can I open a PieceWise account in my own name?",
          "Yes, anyone aged 16 or over can hold an account in their own name; you'll just need proof of address.",
          "No: PieceWise accounts in your own name are for 18 and over; at 17 you borrow on a parent's or guardian's account.",
          "N", "numeric", PW + "#Accounts",
          "Quotes the Federation's age of 16; PieceWise requires 18 for an own-name account."),
         ("So my mum would need to open one. How many puzzles could we have out at once?",
          "One account can have up to 3 puzzles on loan at any time.",
          "No more than 3 puzzles on loan per account.",
          "C", "plain", PW + "#Accounts",
          "PieceWise's limit of 3 overrides the Code's 4 and is stated correctly."),
         ("Do you clean the puzzles between borrowers?",
          "Yes. Every returned puzzle is checked and quarantined for at least 48 hours before it is lent again.",
          "Every returned puzzle is quarantined for at least 72 hours and its pieces are counted before it is lent again.",
          "N", "numeric", PW + "#Cleaning",
          "Same wording as the Code's 48 hours, but PieceWise's policy requires 72 hours."),
         ("Can we pop in this afternoon to sign up?",
          "We're closed on Mondays. The counter is open Tuesday to Saturday, 10:00 to 17:00, so tomorrow morning would be the earliest.",
          "The counter is open Tuesday to Saturday 10:00 to 17:00; today is Monday, so the earliest is Tuesday at 10:00.",
          "C", "time_window", PW + "#Accounts",
          "14 April is a Monday and the counter opens Tuesday to Saturday."),
     ]),
    # ------------------------------------------------------------------ AV-11
    ("AV-11", A_SL, "2025-09-01T19:10:00Z",
     "A parent of a Starline athlete who was 17 on 31 August and turns 18 in November, asking about teams and helping out.",
     [
         ("My son turns 18 in November. Can he join your Open team this season?",
          "Not this season, I'm afraid. Our Open team is for athletes aged 18 and over, and ages are taken as at 31 August, when he was still 17. He'd be on the Senior team instead.",
          "No: Starline's Open team is 18 and over and age is taken at 31 August, when he was 17; he fits Senior (15 to 18).",
          "C", "refusal", SL + "#Joining and Ages",
          "Correct refusal combining Starline's 18+ Open rule with the Federation's 31 August age date."),
         ("How many athletes per coach do you have on the Senior team?",
          "Senior groups are coached at up to 12 athletes per qualified coach.",
          "Starline coaches Senior at no more than 10 athletes per qualified coach.",
          "N", "numeric", SL + "#Coaching Ratios and Sessions",
          "12 is the Federation's ratio; Starline's stricter ratio for Senior is 10."),
         ("He's offered to help coach our Tiny team. Would he count as one of the coaches?",
          "He's very welcome to help, and as a 17-year-old assistant he does count towards the ratio, so the Tiny group could take 5 more athletes with him there.",
          "He may help, but assistant coaches aged 16 or 17 do not count towards the ratio; only qualified coaches aged 18+ do.",
          "N", "modality", CH + "#Age Divisions and Coaching Ratios",
          "Assistants aged 16 or 17 do not count towards the ratio; Starline's policy is silent, so the Federation rule applies."),
         ("And what time do Senior sessions usually finish on Fridays?",
          "",
          "Any answer; the assistant returned nothing.",
          "I", "empty_answer", None, "The answer is empty."),
         ("How long can his training sessions be?",
          "As he's over 12 his sessions can last up to 3 hours, with a water break every hour.",
          "Up to 3 hours for athletes aged 12 and over, with a water break at least every 30 minutes.",
          "N", "numeric", SL + "#Coaching Ratios and Sessions",
          "The 3-hour limit is right but water breaks are required at least every 30 minutes, not hourly."),
     ]),
    # ------------------------------------------------------------------ AV-12 (weighted)
    ("AV-12", A_CD, "2025-10-06T15:30:00Z",
     "A neighbour of a Guild-affiliated church tower unhappy about a late-running peal.",
     [
         ("Good afternoon!",
          "Good afternoon, what can I help you with today?",
          "A greeting; no rule is involved.",
          "I", "smalltalk", None, "Greeting only.", 0.15),
         ("The tower next to my house rang a peal on Saturday that started at 18:30 and carried on until 22:00. Is that allowed?",
          "No. Under the Guild's code a peal must finish by 21:00, and no ringing at all is allowed after 21:30 except on New Year's Eve, so ringing until 22:00 broke the rules.",
          "No: a peal must finish by 21:00 and no ringing is allowed between 21:30 and 08:00 except on New Year's Eve.",
          "C", "multi_rule", BELL + "#Ringing Times and Notice to Neighbours",
          "Correctly applies both the 21:00 peal finish and the 21:30 curfew.", 0.25),
         ("I've written to the tower captain today. When should I hear back?",
          "The tower captain has to acknowledge your complaint within 5 working days, so by Monday 13 October, and then send a written reply within 15 calendar days, by Tuesday 21 October.",
          "Acknowledgement within 5 working days (by Monday 13 October) and a written reply within 15 working days (by Monday 27 October).",
          "N", "time_window", BELL + "#Complaints",
          "The written reply is due within 15 working days (27 October), not 15 calendar days (21 October).", 0.45),
         ("And if I'm not satisfied with what they say?",
          "You can write to the Guild Secretary, on 555-0142, within 30 calendar days of the captain's reply; the Secretary then decides within 20 working days.",
          "Write to the Guild Secretary (555-0142) within 30 calendar days of the reply; decision within 20 working days.",
          "C", "plain", BELL + "#Complaints",
          "Escalation route, 30-day window and 20-working-day decision all match.", 0.15),
     ]),
    # ------------------------------------------------------------------ AV-13
    ("AV-13", A_PW, "2025-05-20T13:25:00Z",
     "A new Nibble-plan subscriber who signed up on 5 May and wants to cancel.",
     [
         ("I signed up for the Nibble plan on 5 May and my first puzzle has already arrived. I've changed my mind. Can I get a refund?",
          "I'm sorry, the cooling-off period is 14 days from sign-up, which ended on 19 May, so we can't refund you now.",
          "Yes: PieceWise's cooling-off period is 21 days (until 26 May); as a puzzle was dispatched, the refund is £9.50 less £3.20, i.e. £6.30.",
          "N", "refusal", PW + "#Subscription Plans",
          "Wrong refusal: PieceWise's 21-day cooling-off period is still running on 20 May."),
         ("Are you sure? I thought PieceWise gave 21 days.",
          "You're right, and I apologise. PieceWise's cooling-off period is 21 days, so you're covered until 26 May. Because your first puzzle has already gone out, we refund what you paid less £3.20 for outbound postage, which is £6.30 on the £9.50 Nibble fee.",
          "21-day cooling-off until 26 May; refund £9.50 - £3.20 = £6.30.",
          "C", "numeric", PW + "#Subscription Plans",
          "Correct period, end date and refund amount after dispatch."),
         ("Will I have to pay to post the puzzle back?",
          "No. Every postal loan comes with a prepaid return label, so just use the one in the box.",
          "Member libraries must include a prepaid return label with every postal loan.",
          "C", "plain", JIG + "#Loan Periods and Renewals",
          "PieceWise is silent; the Code's prepaid return label rule applies and is stated correctly."),
         ("I might come back in the autumn. Are prices going up?",
          "Nothing's been announced, and if prices ever do rise we'll give you at least 30 days' written notice.",
          "Nothing announced; PieceWise tells members in writing at least 45 calendar days before any price rise.",
          "N", "numeric", PW + "#Subscription Plans",
          "Quotes the Code's 30 days; PieceWise promises at least 45 days' notice."),
         ("Thanks, that's sorted then.",
          "Happy to have helped - enjoy the rest of your puzzling today.",
          "A friendly closing; no rule is involved.",
          "I", "smalltalk", None, "Thanks; no rule applies."),
     ]),
    # ------------------------------------------------------------------ AV-14
    ("AV-14", A_SL, "2025-06-16T18:00:00Z",
     "A parent asking about Starline's Tiny team for her son, who is 5 and turns 6 in July.",
     [
         ("My son is 5. Can he join your Tiny team?",
          "Not yet. Starline takes athletes from age 6, so our Tiny team is for 6-year-olds, even though the Federation's Tiny division starts at 5.",
          "No: Starline accepts athletes from age 6.",
          "C", "refusal", SL + "#Joining and Ages",
          "Correct refusal: Starline's minimum age of 6 overrides the Federation's 5."),
         ("He turns 6 in July. Could he try a taster session first, and do I have to stay?",
          "Yes, every new athlete gets one free taster. You're welcome to drop him off and collect him afterwards, as there are always two coaches on site.",
          "One free taster; as he is under 16, a parent or guardian must be on site during it.",
          "N", "modality", SL + "#Joining and Ages",
          "Under-16s must have a parent or guardian on site during the taster; dropping him off is not allowed."),
         ("What does the Tiny team cost, and how many children are there per coach?",
          "Tiny is £32 a month, and we coach Tiny at up to 6 athletes per qualified coach.",
          "Tiny is £32 a month, with no more than 5 athletes per qualified coach at Starline.",
          "N", "partial", SL + "#Coaching Ratios and Sessions",
          "The fee is right but the ratio quoted is the Federation's 6; Starline's is 5."),
         ("Will the Tinies do flips in their stunts?",
          "No. Tiny teams don't do inverted stunts, release moves or basket tosses.",
          "No inverted stunts, release moves or basket tosses for Tiny teams.",
          "C", "negation", CH + "#Stunts, Pyramids and Tumbling",
          "Starline is silent on Tiny stunts; the Federation prohibition is stated correctly."),
         ("What should I expect from a normal Tiny training session?",
          "Tiny sessions at Starline are kept fairly short. "
          "Athletes under 12 train for no more than 2 hours at a time, with a water break at least every 30 minutes. "
          "There are always at least 2 coaches on site, and one of them is a qualified first aider. "
          "No jewellery can be worn, though a medical alert bracelet is fine if it's taped. "
          "If he's hurt, a coach will phone you before he leaves the session. "
          "Any injury that needs medical treatment is reported to the Federation within 3 working days.",
          "As stated, except that Starline reports injuries needing treatment to the Federation within 2 working days.",
          "N", "long_answer", SL + "#Injuries and Concussion",
          "All sentences are right except the last: Starline reports within 2 working days, not 3."),
     ]),
    # ------------------------------------------------------------------ AV-15
    ("AV-15", A_CD, "2025-11-03T10:00:00Z",
     "The secretary of a local amateur radio club planning a special event station.",
     [
         ("Our club wants to run a special event station on Saturday 22 November. Are we still in time to notify the Council?",
          "I'm afraid not. The Council needs at least 21 calendar days' notice, so the deadline for 22 November was Saturday 1 November. You'd need to choose a later date.",
          "No: 21 calendar days before 22 November was 1 November, which has passed.",
          "C", "refusal", HAM + "#Field Days and Special Events",
          "Correct refusal: the 21-day notice deadline (1 November) is before today, 3 November."),
         ("Then let's move it to Saturday 29 November. What are our deadlines now?",
          "For 29 November you'd need to notify the Council by Saturday 8 November, and the risk assessment is due 7 days before the event, by Saturday 22 November.",
          "Notify by Saturday 8 November (21 days) and submit the risk assessment by Saturday 15 November (14 days).",
          "N", "time_window", HAM + "#Field Days and Special Events",
          "The notice date is right but the risk assessment is due 14 days before (15 November), not 7."),
         ("Visitors will want to have a go on air. Can our Intermediate licensees supervise them?",
          "Yes, any licensed member, whether Foundation, Intermediate or Full, can supervise visitors as long as they give the callsign.",
          "No: only a Full licensee who is physically present and gives the callsign may supervise unlicensed operators.",
          "N", "modality", HAM + "#Transmitting Power and Supervision",
          "Only Full licensees may supervise unlicensed operators."),
         ("We'll be using a petrol generator. Anything we should know?",
          "Only refuel it when it's switched off and has been left to cool for at least 10 minutes.",
          "Refuel only when switched off and cooled for at least 10 minutes.",
          "C", "plain", HAM + "#Field Days and Special Events",
          "Matches the generator refuelling rule."),
         ("Our 16-year-old member wants to help put the mast up. Is that OK?",
          "He can certainly help from the ground, but no one under 18 may climb a mast at any height, and any mast work above 3 metres needs at least 2 people present, with one staying on the ground.",
          "He may help but not climb (no climbing under 18); work above 3 metres needs at least 2 people, one on the ground.",
          "C", "partial", HAM + "#Club Station and Antenna Safety",
          "Correct partial grant: helping allowed, climbing forbidden under 18."),
     ]),
    # ------------------------------------------------------------------ AV-16
    ("AV-16", A_PW, "2025-09-02T10:30:00Z",
     "A grandmother returning overdue puzzles borrowed on her PieceWise account.",
     [
         ("I'm returning a 300-piece puzzle today, 2 September. It was due back on 20 August. What do I owe?",
          "It's 13 days late at 25p a day, so the late fee is £3.25.",
          "13 days late x £0.25 = £3.25 (no grace period at PieceWise).",
          "C", "numeric", PW + "#Late Fees",
          "21 August to 2 September is 13 days at £0.25 with no grace period."),
         ("My granddaughter's 80-piece puzzle on the same account was also due on 20 August. I've brought that too.",
          "That one's also 13 days late, so that's another £3.25, making £6.50 altogether.",
          "No late fee: the Federation Code exempts children's puzzles of 100 pieces or fewer and PieceWise's policy is silent, so the total stays £3.25.",
          "N", "multi_rule", JIG + "#Late Returns and Fees",
          "Children's puzzles of 100 pieces or fewer carry no late fees under the Code, which applies where PieceWise is silent."),
         ("I've still got a 1,200-piece puzzle at home that was due on 15 August. Can I still borrow something new today?",
          "Yes. That puzzle is 18 days overdue, but accounts are only suspended once a puzzle is more than 30 days overdue, so you can still borrow.",
          "No: PieceWise suspends an account as soon as any puzzle is more than 14 days overdue; at 18 days the account is suspended until the puzzle is returned or paid for.",
          "N", "time_window", PW + "#Late Fees",
          "Uses the Code's 30 days; PieceWise suspends after 14 days overdue, so the account is suspended."),
         ("If I bring that one in tomorrow, what will the fee be?",
          "Tomorrow it'll be 19 days late; at 20p a day after a 3-day grace period, that comes to £3.20.",
          "19 days x £0.25 = £4.75 (no grace period, under the £5 cap).",
          "N", "numeric", PW + "#Late Fees",
          "Applies the Code's grace period and 20p rate; PieceWise charges £0.25 from day one, i.e. £4.75."),
         ("Dreadful weather for September, isn't it?",
          "It really is. Take an umbrella when you come in tomorrow!",
          "Small talk; no rule is involved.",
          "I", "smalltalk", None, "Weather small talk; no rule applies."),
     ]),
    # ------------------------------------------------------------------ AV-17
    ("AV-17", A_SL, "2025-10-20T17:00:00Z",
     "A parent of a Junior-team athlete who is leaving Starline because the family is moving.",
     [
         ("We're moving away, so my daughter (Junior team) will be leaving. If I give written notice today, 20 October, what do I still pay?",
          "With 30 days' written notice from today, her notice period runs to 19 November. Fees for the notice period are payable, so the November Junior fee of £48, due on 1 November, still has to be paid.",
          "30 days' written notice runs to 19 November; fees for the notice period are payable, including November's £48.",
          "C", "multi_rule", SL + "#Fees and Payment",
          "Correct notice length, end date and Junior fee."),
         ("She's entered for the Winter Cup on 6 December and we've already paid Starline's competition fee. What happens if we withdraw her today?",
          "Today is 47 days before the Winter Cup. "
          "Under Starline's policy, withdrawing 42 or more days before a competition gets you the competition fee back less £15. "
          "That's the best refund band, so withdrawing now is the cheapest option. "
          "If you waited until 21 to 41 days before, you'd only get 50% back. "
          "Less than 21 days before, there would be no refund at all. "
          "The exception is a medical certificate, which brings 50% back at any time before the competition.",
          "47 days before: refund less £15; 21 to 41 days: 50%; under 21 days: nothing; medical certificate: 50% at any time before.",
          "C", "long_answer", SL + "#Competitions",
          "Every band and amount in the long answer matches Starline's withdrawal rules."),
         ("And if we only got round to it on 1 November?",
          "1 November is still more than 28 days before the event, so you'd get a full refund less a £10 administration fee.",
          "1 November is 35 days before, in Starline's 21-to-41-day band, so 50% is refunded.",
          "N", "time_window", SL + "#Competitions",
          "Applies the Federation's 28-day band; under Starline's policy 35 days before earns 50%."),
         ("Before we go, could she get some extra basket toss practice at Saturday open gym?",
          "Sorry, at Starline basket tosses are only taught to Senior and Open teams, so she can't practise them.",
          "Starline teaches basket tosses to Junior, Senior and Open teams, and as she is over 12 she may attend Saturday open gym (10:00 to 12:00).",
          "N", "refusal", SL + "#Stunting",
          "Wrong refusal: Junior teams are taught basket tosses at Starline."),
         ("Thank you all for everything over the years!",
          "It's been a pleasure having her. Good luck with the move!",
          "A friendly closing; no rule is involved.",
          "I", "smalltalk", None, "Thanks; no rule applies."),
     ]),
    # ------------------------------------------------------------------ AV-18 (all irrelevant)
    ("AV-18", A_CD, "2025-08-18T12:00:00Z",
     "A tourist passing time at the Hollowmere community desk while waiting for a bus.",
     [
         ("Hello! Lovely sunny day, isn't it?",
          "It certainly is, perfect weather for exploring Hollowmere!",
          "A greeting; no rule is involved.",
          "I", "smalltalk", None, "Greeting and weather chat."),
         ("Can you recommend a good pizza place near here?",
          "Try the little place by the market square; they do a great wood-fired margherita.",
          "Outside the scope of every document; any friendly reply.",
          "I", "out_of_scope", None, "Restaurant tips are outside every document's scope."),
         ("What time is the next number 7 bus?",
          " \n  ",
          "Any answer; the assistant returned only whitespace.",
          "I", "empty_answer", None, "The answer is whitespace only."),
     ]),
]


def score_session(turns_out):
    """turns_out: list of (qa_id, label, raw_weight or None). Returns dict."""
    weighted = all(w is not None for _, _, w in turns_out)
    scored = [(q, l, w) for q, l, w in turns_out if l != "IRRELEVANT"]
    resolved = {q: 0.0 for q, _, _ in turns_out}
    if not scored:
        return resolved, None, "IRRELEVANT", weighted
    if weighted:
        total = sum(w for _, _, w in scored)
        for q, _, w in scored:
            resolved[q] = round(w / total, 6)
        score = sum(w for _, l, w in scored if l == "COMPLIANT") / total
    else:
        for q, _, _ in scored:
            resolved[q] = round(1 / len(scored), 6)
        score = sum(1 for _, l, _ in scored if l == "COMPLIANT") / len(scored)
    score = round(score, 4)
    return resolved, score, ("COMPLIANT" if score >= 0.5 else "NON_COMPLIANT"), weighted


def main():
    convs, labels, expected = [], [], []
    for sid, aid, started, context, turns in SESSIONS:
        conv, out = [], []
        for i, t in enumerate(turns, 1):
            query, ans, gt, lab, kind, clause, why = t[:7]
            weight = t[7] if len(t) > 7 else None
            qa = f"{sid}-q{i}"
            item = {"qa_id": qa, "query": query, "assistant": ans, "ground_truth_assistant": gt}
            if weight is not None:
                item["weight"] = weight
            conv.append(item)
            label = LABELS[lab]
            labels.append({"session_id": sid, "qa_id": qa, "label": label,
                           "clause": clause, "kind": kind, "rationale": why})
            out.append((qa, label, weight))
        convs.append({"session_id": sid, "assistant_id": aid, "language": "english",
                      "context": context, "started_at": started, "conversation": conv})
        resolved, score, verdict, weighted = score_session(out)
        expected.append({
            "session_id": sid, "assistant_id": aid, "n_interactions": len(out),
            "n_compliant": sum(1 for _, l, _ in out if l == "COMPLIANT"),
            "n_non_compliant": sum(1 for _, l, _ in out if l == "NON_COMPLIANT"),
            "n_irrelevant": sum(1 for _, l, _ in out if l == "IRRELEVANT"),
            "weight_mode": "explicit" if weighted else "none",
            "resolved_weights": resolved, "expected_score": score,
            "expected_verdict": verdict})

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")

    dump("conversations.jsonl", convs)
    dump("labels.jsonl", labels)
    dump("expected_sessions.jsonl", expected)
    n = len(labels)
    counts = {k: sum(1 for l in labels if l["label"] == k) for k in LABELS.values()}
    print(f"sessions={len(convs)} interactions={n} " +
          " ".join(f"{k}={v} ({100 * v / n:.1f}%)" for k, v in counts.items()))
    for e in expected:
        print(e["session_id"], e["weight_mode"], e["expected_score"], e["expected_verdict"])


if __name__ == "__main__":
    main()
