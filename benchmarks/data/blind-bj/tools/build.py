#!/usr/bin/env python3
"""Build conversations.jsonl, labels.jsonl and expected_sessions.jsonl for blind-bj.

All data below is hand-written and invented. Run from the blind-bj folder:
    python3 tools/build.py && python3 tools/check.py
"""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SKY = "company/skylark_ascents_policy.md"
BAL = "balloon_flight_code.md"
PEN = "company/pennyfold_ferret_shows_policy.md"
FER = "ferret_show_code.md"
SHA = "sea_shanty_festival_code.md"
STE = "steam_fair_code.md"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"


def t(query, assistant, gt, label, clause, kind, rationale, weight=None):
    return dict(query=query, assistant=assistant, gt=gt, label=label,
                clause=clause, kind=kind, rationale=rationale, weight=weight)


SESSIONS = [
    # ------------------------------------------------------------------ Skylark
    dict(
        session_id="BJ-01", assistant_id="skylark_ascents",
        context="A grandmother hoping to take her two grandsons on a balloon flight for her 70th birthday.",
        started_at="2025-04-18T09:12:00Z",
        turns=[
            t("Morning! Can my two grandsons, aged 9 and 12, come up with me in one of your balloons this summer?",
              "Lovely idea! Children can fly from the age of 8, so both boys can come along, as long as they share your basket compartment - one adult can look after up to two children in that age group.",
              "What a lovely idea. I'm sorry, though: we only carry passengers who are at least 10 on the day of the flight, so your 9-year-old couldn't fly with us yet. Your 12-year-old can, sharing your basket compartment, and each adult can accompany only one child aged 10 to 13.",
              N, f"{SKY}#Who Can Fly With Us", "numeric",
              "Skylark's minimum age is 10 and each adult may accompany only one child aged 10 to 13; the answer applies the general code's age 8 and two-children figures."),
            t("Ah, that's a shame. His birthday is 2 September, when he turns 10. Could we book a flight for Saturday 6 September instead?",
              "Yes - as he'll be 10 on the day of the flight, he can fly on 6 September. Both boys would then be in the 10-to-13 group, though, and each adult can only take one child of that age in the compartment, so you'd need a second adult to come along with you.",
              "Yes, he'll be 10 on 6 September, so he can fly. As both boys will then be aged 10 to 13, each must share a compartment with an adult and each adult can accompany only one of them, so a second adult will need to fly with you.",
              C, f"{SKY}#Who Can Fly With Us", "multi_rule",
              "Age is judged on the flight date, so the boy is 10 on 6 September, and the one-child-per-adult rule for ages 10 to 13 correctly requires a second adult."),
            t("My daughter will come then. Do you do a bit of fizz at the end? It is my 70th!",
              "Happy birthday in advance! We serve a glass of champagne to the grown-ups after landing, and the boys get elderflower pressé.",
              "Happy 70th in advance! We don't serve alcohol at any point, I'm afraid, but everyone is offered an elderflower pressé toast with shortbread after landing.",
              N, f"{SKY}#Refreshments", "negation",
              "Skylark serves no alcohol at any stage; offering champagne follows the general code, which the company policy overrides."),
            t("Never mind, thanks ever so much for your help!",
              "You're very welcome - enjoy planning the day!",
              "You're very welcome - enjoy planning the day!",
              I, None, "smalltalk", "A closing pleasantry that addresses nothing the corpus governs."),
        ]),
    dict(
        session_id="BJ-02", assistant_id="skylark_ascents",
        context="A man with an ageing Skylark voucher who wants to use or extend it.",
        started_at="2025-05-06T14:30:00Z",
        turns=[
            t("Hi, I've got a Skylark voucher that was issued on 20 November 2023. Is it still valid?",
              "Yes, just about - our vouchers last 18 months from the date of issue, so yours runs until 20 May 2025.",
              "Yes - Skylark vouchers are valid for 18 months from issue, so yours is valid until 20 May 2025.",
              C, f"{SKY}#Vouchers", "numeric",
              "Skylark vouchers are valid for 18 months, so a voucher issued on 20 November 2023 runs to 20 May 2025."),
            t("Can I extend it? I read that the balloon code lets you add up to 12 months for £40.",
              "That's right - under the PBSC code you can extend once by up to 12 months, for no more than £40, so I can set that up for you now.",
              "Our own policy applies here rather than the PBSC figures: a voucher can be extended once, by 6 months, for £55, and the request has to reach us at least 14 days before expiry. Today is exactly 14 days before 20 May, so you're just in time.",
              N, f"{SKY}#Vouchers", "numeric",
              "Skylark allows one 6-month extension for £55; quoting the general code's 12 months for £40 is wrong for this assistant."),
            t("Oh, one thing - I bought it in a Black Friday deal at 35% off. Does that make any difference?",
              "I'm afraid it does. Vouchers bought at a discount of 30% or more can't be extended at all, so the extension isn't available on yours and you'd need to fly by 20 May.",
              "Yes, unfortunately: vouchers bought at a discount of 30% or more cannot be extended, so you'll need to fly on or before 20 May.",
              C, f"{SKY}#Vouchers", "refusal",
              "A 35% discount is at or above the 30% threshold, so refusing the extension is required."),
            t("Right. Is there anything free before the 20th? A weekday evening would suit me best.",
              "Let me have a look. In May our evening meeting times fall between 17:00 and 19:30, and I've got a space on Thursday 15 May with a meeting time of 18:30 at Hollowmere.",
              "In May evening meeting times fall between 17:00 and 19:30; there's a space on Thursday 15 May, meeting at 18:30 at Hollowmere.",
              C, f"{BAL}#Flight Day and Weather", "time_window",
              "Skylark's policy is silent on meeting-time bands, and an 18:30 May evening meeting lies within the general code's 17:00 to 19:30 band."),
            t("Brilliant, book me in. How will I know whether it's going ahead?",
              "Done! We'll post the decision on our flight-status line no later than three hours before your 18:30 meeting time, so you'll know by 15:30 on the day.",
              "You're booked. For evening flights we update the flight-status line, 555-0188, by 12:00 on the day, so check after midday on Thursday 15 May.",
              N, f"{SKY}#Flight Day", "time_window",
              "Skylark updates the status line by 12:00 on the day for evening flights; the three-hours-before deadline is the general code's weaker rule."),
        ]),
    dict(
        session_id="BJ-03", assistant_id="skylark_ascents",
        context="A couple booking Skylark's private basket for 14 July, one of whom is heavier and recently had surgery.",
        started_at="2025-06-02T19:05:00Z",
        turns=[
            t("We'd like the private basket for two on 14 July. I'm about 115 kg - is that a problem?",
              "Not a problem at all, but because you're over 108 kg you'll need to declare your weight on the booking and add an Extra Space place, which is £95 per flight. With the private basket at £540, that comes to £635.",
              "That's fine, but as you're over 108 kg you must declare your weight and buy an Extra Space place at £95, on top of the £540 private basket.",
              C, f"{SKY}#Fees", "multi_rule",
              "Over 108 kg requires a declared weight and an Extra Space place at £95, and the private basket is £540.",
              weight=0.3),
            t("OK. I had a knee operation on 1 May - will that stop me?",
              "Your operation will be more than ten weeks before the flight, which is well outside the six-week window, so you won't need anything from your doctor.",
              "14 July is less than 12 weeks after your operation on 1 May, so you'll need to bring a signed note from your doctor confirming you're fit to fly; without it the pilot can't take you.",
              N, f"{SKY}#Who Can Fly With Us", "numeric",
              "Skylark requires a doctor's note for surgery within 12 weeks, and 1 May to 14 July is about ten and a half weeks; the six-week window is the general code's.",
              weight=0.2),
            t("My partner will be 24 weeks pregnant by then, but she's really keen. She'd just stand quietly in the corner.",
              "I'm really sorry, but we can't carry anyone who is pregnant, at any stage, so she wouldn't be able to fly on 14 July. You might like to think about a flight once the baby has arrived.",
              "I'm sorry, but pregnant passengers can't fly at any stage of pregnancy, so she couldn't fly on 14 July.",
              C, f"{BAL}#Passenger Eligibility", "refusal",
              "Skylark's policy is silent on pregnancy, so the general code's ban at any stage applies and the refusal is required.",
              weight=0.2),
            t("In that case we'd rather cancel the whole thing. We're 42 days away from the flight.",
              "Of course, and I'm sorry it hasn't worked out this time. We always try to make cancelling as painless as we can. As you're giving us 42 days' notice, which is more than 28 days, you'll get a full refund less our £35 administration fee. To make it official, please email bookings@skylark-ascents.example or ring 555-0187, as we can't accept a cancellation sent through social media. Once it's processed, the money goes back to the card you paid with. And congratulations to you both on the baby news!",
              "With 42 days' notice you'll get a full refund less the £35 administration fee; please cancel by email or by phone on 555-0187, as social media messages don't count.",
              C, f"{SKY}#Cancelling Your Flight", "long_answer",
              "42 days is 28 days or more, so a full refund less £35 is correct, and the permitted cancellation channels are stated correctly.",
              weight=0.3),
        ]),
    dict(
        session_id="BJ-04", assistant_id="skylark_ascents",
        context="A woman whose Skylark flight has been cancelled for weather twice.",
        started_at="2025-07-21T08:40:00Z",
        turns=[
            t("Hi there, it's been a gorgeous sunny weekend, hasn't it?",
              "It certainly has - perfect picnic weather! How can I help today?",
              "It certainly has! How can I help?",
              I, None, "smalltalk", "Small talk about the weather addresses nothing the corpus governs."),
            t("Well, not for ballooning apparently! My flight was cancelled yesterday for wind - that's the second time on the same booking. Can I have my money back now?",
              "I'm so sorry about that. After two weather cancellations you're entitled to a full refund, so I'll process that for you straight away.",
              "I'm sorry about that. We'll rebook you free of charge; a full refund becomes available if we have to cancel the same booking a third time.",
              N, f"{BAL}#Cancellations and Refunds", "numeric",
              "Skylark's policy is silent on operator cancellations, so the general code applies: free rebooking, with a refund only after three cancellations."),
            t("It looked calm enough to me! What's your limit?",
              "It can feel calm on the ground, but we only launch when the surface wind is 8 knots or below, which is tighter than the 10 knots the industry code allows.",
              "We fly only when the surface wind is 8 knots or less.",
              C, f"{SKY}#Flight Day", "numeric",
              "Skylark's wind limit is 8 knots, and the answer correctly distinguishes it from the general 10 knots."),
            t("Fine, rebook me for a morning in October then. What sort of time would I meet you?",
              "No charge for the rebooking, of course. In October our morning meeting times are between 07:00 and 08:30, depending on sunrise.",
              "Rebooking after our cancellation is free; October morning meeting times fall between 07:00 and 08:30.",
              C, f"{BAL}#Flight Day and Weather", "time_window",
              "The company policy is silent on seasonal bands, so the general code's October morning band of 07:00 to 08:30 applies, and free rebooking is correct."),
            t("And if I'm running a bit late on the day?",
              "Don't worry too much - we can usually hold on for up to half an hour after the meeting time before the briefing gets going.",
              "Please be on time: anyone arriving more than 15 minutes after the meeting time can't fly, and the booking is then treated as cancelled with less than 14 days' notice, so there's no refund or rebooking.",
              N, f"{SKY}#Flight Day", "time_window",
              "Skylark turns away anyone more than 15 minutes late; promising a 30-minute wait contradicts the policy."),
        ]),
    dict(
        session_id="BJ-05", assistant_id="skylark_ascents",
        context="A customer who bought a Skylark gift voucher a week ago and is having second thoughts.",
        started_at="2025-08-11T11:00:00Z",
        turns=[
            t("I bought a voucher on 4 August as a present, but it turns out my sister's already done a balloon flight. Can I get a refund?",
              "Yes - you're still inside a fortnight of buying it and it hasn't been used, so you can cancel and have all your money back.",
              "Yes: within 14 calendar days of purchase, and with no flight taken, you can cancel for a full refund.",
              C, f"{BAL}#Vouchers and Cooling-Off", "paraphrase",
              "Skylark is silent on cooling-off, so the general 14-day full refund applies; 4 to 11 August is 7 days."),
            t("Great. Or could I just put my friend's name on it instead?",
              "Of course! Changing the name on a voucher is free of charge at any time up to 48 hours before the flight.",
              "Yes, we can change the name for a £15 fee, as long as it's requested at least 72 hours before the meeting time of any flight booked on it.",
              N, f"{SKY}#Fees", "numeric",
              "Skylark charges £15 for a name change and requires 72 hours' notice; 'free up to 48 hours' is wrong on both points."),
            t("Hmm, I'll have a think. If she does go, could she vape during the flight? She gets a bit nervous.",
              "I'm afraid not - smoking and vaping aren't allowed anywhere within 50 metres of the balloon, whether you're in the air or on the ground.",
              "No - smoking and vaping are forbidden within 50 metres of the balloon at all times.",
              C, f"{BAL}#Conduct in the Basket", "negation",
              "The general code, which applies as Skylark is silent, forbids vaping within 50 metres at all times."),
            t("Okay, thanks, bye!",
              "",
              "You're welcome - bye for now!",
              I, None, "empty_answer", "The answer is empty."),
        ]),
    dict(
        session_id="BJ-06", assistant_id="skylark_ascents",
        context="A passenger unhappy with his Skylark flight on 23 August who wants to complain.",
        started_at="2025-09-15T16:20:00Z",
        turns=[
            t("My flight on 23 August was a shambles - we came down in a bog. How long have I got to complain?",
              "I'm sorry to hear that. You can complain in writing within 28 days of the flight, so for 23 August that's until 20 September - you're still in time.",
              "You can complain in writing within 28 calendar days of the flight, so until 20 September.",
              C, f"{BAL}#Complaints", "time_window",
              "Skylark is silent on complaints; the general code's 28 calendar days from 23 August gives 20 September."),
            t("I'll email today then, Monday. When should I hear back?",
              "We'll acknowledge your email by Monday 22 September, and we aim to send you a full response within six weeks.",
              "We'll acknowledge it within 5 working days, by Monday 22 September, and send a full response within 20 working days of receipt, so by Monday 13 October.",
              N, f"{BAL}#Complaints", "time_window",
              "A full response is due within 20 working days (by 13 October); six weeks is about 30 working days and breaks the limit."),
            t("And if I'm still not happy after that?",
              "Then you can take it to the PBSC's independent adjudicator on 555-0142, and we'll remind you of that in our full response.",
              "You may refer it to the PBSC independent adjudicator on 555-0142; we'll set out that right in our full response.",
              C, f"{BAL}#Complaints", "plain",
              "The escalation route and the duty to mention it in the full response match the general code."),
            t("Also, the pilot let my son have a go on the burner. Is that even allowed?",
              "Yes, pilots can let passengers work the burner briefly under close supervision, so nothing wrong was done there.",
              "No - only the pilot may operate the burners or any other control, even under supervision. Please include that in your complaint.",
              N, f"{BAL}#Conduct in the Basket", "negation",
              "Only the pilot may operate the burners and passengers must not touch controls even under supervision."),
            t("Thanks. Totally unrelated, but do you know a decent pub near Hollowmere?",
              "I'm afraid I don't keep pub recommendations, but the village has a couple of places the locals speak well of.",
              "I'm afraid I can't recommend pubs, but the village has a few.",
              I, None, "out_of_scope", "A pub recommendation is outside anything the corpus governs."),
        ]),
    # --------------------------------------------------------------- Pennyfold
    dict(
        session_id="BJ-07", assistant_id="pennyfold_ferret_shows",
        context="A first-time exhibitor hoping to show her young kit at a Pennyfold show.",
        started_at="2025-04-22T10:15:00Z",
        turns=[
            t("Hello! I'd like to enter my kit, Pickle, in your show on Saturday 17 May. She'll be 14 weeks old by then.",
              "How exciting! Kits can be entered from 12 weeks, so Pickle is eligible for the kit class, which is £2.50.",
              "I'm sorry, Pennyfold only accepts ferrets that are at least 16 weeks old on show day, so Pickle is too young for 17 May.",
              N, f"{PEN}#Entering a Pennyfold Show", "numeric",
              "Pennyfold's minimum age is 16 weeks and its kit fee is £2.00; the answer uses the national code's 12 weeks and maximum fee."),
            t("Oh no. What about your show on 21 June? And when would entries close for that one?",
              "On 21 June Pickle will be 19 weeks old, so she can go in the kit class at £2.00. Entries close 14 days before, on Saturday 7 June, and we can't take late entries.",
              "Pickle will be 19 weeks on 21 June, so she can enter the kit class at £2.00; entries close on Saturday 7 June and late entries aren't accepted.",
              C, f"{PEN}#Entering a Pennyfold Show", "multi_rule",
              "Five weeks after 14 weeks is 19 weeks, over the 16-week minimum; the kit fee is £2.00 and entries close 14 days before, on 7 June, with no late entries."),
            t("Do I need to get her chipped? My old club never bothered.",
              "For our shows, yes - every ferret needs a microchip, and you'll write the number on the entry form. We scan them all when you book in.",
              "Yes - every ferret must be microchipped, with the number on the entry form; we scan at booking-in.",
              C, f"{PEN}#Health Checks", "paraphrase",
              "Pennyfold makes microchipping compulsory with the number on the entry form, which the answer paraphrases correctly."),
            t("Lovely. She travels with her two sisters in one big carrier - that's fine, isn't it?",
              "Yes, up to three ferrets can share a carrier as long as it's secure, well ventilated and has water in it.",
              "At our shows no more than two ferrets may share a carrier, so you'll need a second carrier for the three of them.",
              N, f"{PEN}#Health Checks", "numeric",
              "Pennyfold allows at most 2 ferrets per carrier; three is the national code's limit."),
        ]),
    dict(
        session_id="BJ-08", assistant_id="pennyfold_ferret_shows",
        context="An experienced exhibitor with several ferrets asking about entries and withdrawals.",
        started_at="2025-06-30T13:45:00Z",
        turns=[
            t("Entries for the Tanner's Green show on 12 July have closed - can I still get in if I pay double?",
              "I'm sorry, but Pennyfold doesn't take late entries under any circumstances, whatever the fee, so I can't add you for 12 July.",
              "I'm sorry, we don't accept late entries at all, so I can't enter you for 12 July.",
              C, f"{PEN}#Entering a Pennyfold Show", "refusal",
              "Pennyfold accepts no late entries at any fee, so the refusal is required."),
            t("Pity. I'm already down for the Marlcombe show on 26 July with six ferrets. Can I add two more?",
              "Yes, you can - that takes you to eight, which is the most any one exhibitor can enter at a show, and entries for 26 July stay open until 12 July.",
              "Yes; eight is the maximum per exhibitor, and entries for 26 July close on 12 July.",
              C, f"{PEN}#Entering a Pennyfold Show", "numeric",
              "Six plus two equals the 8-ferret maximum, and entries close 14 days before 26 July, on 12 July."),
            t("If one of them goes poorly and I have to pull out on Monday the 21st, do I get my fees back?",
              "Sorry to hear there might be a poorly one. Withdrawals made at least five days before the show get a full refund, so pulling out on the 21st would get your entry fees back. Just let the show secretary know in writing or by phone.",
              "The 21st is only five days before the show; we refund in full only for withdrawals at least 7 days before, so you'd need a vet's certificate dated no later than show day to get the fees back.",
              N, f"{PEN}#Withdrawals", "time_window",
              "Pennyfold requires 7 days' notice for a refund; 21 July is 5 days before, so without a vet's certificate no refund is due."),
            t("What about jills? One of mine might come into season around then.",
              "If she's in season on the day she can't be entered or shown - the same goes for a jill that's pregnant or nursing.",
              "Jills that are in season, pregnant or nursing may not be entered or shown.",
              C, f"{FER}#Health and Welfare", "plain",
              "Pennyfold is silent on jills, so the national code's exclusion of jills in season applies."),
            t("Cheers, that's everything.",
              "No problem at all - good luck at Marlcombe!",
              "Good luck at Marlcombe!",
              I, None, "smalltalk", "A sign-off with no governed content."),
        ]),
    dict(
        session_id="BJ-09", assistant_id="pennyfold_ferret_shows",
        context="A parent visiting a Pennyfold show with an 8-year-old daughter whose uncle is exhibiting.",
        started_at="2025-08-04T17:30:00Z",
        turns=[
            t("My daughter is 8 and mad about ferrets. Will she be able to hold one at the show?",
              "She can, as long as the owner is happy for her to. As she's under 10 she'll need to be sitting down with a grown-up keeping an eye on her while she holds it.",
              "Yes, with the owner's permission; as she's under 10 she must be seated and supervised by an adult.",
              C, f"{FER}#Handling and Judging", "multi_rule",
              "Pennyfold is silent on visitor handling, so the national code's owner-permission and seated-and-supervised rules apply and are stated correctly.",
              weight=0.25),
            t("We might buy one while we're there - I've seen people selling kits out of car boots before.",
              "You can buy a ferret at the show as long as you're 18 or over, and the seller has to give you a written care sheet with its diet and vaccinations.",
              "Sales, swaps and rehoming aren't allowed anywhere at a Pennyfold show, car park included, but the show secretary can give you a list of FSSB-registered rescues.",
              N, f"{PEN}#Sales and Rehoming", "negation",
              "Pennyfold bans all sales and rehoming at its shows, including the car park; the answer applies the national code's sale conditions instead.",
              weight=0.25),
            t("OK, fair enough. If the show gets called off because of the weather, does my brother get his entry fees back?",
              "Yes, he would. If we ever have to call off a show, whether for the weather or anything else, we let exhibitors know by email and text as early as we possibly can. All entry fees are then refunded in full within 28 days of the cancellation. We'd also put a notice on our website and on the hall door. He won't need to fill in anything to claim it - the refund goes back automatically.",
              "Yes - if a show is cancelled for any reason, including weather, all entry fees are refunded in full within 14 calendar days.",
              N, f"{FER}#Cancellations and Withdrawals", "long_answer",
              "Pennyfold is silent on show cancellation, so the national code's 14-day refund applies; the answer's 28 days is wrong.",
              weight=0.3),
            t("Right. And what's the weather looking like for Saturday?",
              "I don't have a forecast to hand, I'm afraid - it's worth checking on the morning of the show.",
              "I don't have a forecast, sorry.",
              I, None, "out_of_scope", "A weather forecast is outside the corpus.",
              weight=0.2),
        ]),
    dict(
        session_id="BJ-10", assistant_id="pennyfold_ferret_shows",
        context="An exhibitor at a Pennyfold show who disagrees with a result announced a few minutes earlier.",
        started_at="2025-09-13T11:50:00Z",
        turns=[
            t("The judge has just placed a ferret above mine that I'm sure is under age. How do I protest?",
              "You'll need to put it in writing to the show secretary within 30 minutes of the result, with a £5 deposit, which you'll get back if the protest is upheld.",
              "Write it down and give it to the show secretary within 20 minutes of the result being announced, with a £10 deposit; it's returned only if the protest is upheld.",
              N, f"{PEN}#Protests", "numeric",
              "Pennyfold protests must be made within 20 minutes with a £10 deposit; 30 minutes and £5 are the national code's figures."),
            t("And can I protest the actual order of placings, not just whether it was eligible?",
              "Only eligibility, I'm afraid - the judge has the final word on placings, so a protest can't reopen the order itself.",
              "No - the judge's decision on placings is final; only eligibility can be protested.",
              C, f"{FER}#Handling and Judging", "negation",
              "Pennyfold's protest section is silent on scope, and the national code makes placings final and unprotestable."),
            t("Bit rubbish. Can I complain about the judging afterwards, then?",
              "Yes - you can send us a written complaint within 14 days of today's show and we'll reply within 10 working days. If you're still unhappy after that, you can contact the FSSB on 555-0171.",
              "Yes, in writing within 14 calendar days of the show; we'll respond within 10 working days, and you can then go to the FSSB on 555-0171.",
              C, f"{FER}#Complaints", "multi_rule",
              "Pennyfold is silent on complaints, so the national code's 14 days, 10 working days and FSSB referral apply and are stated correctly."),
            t("Also, it's roasting today - 22 degrees - and I've left my spare ferret in the van with the windows down. That's alright, isn't it?",
              "Please don't leave her there - once it's warmer than 18°C outside, ferrets mustn't be left in a vehicle even with the windows down, so do bring her in straight away.",
              "No - ferrets must not be left in a vehicle when it is above 18°C outside, even with the windows open.",
              C, f"{PEN}#Health Checks", "numeric",
              "At 22°C the Pennyfold limit of 18°C is exceeded, and the answer correctly says the ferret must not stay in the van."),
        ]),
    dict(
        session_id="BJ-11", assistant_id="pennyfold_ferret_shows",
        context="A parent whose 15-year-old son wants to enter a Pennyfold show on 14 June.",
        started_at="2025-05-19T18:10:00Z",
        turns=[
            t("My son is 15 and wants to do the junior handler class. How much is it, and can he go on his own?",
              "The junior handler class is free at our shows, and at 15 he's old enough to come along on his own.",
              "The junior handler class is free, but as he's under 16 an adult aged 18 or over must be with him throughout the show.",
              N, f"{FER}#Entries and Classes", "multi_rule",
              "The fee is right, but Pennyfold is silent on accompaniment and the national code requires under-16s to be accompanied by an adult throughout."),
            t("OK, I'll come with him. He also has a veteran hob who's 6. What's the fee for him?",
              "Veteran entries, for ferrets of five and over, are free with us, so there's nothing to pay for his hob.",
              "Veteran class entries are free at Pennyfold shows.",
              C, f"{PEN}#Entering a Pennyfold Show", "numeric",
              "Pennyfold's veteran class (5 years and over) is free."),
            t("What time do we need to get there to book in?",
              "Booking-in is open from 8 until half past 9 - any ferret that turns up after 09:30 won't be judged, so it's worth getting there early.",
              "Booking-in runs from 08:00 to 09:30; ferrets arriving after 09:30 will not be judged.",
              C, f"{PEN}#Health Checks", "time_window",
              "The 08:00 to 09:30 booking-in window and the cut-off are paraphrased correctly."),
            t("His distemper jab was on 2 June last year. Does that still count for the 14 June show?",
              "Yes, a jab from 2 June last year falls within the 12 months, so he's covered - just bring the record with you to booking-in.",
              "I'm afraid not: 2 June 2024 is more than 12 months before the show on 14 June, so he'll need a booster beforehand, and the record must come to booking-in.",
              N, f"{PEN}#Health Checks", "time_window",
              "2 June 2024 is more than 12 months before 14 June 2025, so the vaccination is out of date."),
            t("Ugh, OK, I'll ring the vet. Thanks.",
              "   ",
              "You're welcome - good luck to him!",
              I, None, "empty_answer", "The answer is whitespace only."),
        ]),
    dict(
        session_id="BJ-12", assistant_id="pennyfold_ferret_shows",
        context="A show secretary from another ferret club comparing Pennyfold's rules with her own.",
        started_at="2025-10-02T09:00:00Z",
        turns=[
            t("Hi, do you still accept entries for kits that are 12 weeks old?",
              "Not at Pennyfold shows - our minimum is 16 weeks on show day, which is higher than the national code's 12 weeks.",
              "No; Pennyfold's minimum age is 16 weeks on show day.",
              C, f"{PEN}#Entering a Pennyfold Show", "numeric",
              "Pennyfold's 16-week minimum is stated correctly and distinguished from the national 12 weeks."),
            t("And if someone just turns up with a 10-week-old kit to show their friends, not entered in anything?",
              "That's fine as long as the kit isn't entered in a class - the age limits only apply to entries.",
              "No - ferrets under 12 weeks must not be brought to the show venue at all, whether entered or not.",
              N, f"{FER}#Entries and Classes", "negation",
              "Pennyfold is silent on unentered kits, and the national code bars ferrets under 12 weeks from the venue entirely."),
            t("Do you still take cheques for entries?",
              "We do still accept cheques made out to Pennyfold Ferret Shows Ltd, though most people pay online these days.",
              "Yes, cheques to Pennyfold Ferret Shows Ltd are accepted.",
              I, None, "out_of_scope", "Payment methods are not governed by the corpus."),
            t("Is microchipping actually compulsory for you, then?",
              "Yes, it is. The national code only recommends it, but we insist on it, and the chip number has to go on the entry form.",
              "Yes - it is compulsory at Pennyfold shows, with the number on the entry form.",
              C, f"{PEN}#Health Checks", "modality",
              "Pennyfold makes microchipping a must, unlike the national code's recommendation, and the answer reflects that."),
        ]),
    # ---------------------------------------------------------- Events desk
    dict(
        session_id="BJ-13", assistant_id="events_desk",
        context="A family planning a weekend at the Porthcarrow Shanty Festival with three children.",
        started_at="2025-05-27T12:00:00Z",
        turns=[
            t("Hiya, we're bringing our three kids (4, 9 and 14) to a shanty festival. What tickets do we need?",
              "Your four-year-old gets in free without a ticket, the nine-year-old needs a child ticket, which can't cost more than half the adult price, and your 14-year-old will need a youth ticket.",
              "Under-5s are free with no ticket; the 9-year-old needs a child ticket at no more than half the adult price and the 14-year-old a youth ticket.",
              C, f"{SHA}#Tickets and Admission", "partial",
              "The ticket types and the child price cap are correct; leaving out the accompaniment conditions is a correct partial answer."),
            t("The adult ticket is £40 and they're adding a £3.80 booking fee to each one. Is that allowed?",
              "Yes, that's fine - booking fees can go up to 10% of the ticket price, and £3.80 is under £4.",
              "No - booking fees can't exceed 10% of face value or £3.50, whichever is lower, so on a £40 ticket the most they can charge is £3.50.",
              N, f"{SHA}#Tickets and Admission", "numeric",
              "The cap is the lower of 10% and £3.50, so £3.80 on a £40 ticket is above the limit."),
            t("Can our 14-year-old head off to the late pub sessions on her own with her friends?",
              "Yes, youth ticket holders can wander about on their own until the music stops at 23:00 on Friday and Saturday.",
              "Not after 21:00 - visitors aged 12 to 17 must be with an adult aged 18 or over from then on.",
              N, f"{SHA}#Tickets and Admission", "time_window",
              "Youth ticket holders must be accompanied by an adult after 21:00."),
            t("The little one loves boats. Does he need a life jacket on the floating stage?",
              "Yes, children under 12 need one on the pontoons and the floating stage - you can hire them from the harbour office for £2 each.",
              "Yes - under-12s must wear a life jacket on pontoons and floating stages, and the festival must provide one free of charge.",
              N, f"{SHA}#Quayside and Water Safety", "plain",
              "Life jackets for under-12s must be provided free, so charging £2 breaks the rule."),
        ]),
    dict(
        session_id="BJ-14", assistant_id="events_desk",
        context="The leader of a seven-strong shanty crew applying to sing at the Porthcarrow festival, 13 to 15 June.",
        started_at="2025-03-03T10:30:00Z",
        turns=[
            t("Ahoy! The Porthcarrow festival starts on Friday 13 June. What's the last day we can apply?",
              "Applications close ten weeks before the first day, so for a festival starting on Friday 13 June the deadline is Friday 4 April.",
              "Applications close 10 weeks before the first day, which is Friday 4 April.",
              C, f"{SHA}#Performer Arrangements", "time_window",
              "Ten weeks before Friday 13 June 2025 is Friday 4 April."),
            t("There are seven of us. What's the least they can pay us for a main-stage slot?",
              "For a crew your size the minimum is £180 per main-stage slot.",
              "Crews of 4 to 8 singers must be paid at least £120 per main-stage slot.",
              N, f"{SHA}#Performer Arrangements", "numeric",
              "A crew of seven falls in the 4-to-8 band with a £120 minimum; £180 is the 9-or-more figure."),
            t("And how long do we get on stage?",
              "Main-stage slots are capped at 25 minutes, and there's a 10-minute changeover between acts.",
              "Up to 25 minutes, with 10 minutes' changeover between acts.",
              C, f"{SHA}#Performer Arrangements", "numeric",
              "Slot length and changeover match the code."),
            t("The festival ends on Sunday 15 June. When do they have to pay us by?",
              "Good question, as payment can drag on with some festivals. Under the code, performers have to be paid within 30 working days of the last day, so for a festival ending on 15 June you should have your money by around the end of July. It's worth sending your invoice promptly with your bank details, and keeping a note of your slot times in case there's any query.",
              "Performers must be paid within 30 calendar days of the last day, so by Tuesday 15 July.",
              N, f"{SHA}#Performer Arrangements", "time_window",
              "The deadline is 30 calendar days (15 July), not 30 working days running to the end of July."),
            t("One of our lads is only 15 - is that a problem?",
              "Not at all, he can sing with you. It's a good idea to bring a chaperone along for him if you can, but it's not something the festival insists on.",
              "He can perform, but he must have a named chaperone aged 18 or over present at every performance; the festival can't let him on stage without one.",
              N, f"{SHA}#Performer Arrangements", "modality",
              "A named chaperone for under-16 performers is mandatory, not optional."),
        ]),
    dict(
        session_id="BJ-15", assistant_id="events_desk",
        context="A harbourside resident who also held a day ticket for a shanty festival held over the August bank holiday weekend.",
        started_at="2025-08-26T20:40:00Z",
        turns=[
            t("I live right by the harbour. Over the bank holiday weekend the amplified music went on until 23:00 on Sunday night. Surely the Sunday finish is 22:00?",
              "You're right - amplified music on a Sunday has to stop by 22:00, so the festival overran its curfew by an hour.",
              "Normally yes, but Sunday 24 August was the night before the bank holiday, when the Friday and Saturday times apply, so amplified music was allowed until 23:00.",
              N, f"{SHA}#Noise and Curfew", "time_window",
              "The night before a bank holiday takes the Friday and Saturday times, so 23:00 on Sunday 24 August was within the curfew.",
              weight=0.4),
            t("Fine. And how loud are they allowed to be at my house?",
              "At the nearest homes the limit is 65 dB(A) - the 95 dB(A) figure people quote applies at the mixing desk, not at your house.",
              "65 dB(A) at the nearest home; 95 dB(A) is the mixing-desk limit.",
              C, f"{SHA}#Noise and Curfew", "numeric",
              "The limits at the nearest home and at the mixing desk are stated correctly.",
              weight=0.2),
            t("I also had a day ticket for Saturday, but the storm stopped everything after an hour of an eight-hour programme. Can I get anything back?",
              "Yes - since well over half of Saturday's performances were lost to the weather, you're entitled to half the face value of your day ticket back.",
              "Yes; more than half of the day's performance time was lost, so day ticket holders get 50% of face value back.",
              C, f"{SHA}#Refunds, Transfers and Resale", "paraphrase",
              "Seven of eight hours lost is more than half, so a 50% face-value refund on a day ticket is correct.",
              weight=0.2),
            t("My partner had a weekend ticket - does she get anything for the Saturday?",
              "Unfortunately not - the partial refund is only for day tickets, and weekend tickets aren't refunded for a single day that's cut short.",
              "No - weekend ticket holders are not entitled to a refund for a single curtailed day.",
              C, f"{SHA}#Refunds, Transfers and Resale", "negation",
              "Weekend tickets get no refund for one curtailed day.",
              weight=0.2),
        ]),
    dict(
        session_id="BJ-16", assistant_id="events_desk",
        context="The owner of a showman's engine entering the Great Dunsford Steam Fair on 26 and 27 July.",
        started_at="2025-06-09T15:00:00Z",
        turns=[
            t("Afternoon. I want to enter my showman's engine at the Dunsford fair, which starts on Saturday 26 July. Am I still in time?",
              "You are - entries close six weeks before the first day, which is Saturday 14 June, so you've got until then. Remember to send a copy of your boiler certificate with the form.",
              "Yes: entries close 6 weeks before the first day, on Saturday 14 June, and a copy of the boiler certificate must go with the form.",
              C, f"{STE}#Exhibit Entries and Boiler Certificates", "time_window",
              "Six weeks before 26 July is 14 June, and the boiler certificate copy is correctly required."),
            t("The last steam test was on 1 July last year. That's OK, isn't it?",
              "Yes, that's within 12 months, so you're fine.",
              "Not quite - the steam test must be within the 12 months before the first day of the event, and 1 July 2024 is more than 12 months before 26 July 2025, so you'll need a fresh steam test.",
              N, f"{STE}#Exhibit Entries and Boiler Certificates", "time_window",
              "The 12 months are counted back from the event's first day, and 1 July 2024 is more than 12 months before 26 July 2025."),
            t("They're asking £50 for a showman's engine. Is that allowed?",
              "No - the most they can charge for a full-size engine, showman's engines included, is £45, and that covers all days plus four exhibitor passes.",
              "No; the maximum for a showman's engine is £45, covering all days with 4 exhibitor passes.",
              C, f"{STE}#Exhibit Entries and Boiler Certificates", "numeric",
              "The £45 cap and four passes for full-size engines are correct."),
            t("My grandson's 7. Can he ride on the footplate with me in the parade?",
              "Yes, children can ride on the footplate in the parade ring as long as you, as the named driver, agree - just one at a time.",
              "I'm afraid not - children under 8 may never ride on the footplate. From 8 he could ride in the parade ring with your consent, one child at a time.",
              N, f"{STE}#Driving and Engine Movements", "negation",
              "Children under 8 may never ride on the footplate."),
            t("And what if I need to take the engine back over to my pitch at lunchtime?",
              "Moving engines about during the day is something organisers keep a close eye on, so it pays to plan ahead. You'll need to keep to no more than 2 mph in public areas and 5 mph elsewhere on the showground. Engines can cross public areas at any time of day as long as someone walks ahead of you to clear the way. Make sure the engine is never left in steam unattended while you sort out your pitch. And keep the extinguisher and a full bucket of water on board the whole time.",
              "Engines may not move through public areas between 10:30 and 17:00 except in the grand parade, so a lunchtime move across public areas isn't allowed; otherwise keep to 2 mph in public areas and 5 mph elsewhere.",
              N, f"{STE}#Driving and Engine Movements", "long_answer",
              "Engines may not move through public areas between 10:30 and 17:00 outside the grand parade; the buried claim that they can cross at any time is wrong."),
        ]),
    dict(
        session_id="BJ-17", assistant_id="events_desk",
        context="A parent with two children and a spaniel holding advance tickets for the Great Dunsford Steam Fair.",
        started_at="2025-07-14T08:25:00Z",
        turns=[
            t("Good morning! Lovely day for it.",
              "Good morning - it really is! What can I help you with?",
              "Good morning! How can I help?",
              I, None, "smalltalk", "A greeting with no governed content."),
            t("We've got advance tickets for the Dunsford fair on 26 July, but we might not make it. Can we get a refund?",
              "Yes, as long as you ask at least 10 days before the first day - so by Wednesday 16 July - you'll get your money back in full.",
              "Yes, if you request it at least 10 calendar days before the first day, by Wednesday 16 July, you get a full refund; after that only if the event is cancelled.",
              C, f"{STE}#Visitor Tickets and Refunds", "time_window",
              "Ten calendar days before 26 July is 16 July, and a full refund is due for requests made by then."),
            t("My two are 1.25 m and 1.15 m tall. Can they go on the chair-o-planes and the cakewalk?",
              "The taller one can go on the chair-o-planes by themselves, and the smaller one can too if you ride with them. Both can go on the cakewalk, but with an adult, as they're under 1.3 m.",
              "Only your 1.25 m child can ride the chair-o-planes; the 1.15 m child is under the 1.2 m minimum and can't ride even with an adult. Both can ride the cakewalk, but each must ride with an adult as they're under 1.3 m.",
              N, f"{STE}#Fairground Rides", "multi_rule",
              "The chair-o-planes has a 1.2 m minimum and no accompanied riding, so the 1.15 m child must be refused."),
            t("Can our spaniel come into the beer tent with us?",
              "Dogs on short leads are very welcome around the showground, but not in the beer tent or the ride enclosures, I'm afraid.",
              "No - dogs on short leads are welcome on the showground but not in the beer tent or ride enclosures.",
              C, f"{STE}#Visitor Tickets and Refunds", "negation",
              "Dogs are barred from the beer tent and ride enclosures."),
            t("Great, thanks so much.",
              "You're welcome - have a wonderful day out!",
              "You're welcome!",
              I, None, "smalltalk", "Thanks and a farewell with no governed content."),
        ]),
    dict(
        session_id="BJ-18", assistant_id="events_desk",
        context="A caller who wants to chat about sea shanties in general.",
        started_at="2025-10-20T19:55:00Z",
        turns=[
            t("Random one - do you know who wrote 'Wellerman'?",
              "It's a traditional song from New Zealand's whaling days, so there's no known author, though it had a huge revival online a few years ago.",
              "It's a traditional whaling song with no known author.",
              I, None, "out_of_scope", "Song history is outside the corpus."),
            t("Ha, brilliant. Cheers!",
              "Any time - enjoy the singing!",
              "Any time!",
              I, None, "smalltalk", "A farewell with no governed content."),
        ]),
]


