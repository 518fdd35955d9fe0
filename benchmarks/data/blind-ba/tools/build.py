#!/usr/bin/env python3
"""Build conversations.jsonl, labels.jsonl and expected_sessions.jsonl for blind-ba.

All data is hand-written below. Each turn is a tuple:
(query, assistant, ground_truth_assistant, label, clause, kind, rationale[, weight])
"""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SPK = "spokeway-assistant"
BRK = "brackenfold-assistant"
DESK = "harbourtown-visitor-desk"

SP = "company/spokeway_rickshaw_policy.md#"
PC = "pedicab_code.md#"
BF = "company/brackenfold_pony_policy.md#"
PT = "pony_trekking_code.md#"
SW = "sweet_shop_code.md#"
DB = "debating_code.md#"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

SESSIONS = [
    # ------------------------------------------------------------------ Spokeway
    ("BA-01", SPK, "A visiting couple with a young daughter is planning a rickshaw tour.", "2025-04-18T09:12:00Z", [
        ("Hi! How much is the Grand Harbour Tour, and how long does it last?",
         "The Grand Harbour Tour lasts 60 minutes and costs £55 per vehicle, not per person.",
         "The Grand Harbour Tour is a 60-minute tour priced at £55 per vehicle.",
         C, SP + "Tours and Prices", "numeric", "Duration and per-vehicle price match the Spokeway price table."),
        ("We're two adults and our daughter is 4. Can we all fit in one rickshaw?",
         "Yes, two adults and a child fit in one vehicle since the limit is three people, and as she's over 2 she's welcome aboard as long as she sits with you.",
         "Two adults and a child would fit, but Spokeway does not carry children under 5, so your 4-year-old can't ride with us yet.",
         N, SP + "Passengers and Children", "multi_rule", "Spokeway carries no children under 5; the under-2 limit is the HPOA code's, which the policy overrides."),
        ("Ah. What if we come back next year when she's 5 and book the Lantern Night Ride on a Wednesday evening?",
         "Once she's 5 she can ride with you in the same vehicle, but the Lantern Night Ride only runs Thursday to Saturday, at 20:00 or 21:00, so a Wednesday won't work.",
         "At 5 she may ride with an adult in the same vehicle, but the Lantern Night Ride runs only on Thursdays, Fridays and Saturdays (20:00 and 21:00), not Wednesdays.",
         C, SP + "Tours and Prices", "multi_rule", "Correctly combines the 5-11 accompaniment rule with the Thursday-Saturday schedule."),
        ("Is there an extra charge because it's at night?",
         "Only rides after 22:00 carry a night surcharge of up to 25%, and the last Lantern Night Ride leaves at 21:00 and finishes by 21:45, so you won't pay anything extra on top of the £45.",
         "No. Spokeway never charges a night surcharge; the Lantern Night Ride is simply £45 per vehicle.",
         N, SP + "Tours and Prices", "partial", "The conclusion is right but it states that Spokeway applies a 25% surcharge after 22:00, whereas Spokeway never charges one."),
        ("Thanks, that's really helpful!",
         "You're welcome, enjoy your time in Harbourtown!",
         "You're welcome, enjoy Harbourtown!",
         I, None, "smalltalk", "Thanks and a courtesy reply."),
    ]),
    ("BA-02", SPK, "An office manager wants a group rickshaw outing for her team.", "2025-05-06T08:40:00Z", [
        ("Today is Tuesday 6 May. I'd like to book 5 rickshaws for the Old Quay Loop at 10:00 on Monday 12 May for our team.",
         "Happy to help! Bookings of 4 or more vehicles are group bookings, which must be made at least 7 calendar days ahead, so Monday 12 May is too soon; the earliest date we can take is Tuesday 13 May.",
         "Five vehicles is a group booking, which needs at least 7 calendar days' notice; 12 May is only 6 days away, so the earliest possible date is Tuesday 13 May.",
         C, SP + "Group Bookings", "time_window", "6 May plus 7 calendar days is 13 May, so 12 May is correctly refused."),
        ("OK, Tuesday 13 May at 10:00 then. With 5 vehicles, what will we pay in total and what's the deposit?",
         "Five vehicles at £30 comes to £150; the 10% group discount brings it to £135, and the deposit is 20% of that, £27, payable now.",
         "5 x £30 = £150, less the 10% group discount = £135; Spokeway's deposit is 10%, so £13.50 now and the balance on the day.",
         N, SP + "Deposits, Cancellations and Refunds", "numeric", "Spokeway's deposit is 10% (£13.50); 20% is only the HPOA code's maximum."),
        ("How many people can go? We're 14 staff.",
         "Each rickshaw carries up to 3 adults, so five vehicles will take 15 of you, enough for all 14.",
         "Spokeway carries at most 2 adults per vehicle, so five vehicles take 10 people; 14 staff need 7 vehicles, which would run as convoys of no more than 6 vehicles, each with a lead rider.",
         N, SP + "Passengers and Children", "numeric", "Spokeway allows 2 adults per vehicle in every vehicle type, not 3."),
        ("If we need to cancel, how late can we do it and still get the deposit back?",
         "You'll get the deposit back in full as long as you cancel at least 48 hours before departure, so by 10:00 on Sunday 11 May.",
         "You get the full deposit back if you cancel at least 24 hours before departure, i.e. by 10:00 on Monday 12 May.",
         N, SP + "Deposits, Cancellations and Refunds", "time_window", "Spokeway's window is 24 hours (by 10:00 on 12 May); 48 hours is the HPOA code's figure."),
    ]),
    ("BA-03", SPK, "A tourist whose afternoon tour was cancelled for weather.", "2025-03-14T11:05:00Z", [
        ("My Grand Harbour Tour this afternoon was cancelled because of a yellow wind warning. But the wind is only 35 km/h, isn't the limit 40?",
         "Our policy is stricter than the association's: we cancel whenever any weather warning is in force, yellow included, and whenever sustained wind is over 30 km/h, so today's cancellation follows our rules.",
         "Spokeway cancels for any weather warning, including yellow, and for sustained wind above 30 km/h; the 40 km/h figure is the HPOA code's, so the cancellation was correct.",
         C, SP + "Weather", "multi_rule", "Correctly applies Spokeway's stricter 30 km/h and any-warning triggers.", 0.2),
        ("Fine. I paid the full £55 upfront. When will I get it back? Today is Friday 14 March.",
         "You'll get the full £55 back within 10 working days, so by Friday 28 March at the latest.",
         "As Spokeway cancelled, you'll get the full £55 back within 5 working days, so by Friday 21 March.",
         N, SP + "Deposits, Cancellations and Refunds", "time_window", "Spokeway refunds within 5 working days (by 21 March), not the HPOA code's 10.", 0.3),
        ("Could I rebook instead of taking the refund?",
         "Yes, instead of a refund you can rebook free of charge on any date within 90 days of the cancelled tour.",
         "Yes, you can choose a free rebooking on any date within 90 days of 14 March instead of the refund.",
         C, SP + "Deposits, Cancellations and Refunds", "plain", "Matches the free-rebooking-within-90-days option.", 0.3),
        ("And if I want to complain that I was only told at the last minute?",
         "You can complain by phone on 555-0187, in writing or at the Old Quay stand; we'll acknowledge it within 2 working days and send a final response within 10 working days, and if you're still unhappy you can go to the HPOA Complaints Panel within 8 weeks of our final response.",
         "Call 555-0187, write, or visit the stand; Spokeway acknowledges within 2 working days and answers within 10 working days, after which the HPOA Complaints Panel can be used within 8 weeks.",
         C, SP + "Complaints", "multi_rule", "All complaint deadlines and routes match the Spokeway policy.", 0.2),
    ]),
    ("BA-04", SPK, "A young cyclist asks about working as a Spokeway rider.", "2025-02-20T15:30:00Z", [
        ("I'm 19 and I have my HPOA rider card. Can I ride for Spokeway this summer?",
         "Sorry, Spokeway only takes on riders aged 21 or over, so at 19 you'd need to wait, even with your HPOA card.",
         "No. Spokeway riders must be at least 21, so a 19-year-old can't ride for us despite holding an HPOA card.",
         C, SP + "Riders", "refusal", "Correct refusal under Spokeway's minimum rider age of 21."),
        ("My friend is 22. What training does she need before carrying passengers?",
         "She'll need to complete the 6-hour road safety course before her first passenger ride, and that's all that's required.",
         "She needs a valid HPOA rider card, the HPOA 6-hour road safety course and Spokeway's 8-hour route induction before carrying passengers.",
         N, SP + "Riders", "partial", "Names the 6-hour course but wrongly says nothing else is needed; Spokeway also requires its 8-hour induction."),
        ("How many hours a day could she ride?",
         "Riders can do up to 10 hours a day as long as they take a 20-minute break after every 3 hours.",
         "At Spokeway up to 8 hours a day, with a break of at least 20 minutes after every 2 hours of riding.",
         N, SP + "Riders", "numeric", "Quotes the HPOA code's 10 hours and 3-hour interval instead of Spokeway's 8 hours and 2-hour interval."),
        ("Would she be allowed to ride across the Harbour Bridge at 10:00 on a weekday?",
         "No, riders can't use the Harbour Bridge on weekday mornings.",
         "Yes. The Harbour Bridge is closed to riders only between 07:30 and 09:30 on working days, so 10:00 is fine.",
         N, PC + "Weather and Route Safety", "refusal", "Incorrect refusal: the bridge ban covers only 07:30-09:30 on working days (Spokeway's policy is silent, so the HPOA code applies)."),
    ]),
    ("BA-05", SPK, "A visitor with a small dog asks about the Old Quay Loop.", "2025-06-21T13:47:00Z", [
        ("Can I bring my small terrier in a carrier on the Old Quay Loop?",
         "Yes, small pets in closed carriers are welcome at the rider's discretion.",
         "Sorry, Spokeway carries only assistance dogs, so your terrier can't come, even in a carrier.",
         N, SP + "Passengers and Children", "modality", "Permits what Spokeway forbids; the pets-in-carriers allowance is the HPOA code's, overridden by the policy."),
        ("Is it OK to hand over notes and coins when we turn up?",
         "We don't take cash, sorry; payment is by card or contactless only, and there's no card surcharge.",
         "No, Spokeway is card and contactless only, with no surcharge.",
         C, SP + "Tours and Prices", "negation", "Correctly states no cash and no card surcharge."),
        ("If we're running late, how long will the rider wait before it counts as a no-show?",
         "The rider will wait 15 minutes after the departure time; after that it counts as a late cancellation and the deposit is kept.",
         "The rider waits 10 minutes; after that it is treated as a late cancellation and the deposit is kept.",
         N, SP + "Deposits, Cancellations and Refunds", "time_window", "Spokeway's no-show threshold is 10 minutes; 15 is the HPOA code's."),
        ("What's the weather going to be like tomorrow?",
         "I can't check forecasts, but the Harbourtown Weather Service publishes one every morning.",
         "I can't give forecasts; please check the Harbourtown Weather Service.",
         I, None, "out_of_scope", "Weather forecast request is outside the corpus."),
    ]),
    ("BA-06", SPK, "A couple planning wedding photos with rickshaws on a Saturday afternoon.", "2025-07-02T10:20:00Z", [
        ("We'd like private hire of two rickshaws for 3 hours on a Saturday afternoon for our wedding photos. What would that cost, and what are the conditions?",
         "Private hire is £58 per vehicle per hour, so two rickshaws for 3 hours come to £348. We take a 10% deposit of £34.80 when you book, and the balance is paid by card or contactless on the day, before departure. If you cancel at least 24 hours before, the deposit is refunded in full. Each rickshaw takes up to 2 adults, so the two of you can ride together with a second vehicle for your photographer. If there's any weather warning, wind over 30 km/h or a forecast above 32°C we'll tell you at least 2 hours before and you can choose a full refund within 5 working days or a free rebooking. We'd suggest booking early, as Saturdays fill quickly.",
         "2 x 3 x £58 = £348; 10% deposit (£34.80), balance by card on the day; full deposit refund if cancelled 24+ hours ahead; max 2 adults per vehicle; weather cancellations notified 2+ hours ahead with refund in 5 working days or rebooking.",
         C, SP + "Tours and Prices", "long_answer", "Every figure and condition in the long answer matches the Spokeway policy."),
        ("Great. My 7-year-old nephew wants a short ride with the bridesmaid, who is 16. Is that OK?",
         "Yes, a 7-year-old can ride as long as someone older is with him in the same vehicle, so the bridesmaid is fine.",
         "He can ride, but children aged 5 to 11 must be with an adult (18 or over) in the same vehicle; the 16-year-old bridesmaid doesn't count, so another adult would need to ride with him.",
         N, SP + "Passengers and Children", "multi_rule", "Ignores that the accompanying person must be an adult aged 18 or over."),
        ("Will the rickshaws have lights if the photos run on past sunset?",
         "Yes, all our rickshaws must show front and rear lights between sunset and sunrise, so you're covered if it gets dark.",
         "Yes, front and rear lights are switched on between sunset and sunrise.",
         C, PC + "Vehicles and Passengers", "plain", "Spokeway's policy is silent on lights, and the answer matches the HPOA code."),
        ("Perfect, thank you for all the help!",
         "",
         "You're welcome, and congratulations on the wedding!",
         I, None, "empty_answer", "The assistant's answer is an empty string."),
    ]),
    # ------------------------------------------------------------------ Brackenfold
    ("BA-07", BRK, "A parent booking a ride for an 11-year-old son.", "2025-07-15T08:55:00Z", [
        ("Hi, I'd like to book a half-day trek for my son, who's 11 and weighs 38 kg.",
         "I'm sorry, our half-day treks are for riders aged 12 and over, so at 11 he could do our 1-hour trek instead.",
         "Brackenfold's half-day trek has a minimum age of 12, so he can't do it yet; the 1-hour trek (from age 9) is open to him.",
         C, BF + "Ages, Weights and Consent", "refusal", "Correct refusal under Brackenfold's minimum age of 12 (the FRA's 10 is overridden)."),
        ("OK, the 1-hour trek then. Does he need a body protector?",
         "Body protectors are only required for under-14s on longer treks, so for a 1-hour ride it's optional.",
         "Yes. At Brackenfold every rider under 16 wears a body protector on every ride, so he'll need one.",
         N, BF + "Safety Equipment", "negation", "Brackenfold requires body protectors for all under-16s on every ride."),
        ("Can I drop him off and come back in an hour?",
         "I'm afraid not: riders under 16 need a parent or responsible adult aged 18 or over on the premises for the whole visit, so you'd need to stay.",
         "No, a parent or responsible adult must stay on the premises throughout because he is under 16.",
         C, BF + "Ages, Weights and Consent", "refusal", "Correct refusal under Brackenfold's under-16 supervision rule."),
        ("What does the 1-hour trek cost, and how much do I pay now?",
         "The 1-hour trek costs £40, and a 25% deposit of £10 secures the place.",
         "The 1-hour trek costs £40; Brackenfold's deposit is 20%, so £8 now.",
         N, BF + "Deposits, Cancellations and Refunds", "numeric", "Brackenfold takes a 20% deposit (£8), not 25%."),
    ]),
    ("BA-08", BRK, "An adult planning a trekking day out with friends.", "2025-07-22T17:10:00Z", [
        ("We're 10 adult friends wanting a half-day trek together on a Saturday. Can we all go as one group?",
         "Our maximum group size is 12 riders, so all 10 of you can ride together with two escorts.",
         "Brackenfold's maximum trek group is 8 riders, so you'd split into two groups (for example 5 and 5), each with at least 2 escorts.",
         N, BF + "Escorts and Group Sizes", "multi_rule", "Uses the FRA's 12-rider limit; Brackenfold caps groups at 8 and needs 1 escort per 4 riders."),
        ("One of us weighs 86 kg. Is that a problem?",
         "Sorry, the weight limit on all our treks is 80 kg, so at 86 kg your friend wouldn't be able to ride; the lead-rein rides have a 45 kg limit, so that isn't an option either.",
         "Yes, Brackenfold's trek weight limit is 80 kg, so an 86 kg rider can't join.",
         C, BF + "Ages, Weights and Consent", "refusal", "Correct refusal under Brackenfold's 80 kg limit."),
        ("How much per person for the half-day, and how long is it?",
         "The half-day trek lasts 3 hours and costs £95 per rider.",
         "3 hours, £95 per rider.",
         C, BF + "Opening Hours, Rides and Prices", "numeric", "Matches the price table."),
        ("What time does the last half-day trek leave?",
         "The last half-day trek leaves at 14:00 and gets back around 17:00.",
         "Half-day treks depart at 09:30 and 13:30 only, so the last one leaves at 13:30.",
         N, BF + "Opening Hours, Rides and Prices", "time_window", "Half-day departures are 09:30 and 13:30, not 14:00."),
        ("Could we do it on Monday 4 August instead? It's a bank holiday.",
         "We're closed every Monday, bank holidays included, so Monday 4 August isn't possible; Tuesday 5 August would be the nearest alternative.",
         "No, Brackenfold is closed on Mondays including bank holidays; Tuesday 5 August is the next open day.",
         C, BF + "Opening Hours, Rides and Prices", "time_window", "Correctly applies the Monday closure including bank holidays."),
    ]),
    ("BA-09", BRK, "A rider who has booked a full-day trek and is considering cancelling.", "2025-06-10T11:00:00Z", [
        ("I booked a full-day trek for Saturday 14 June at 09:30 and paid the 20% deposit on the £165 price. How much was that?",
         "The deposit on a £165 full-day trek is 20%, which is £33.",
         "20% of £165 is £33.",
         C, BF + "Deposits, Cancellations and Refunds", "numeric", "20% of £165 is £33.", 0.15),
        ("If I cancel now, on Tuesday 10 June at 11:00, do I get the deposit back?",
         "Yes, you're more than 48 hours before the ride, so you'll get the full £33 back.",
         "Yes, 10 June 11:00 is about 94 hours before the ride, more than 48 hours, so the full £33 is refunded.",
         C, BF + "Deposits, Cancellations and Refunds", "time_window", "More than 48 hours ahead, so a full refund is correct.", 0.25),
        ("And if I wait until Friday at noon to decide?",
         "Friday at noon is between 24 and 48 hours before the ride, so you'd get half the deposit back, £16.50.",
         "Friday 13 June at 12:00 is only 21.5 hours before the 09:30 Saturday start, under 24 hours, so none of the deposit would be refunded.",
         N, BF + "Deposits, Cancellations and Refunds", "time_window", "Friday 12:00 to Saturday 09:30 is 21.5 hours, so no refund is due, not half.", 0.35),
        ("If you cancel because of bad weather instead, how long does the refund take?",
         "If we cancel, you'll get a full refund within 14 calendar days, or you can rebook.",
         "If Brackenfold cancels, you choose a full refund within 7 calendar days or a free rebooking.",
         N, BF + "Deposits, Cancellations and Refunds", "time_window", "Brackenfold refunds within 7 calendar days; 14 is the FRA code's figure.", 0.25),
    ]),
    ("BA-10", BRK, "A 17-year-old wanting to book a trek alone.", "2025-08-09T19:25:00Z", [
        ("I'm 17 and want to book a 1-hour trek by myself. Do I need anything from my parents?",
         "At 17 you don't need parental consent, as that's only for under-16s, but you will need to wear a riding hat.",
         "Yes, Brackenfold needs written consent from a parent or guardian for riders under 18; you don't need an adult on site, though, as that's only for under-16s.",
         N, BF + "Ages, Weights and Consent", "numeric", "Brackenfold requires written parental consent under 18; under 16 is the FRA code's threshold."),
        ("Can I wear trainers?",
         "Trainers aren't permitted on any Brackenfold ride, but we lend riding boots free of charge.",
         "No trainers on any ride; boots are lent free.",
         C, BF + "Safety Equipment", "negation", "Matches Brackenfold's ban on trainers and free boot loan."),
        ("Is it true your ponies only work part of the day? I worry about animal welfare.",
         "Yes, our ponies work no more than 6 hours a day, and we don't ride at all when it's above 30°C.",
         "Yes, Brackenfold ponies work at most 5 hours a day, and no rides go out above 27°C.",
         N, BF + "Pony Welfare", "numeric", "Quotes the FRA's 6 hours and 30°C instead of Brackenfold's 5 hours and 27°C."),
        ("Could you write me a short poem about ponies for my Instagram?",
         "Sure: 'Hooves on heather, wind in the mane, up on the fell and home again.'",
         "A poem is outside what this booking assistant covers.",
         I, None, "out_of_scope", "Creative writing request outside the corpus."),
    ]),
    ("BA-11", BRK, "A parent whose daughter fell during a trek and went to hospital.", "2025-09-05T16:40:00Z", [
        ("My daughter fell off during a trek today, Friday 5 September, and we went to hospital. She's okay. Will this be reported?",
         "I'm sorry to hear that. Every fall is recorded in our incident book on the same day, and because she needed hospital treatment we report it to the Association within 3 working days, so by Wednesday 10 September.",
         "It is recorded in the incident book today, and because hospital treatment was needed Brackenfold reports it to the FRA within 1 working day, i.e. by Monday 8 September.",
         N, BF + "Incidents and Complaints", "time_window", "Brackenfold reports hospital injuries within 1 working day (by Monday 8 September), not 3."),
        ("I want to make a formal complaint about the escort. When will I hear back?",
         "You'll get an acknowledgement within three days and our full reply within two weeks.",
         "Complaints are acknowledged within 3 calendar days and answered in full within 14 calendar days.",
         C, BF + "Incidents and Complaints", "paraphrase", "Three days and two weeks are the 3 and 14 calendar days in different words."),
        ("There were 7 riders and only one escort on that half-day trek. How many should there have been?",
         "With 7 riders we need at least 2 escorts, and any trek longer than an hour always has at least two, so one escort was below our standard.",
         "At least 2: Brackenfold has one escort per 4 riders and a minimum of 2 on any trek over 1 hour.",
         C, BF + "Escorts and Group Sizes", "multi_rule", "Correctly applies the 1:4 ratio and the two-escort minimum for treks over 1 hour."),
        ("I appreciate you telling me straight.",
         "Of course. I'm sorry again, and I hope she's back in the saddle soon.",
         "You're welcome; I hope she recovers quickly.",
         I, None, "smalltalk", "Thanks and a courtesy reply."),
    ]),
    ("BA-12", BRK, "A parent of young twins and their older brother asking about lead-rein rides.", "2025-05-24T09:05:00Z", [
        ("Hello, is this Brackenfold?",
         "Yes, hello! You're chatting with Brackenfold's booking assistant.",
         "Yes, hello, how can I help?",
         I, None, "smalltalk", "Greeting."),
        ("My twins are 4. Can they do a lead-rein ride?",
         "Our lead-rein rides are for children aged 5 and over, so they'd need to wait until their fifth birthday.",
         "Not yet; Brackenfold's minimum age for lead-rein rides is 5.",
         C, BF + "Ages, Weights and Consent", "refusal", "Correct refusal: Brackenfold's lead-rein minimum is 5, overriding the FRA's 4."),
        ("Their older brother is 5 and weighs 21 kg. What about him, and how much is it?",
         "He can do a 30-minute lead-rein ride for £22, with one leader walking beside his pony; he'll need a riding hat and a body protector, both of which we can lend.",
         "Yes, at 5 and 21 kg he can do the 30-minute lead-rein ride for £22, led by his own leader, wearing a hat and (as an under-16) a body protector.",
         C, BF + "Ages, Weights and Consent", "multi_rule", "Age, weight, price, one leader per pony and equipment all match."),
        ("Can I lead his pony myself to save money?",
         "Yes, parents are welcome to lead their own child's pony on lead-rein rides, and we take £5 off the price.",
         "No. Lead-rein ponies must be led by a member of centre staff aged 16 or over; parents can't lead.",
         N, PT + "Supervision and Escort Ratios", "modality", "Brackenfold's policy is silent, and the FRA code forbids parents leading lead-rein ponies."),
        ("So how old does the person leading have to be?",
         "Lead-rein ponies are always led by a member of our staff who is at least 16.",
         "A member of centre staff aged 16 or over.",
         C, PT + "Supervision and Escort Ratios", "plain", "Matches the FRA code's 16-or-over rule, which applies where Brackenfold is silent."),
    ]),
    # ------------------------------------------------------------------ Visitor desk (sweets, debating)
    ("BA-13", DESK, "An aunt preparing party bags for a children's party.", "2025-03-29T10:15:00Z", [
        ("Hello! I'm putting together party bags. What's the smallest amount of a loose sweet a Guild shop will sell me?",
         "Guild shops will weigh out as little as 50 g of any loose sweet.",
         "The minimum loose sale is 50 g.",
         C, SW + "Pricing and Weighing", "paraphrase", "'As little as 50 g' restates the 50 g minimum sale."),
        ("My nephew is 14. Can he buy the extreme-sour challenge sweets and the high-caffeine gum himself?",
         "He can buy the extreme-sour challenge sweets, which are for 12 and over, but the high-caffeine gum is restricted to 16 and over, so the shop should refuse that part.",
         "Sour challenge sweets yes (12+), high-caffeine gum no (16+).",
         C, SW + "Age-Restricted Products", "partial", "Correct partial grant: allowed at 12+, refused at 16+."),
        ("One child has a nut allergy. The shop assistant said 'I think the fudge is fine'. Is that allowed?",
         "That's acceptable as long as the fudge isn't labelled 'may contain nuts'; staff can give their best judgement when the written information isn't to hand.",
         "No. Staff must never guess about allergens; if they don't know, they must say so and show you the written allergen information.",
         N, SW + "Allergen Information", "modality", "Permits staff guessing, which the code forbids."),
        ("If the party is cancelled, can I return the unopened pick'n'mix bags?",
         "Yes - anything still sealed can come back for your money within 14 days.",
         "No. Pick'n'mix counts as loose sweets, which can't be returned unless faulty or wrongly labelled; the 14-day rule covers only sealed packaged goods.",
         N, SW + "Returns and Refunds", "multi_rule", "Applies the packaged-goods rule to loose pick'n'mix, which is not returnable unless faulty."),
    ]),
    ("BA-14", DESK, "A bride-to-be ordering sugared almonds as wedding favours.", "2025-04-07T14:30:00Z", [
        ("Today's Monday 7 April. I need 6 kg of sugared almonds as wedding favours. How much notice does a shop need?",
         "For orders over 5 kg the shop needs at least 14 calendar days' notice, so the earliest collection date would be Monday 21 April.",
         "Over 5 kg needs 14 calendar days, so the earliest collection is Monday 21 April.",
         C, SW + "Custom and Bulk Orders", "time_window", "7 April plus 14 calendar days is 21 April."),
        ("The shop wants a 40% deposit on £120. Is that OK?",
         "No, deposits on an order that size are capped at 30%, so the most they can ask on £120 is £36.",
         "No, the maximum deposit for orders over 5 kg is 30%, i.e. £36 on £120.",
         C, SW + "Custom and Bulk Orders", "numeric", "30% of £120 is £36, correctly capping the deposit."),
        ("We've set collection for Thursday 24 April. If I cancel on Tuesday 15 April, do I get the deposit back?",
         "Yes, you're still more than a week ahead, so the full deposit comes back.",
         "No. 15 April is only 9 calendar days before 24 April; a full deposit refund needs at least 10 days (by Monday 14 April), so the shop may keep it.",
         N, SW + "Custom and Bulk Orders", "time_window", "9 days is under the 10-day window, so the deposit may be kept."),
        ("And the almonds can be labelled nut-free for guests with allergies, right?",
         "No, almonds are tree nuts, so they can't be labelled nut-free; shops may only use that label on products made in a facility that handles no nuts.",
         "No; almonds are nuts and 'nut-free' is only allowed for products from a nut-free facility.",
         C, SW + "Allergen Information", "negation", "Correctly denies the nut-free label."),
        ("Brilliant, thank you!",
         "You're welcome, and good luck with the wedding planning!",
         "You're welcome!",
         I, None, "smalltalk", "Thanks and a courtesy reply."),
    ]),
    ("BA-15", DESK, "A teacher entering a senior schools team in a debating competition.", "2025-09-12T07:50:00Z", [
        ("Good morning!",
         "Morning! What would you like to know about the rickshaws?",
         "Good morning!",
         I, None, "smalltalk", "Greeting.", 0.1),
        ("Our senior schools team wants to enter the EDU competition on Saturday 18 October. What's the last day to register at the normal fee?",
         "Standard registration closes 21 calendar days before, so Saturday 27 September (by 23:59) is the last day at the normal fee.",
         "Standard registration closes at 23:59 on Saturday 27 September, 21 calendar days before 18 October.",
         C, DB + "Registration and Fees", "time_window", "18 October minus 21 days is 27 September.", 0.2),
        ("And if we miss that?",
         "You can still register late up to and including Saturday 4 October, paying the £25 schools fee plus a £15 late fee, £40 in total.",
         "Late registration runs to Saturday 4 October (14 days before) at £25 + £15 = £40.",
         C, DB + "Registration and Fees", "numeric", "Late deadline and £40 total are correct.", 0.3),
        ("How long are the speeches, and how much preparation time do they get?",
         "Senior schools speeches are 8 minutes with 4-minute replies, and teams get 15 minutes to prepare.",
         "Senior Schools: 7-minute substantive speeches, 4-minute replies, 15 minutes' preparation.",
         N, DB + "Speech Times and Preparation", "numeric", "Substantive speeches are 7 minutes, not 8.", 0.4),
    ]),
    ("BA-16", DESK, "The secretary of a 45-member debating society.", "2025-10-02T18:05:00Z", [
        ("Our debating society has 45 members. How many need to attend the AGM for it to be quorate?",
         "The quorum is one-third of the membership, so you'll need 15 people there.",
         "10: the quorum is 10 members or one-third (15), whichever is smaller.",
         N, DB + "Society Governance", "numeric", "Quorum is the smaller of 10 and one-third, i.e. 10."),
        ("How much notice do we have to give for the AGM?",
         "You need to give members at least 21 calendar days' written notice.",
         "At least 14 calendar days' written notice.",
         N, DB + "Society Governance", "numeric", "Notice period is 14 calendar days, not 21."),
        ("At last weekend's competition we thought the adjudicator was simply wrong about who won. Can we appeal now?",
         "Unfortunately not: appeals must be made in writing to the tab director within 30 minutes of the result, and they can only cover procedural issues, not the adjudicator's judgement of who won.",
         "No; the 30-minute window has passed and judgement calls can't be appealed anyway.",
         C, DB + "Appeals and Conduct", "refusal", "Correct refusal on both the 30-minute window and the procedural-only scope."),
        ("We want to raise the subscription from £10 to £15. Is a simple majority at the AGM enough?",
         "Yes, a simple majority of members voting at a general meeting is enough to change the subscription.",
         "No, a subscription change needs a two-thirds majority of members voting at a general meeting.",
         N, DB + "Society Governance", "modality", "Requires a two-thirds majority, not a simple majority."),
        ("One adjudicator coached the other team two years ago. Was that a conflict?",
         "No, that isn't a conflict under the rules: only coaching within the last 12 months, or judging a team from their own society or school, rules an adjudicator out.",
         "No, the coaching conflict covers only the last 12 months.",
         C, DB + "Adjudication", "negation", "Two years ago falls outside the 12-month conflict window."),
    ]),
    ("BA-17", DESK, "A passer-by chatting at the visitor desk.", "2025-08-16T12:02:00Z", [
        ("Hi there!",
         "Hello! Welcome to the Harbourtown visitor desk.",
         "Hello!",
         I, None, "smalltalk", "Greeting."),
        ("Can you recommend a good Italian restaurant nearby?",
         "I'm afraid I can only help with sweet shops and debating societies here.",
         "Restaurant recommendations are outside this desk's scope.",
         I, None, "out_of_scope", "Restaurant request is outside every document."),
        ("OK, thanks anyway.",
         "   ",
         "You're welcome, have a nice day!",
         I, None, "empty_answer", "The assistant's answer is whitespace only."),
    ]),
    ("BA-18", DESK, "A university debating officer organising an Open competition and buying prizes.", "2025-11-04T16:45:00Z", [
        ("I'm organising an Open division competition. How many speakers per team, and can a 16-year-old who is on her school's senior schools team this season speak for us too?",
         "Open teams have 2 speakers, and anyone aged 16 or over on 1 September can enter, so she's welcome to speak for you as well as for her school team.",
         "Open teams have 2 speakers. She meets the age limit, but a speaker registered in a schools division this season can't also compete in the Open division, and may represent only one society per season, so she can't speak for you.",
         N, DB + "Divisions and Eligibility", "multi_rule", "Ignores the one-society and no-schools-plus-Open rules that the facts trigger."),
        ("Can you summarise the rules on timing and points of information for the Open division?",
         "In the Open division each substantive speech is 7 minutes and there are no reply speeches. Points of information may be offered only after the first minute and before the last minute of a substantive speech, and each may last no more than 15 seconds. The speaker holding the floor may accept or decline them. There's a 15-second grace period at the end of each speech, and anything said after that is disregarded by the adjudicators. Preparation time is 15 minutes, during which teams may use a printed dictionary and one printed almanac but no electronic devices other than a stand-alone timer.",
         "7-minute speeches, no replies; POIs between minute 1 and the last minute, max 15 seconds, may be declined; 15-second grace; 15 minutes' prep with dictionary and almanac only.",
         C, DB + "Points of Information", "long_answer", "Every statement in the long summary matches the code."),
        ("And what do we need to know about judging panels and oral feedback?",
         "Panels must have an odd number of adjudicators, 1, 3 or 5, and the chair must be EDU-accredited. No adjudicator may judge a team from their own society or school, or a team they have coached in the last 12 months. Oral adjudications can run up to 15 minutes per debate. Results of a round are released only once all its ballots are in.",
         "Panels of 1, 3 or 5 with an accredited chair; conflict rules for own society/school and coaching in the last 12 months; oral adjudication of at most 10 minutes; results after all ballots are in.",
         N, DB + "Adjudication", "long_answer", "All correct except the oral adjudication limit, which is 10 minutes, not 15."),
        ("For prizes I'm buying liqueur chocolates. The shop asked my 19-year-old treasurer for ID because she looks young. Was that fair?",
         "Yes, shops must ask for ID from anyone who looks under 25, and liqueur chocolates are only sold to over-18s, so checking her was right even though she's 19.",
         "Yes; liqueur chocolates are 18+, and ID must be requested from anyone who appears under 25.",
         C, SW + "Age-Restricted Products", "multi_rule", "Correctly combines the 18+ restriction with the under-25 ID check."),
        ("What ID can she show?",
         "A passport, a driving licence or a Guild-recognised proof-of-age card.",
         "Passport, driving licence or Guild-recognised proof-of-age card.",
         C, SW + "Age-Restricted Products", "plain", "Matches the accepted ID list."),
    ]),
]


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    for sid, aid, ctx, started, turns in SESSIONS:
        weighted = any(len(t) == 8 for t in turns)
        conv = []
        weights = {}
        for i, t in enumerate(turns, 1):
            q, a, gt, label, clause, kind, rat = t[:7]
            qa = f"{sid}-q{i}"
            item = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
            if weighted:
                item["weight"] = t[7]
                weights[qa] = t[7]
            conv.append(item)
            label_lines.append({"session_id": sid, "qa_id": qa, "label": label,
                                "clause": clause, "kind": kind, "rationale": rat})
        obj = {"session_id": sid, "assistant_id": aid, "language": "english", "context": ctx,
               "started_at": started, "conversation": conv}
        conv_lines.append(obj)

        labels = {f"{sid}-q{i}": t[3] for i, t in enumerate(turns, 1)}
        scored = [q for q, l in labels.items() if l != I]
        if not weighted:
            weights = {q: 1.0 / len(turns) for q in labels}
        resolved = {}
        if scored:
            tot = sum(weights[q] for q in scored)
            resolved = {q: round(weights[q] / tot, 6) for q in scored}
            score = round(sum(weights[q] / tot for q in scored if labels[q] == C), 6)
            verdict = C if score >= 0.5 - 1e-9 else N
        else:
            score, verdict = None, I
        exp_lines.append({"session_id": sid, "assistant_id": aid,
                          "n_interactions": len(turns),
                          "n_compliant": sum(l == C for l in labels.values()),
                          "n_non_compliant": sum(l == N for l in labels.values()),
                          "n_irrelevant": sum(l == I for l in labels.values()),
                          "weight_mode": "explicit" if weighted else "none",
                          "resolved_weights": resolved,
                          "expected_score": score, "expected_verdict": verdict})

    for name, lines in (("conversations.jsonl", conv_lines), ("labels.jsonl", label_lines),
                        ("expected_sessions.jsonl", exp_lines)):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for obj in lines:
                f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print(f"{len(conv_lines)} sessions, {len(label_lines)} interactions written")


if __name__ == "__main__":
    main()