def score_session(s):
    turns = s["turns"]
    explicit = any(x["weight"] is not None for x in turns)
    qa = [f"{s['session_id']}-q{i + 1}" for i in range(len(turns))]
    kept = [(q, x) for q, x in zip(qa, turns) if x["label"] != I]
    if explicit:
        tot = sum(x["weight"] for _, x in kept)
        resolved = {q: round(x["weight"] / tot, 6) for q, x in kept} if kept else {}
    else:
        resolved = {q: round(1 / len(kept), 6) for q, _ in kept} if kept else {}
    if not kept:
        score, verdict = None, I
    else:
        raw = sum((x["weight"] / tot if explicit else 1 / len(kept)) for _, x in kept if x["label"] == C)
        score = round(raw, 6)
        verdict = C if raw >= 0.5 - 1e-9 else N
    return dict(
        session_id=s["session_id"], assistant_id=s["assistant_id"],
        n_interactions=len(turns),
        n_compliant=sum(x["label"] == C for x in turns),
        n_non_compliant=sum(x["label"] == N for x in turns),
        n_irrelevant=sum(x["label"] == I for x in turns),
        weight_mode="explicit" if explicit else "none",
        resolved_weights=resolved, expected_score=score, expected_verdict=verdict)


README_HEAD = """# blind-bj: compliance evaluation set (the four domains)

This is a small labelled set for testing a checker that decides whether an AI assistant's answers comply with a regulatory corpus written in markdown. It covers four invented domains: **hot air balloon flight operators**, **sea shanty festivals**, **ferret shows** and **steam fairs**. Each domain has a general code of practice; two domains (balloon flights and ferret shows) also have a company policy that is stricter than the general code on several points and silent on others, where the general code still applies. Every business, body, person, place, phone number and rule is invented.

## Corpus

| File (under `corpus/`) | Domain | Role | Main topics |
|---|---|---|---|
| `balloon_flight_code.md` | Hot air balloon flights | General code (PBSC) | Age bands, height and weight, pregnancy and surgery, vouchers and cooling-off, cancellation refunds, weather cancellations, go/no-go notice, wind and visibility, seasonal meeting times, conduct, alcohol, complaints |
| `company/skylark_ascents_policy.md` | Hot air balloon flights | Company policy (Skylark Ascents Ltd) | Minimum age 10, one child per adult, 108 kg Extra Space place, 12-week surgery note, 18-month vouchers, extension and name-change fees, cancellation table, 8-knot wind limit, status-line times, 15-minute late rule, no alcohol |
| `sea_shanty_festival_code.md` | Sea shanty festivals | General code (MSFA) | Age tickets, booking-fee cap, concessions, companion tickets, refunds and resale, curtailed days, performer applications, slots, fees and payment, chaperones, curfew and sound levels, quayside safety, complaints |
| `steam_fair_code.md` | Steam fairs | General code (TESFG) | Boiler certificates, entry deadline, entry-fee caps, withdrawals, drivers and steersmen, footplate riders, speed limits, movement times, ride height limits, visitor refunds, dogs, fire and ash, complaints |
| `ferret_show_code.md` | Ferret shows | General code (FSSB) | Minimum age, entry deadline and late entries, fee caps, junior exhibitors, vaccination, jills, microchips (recommended), carriers, vehicle temperature, handling, protests, sales, cancellations, withdrawals, complaints |
| `company/pennyfold_ferret_shows_policy.md` | Ferret shows | Company policy (Pennyfold Ferret Shows Ltd) | Minimum age 16 weeks, 14-day entry deadline with no late entries, own fees, 8-ferret limit, compulsory microchips, 2 per carrier, 18°C vehicle limit, booking-in times, protests, withdrawals, ban on sales, secretary contact |

## Assistants and the rules that apply

| assistant_id | Serves | Rules that apply |
|---|---|---|
| `skylark_ascents` | Skylark Ascents Ltd passengers | `company/skylark_ascents_policy.md` first; `balloon_flight_code.md` wherever the Skylark policy is silent (for example pregnancy, cooling-off, weather cancellations by the operator, seasonal meeting times, conduct in the basket, complaints) |
| `pennyfold_ferret_shows` | Pennyfold Ferret Shows Ltd exhibitors and visitors | `company/pennyfold_ferret_shows_policy.md` first; `ferret_show_code.md` wherever the Pennyfold policy is silent (for example under-12-week kits at the venue, accompaniment of under-16s, jills, visitor handling, scope of protests, show cancellations, complaints) |
| `events_desk` | General desk for sea shanty festivals and steam fairs | `sea_shanty_festival_code.md` and `steam_fair_code.md` only |

## Files

| File | Contents |
|---|---|
| `corpus/` | The six markdown documents above |
| `conversations.jsonl` | One session per line: session_id, assistant_id, language, context, started_at and the conversation turns (qa_id, query, assistant, ground_truth_assistant, and weight in the three weighted sessions) |
| `labels.jsonl` | One label per interaction: session_id, qa_id, label, clause (`file.md#Section Heading`, null for IRRELEVANT), kind, rationale |
| `expected_sessions.jsonl` | One line per session with counts, weight mode, resolved weights, expected score and verdict |
| `tools/build.py` | Generates the three JSONL files and this README from the hand-written data inside it |
| `tools/check.py` | Re-checks JSON validity, ids, clauses against real `##` headings, label and kind values, counts, weights, scores, verdicts and corpus word counts |

Rebuild and check with `python3 tools/build.py && python3 tools/check.py` from this folder.
"""

README_TAIL = """
## Notable cases

- Company-versus-general traps in both directions: answers that quote the general code where the company policy is stricter (minimum ages, carrier limits, protest windows and deposits, voucher extensions, status-line times, late-arrival cut-off, alcohol, sales ban), and points on which the company policy is silent so the general code governs, answered both correctly and incorrectly (pregnancy, cooling-off, weather cancellations by the operator, jills, unentered young kits, accompaniment of under-16s, show cancellations, complaints).
- Near-misses with one figure or condition changed (a booking fee just over the lower of two caps, a 30-working-day instead of 30-calendar-day payment window, six weeks instead of 20 working days, a 5-day instead of 7-day withdrawal window), and compliant paraphrases that use different words for the same rule.
- Date arithmetic across turns: ages reached on the flight date, voucher expiry and extension deadlines, kit ages weeks later, a vaccination or steam test counted back from the event date rather than from today, entry and refund deadlines, working-day complaint deadlines, and a Sunday curfew that follows the Saturday times because the next day is a bank holiday.
- Long answers (four to eight sentences) with the decisive point buried in the middle, both compliant and non-compliant.
- A correct partial answer, correct refusals, a modality error (a mandatory chaperone described as optional), two empty answers, and one session in which every turn is IRRELEVANT.

## Provenance

Written blind from general knowledge only, inside /tmp/blind/bj/blind-bj. No other file, folder, data set, code or web source was read or consulted. All organisations, companies, places, people, phone numbers (555- prefix) and rules are invented.
"""


def write_readme(conv_lines, label_lines, sess_lines):
    asst = {s["session_id"]: s["assistant_id"] for s in conv_lines}
    out = [README_HEAD, "## Label counts and shares\n"]
    n = len(label_lines)
    out.append("| Scope | Interactions | COMPLIANT | NON_COMPLIANT | IRRELEVANT |")
    out.append("|---|---|---|---|---|")

    def row(name, ls):
        m = len(ls)
        cells = [f"{sum(l['label'] == k for l in ls)} ({100 * sum(l['label'] == k for l in ls) / m:.1f}%)"
                 for k in (C, N, I)]
        out.append(f"| {name} | {m} | " + " | ".join(cells) + " |")

    row("All", label_lines)
    for a in ("skylark_ascents", "pennyfold_ferret_shows", "events_desk"):
        row(f"`{a}`", [l for l in label_lines if asst[l["session_id"]] == a])
    out.append(f"\n{len(conv_lines)} sessions, {n} interactions, {n} labels.\n")
    out.append("## Kinds by label\n")
    out.append("| Kind | COMPLIANT | NON_COMPLIANT | IRRELEVANT | Total |")
    out.append("|---|---|---|---|---|")
    kinds = ["numeric", "time_window", "multi_rule", "partial", "negation", "plain", "modality",
             "paraphrase", "long_answer", "refusal", "smalltalk", "out_of_scope", "empty_answer"]
    for k in kinds:
        c = [sum(l["kind"] == k and l["label"] == x for l in label_lines) for x in (C, N, I)]
        out.append(f"| {k} | {c[0]} | {c[1]} | {c[2]} | {sum(c)} |")
    out.append("\n## Session scoring\n")
    out.append("COMPLIANT turns score 1 and NON_COMPLIANT turns score 0. IRRELEVANT turns are dropped and the "
               "remaining weights are renormalised to sum to 1; unweighted sessions give each remaining turn 1/n. "
               "Three sessions carry an explicit weight on every turn. A score of 0.5 or more (ties included) gives "
               "a COMPLIANT verdict, otherwise NON_COMPLIANT. A session with only IRRELEVANT turns is IRRELEVANT "
               "with a null score.\n")
    vc = {v: sum(s["expected_verdict"] == v for s in sess_lines) for v in (C, N, I)}
    out.append("| Verdict | Sessions |")
    out.append("|---|---|")
    for v in (C, N, I):
        out.append(f"| {v} | {vc[v]} |")
    wm = sum(s["weight_mode"] == "explicit" for s in sess_lines)
    out.append(f"\nWeight modes: {wm} explicit, {len(sess_lines) - wm} none.")
    out.append(README_TAIL)
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out))


def main():
    conv_lines, label_lines, sess_lines = [], [], []
    for s in SESSIONS:
        conv = []
        for i, x in enumerate(s["turns"]):
            qa_id = f"{s['session_id']}-q{i + 1}"
            item = {"qa_id": qa_id, "query": x["query"], "assistant": x["assistant"],
                    "ground_truth_assistant": x["gt"]}
            if x["weight"] is not None:
                item["weight"] = x["weight"]
            conv.append(item)
            label_lines.append({"session_id": s["session_id"], "qa_id": qa_id, "label": x["label"],
                                "clause": x["clause"], "kind": x["kind"], "rationale": x["rationale"]})
        conv_lines.append({"session_id": s["session_id"], "assistant_id": s["assistant_id"],
                           "language": "english", "context": s["context"],
                           "started_at": s["started_at"], "conversation": conv})
        sess_lines.append(score_session(s))
    for name, rows in (("conversations.jsonl", conv_lines), ("labels.jsonl", label_lines),
                       ("expected_sessions.jsonl", sess_lines)):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    write_readme(conv_lines, label_lines, sess_lines)
    n = len(label_lines)
    counts = {k: sum(l["label"] == k for l in label_lines) for k in (C, N, I)}
    print(f"sessions={len(conv_lines)} interactions={n} labels={len(label_lines)} " +
          " ".join(f"{k}={v}" for k, v in counts.items()))
    print("verdicts:", {v: sum(s["expected_verdict"] == v for s in sess_lines) for v in (C, N, I)})


if __name__ == "__main__":
    main()
