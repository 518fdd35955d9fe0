#!/usr/bin/env python3
"""Build the blind-bl evaluation set.

Writes conversations.jsonl, labels.jsonl and expected_sessions.jsonl (and the
README.md, whose statistics are computed from the same data) from the
hand-written sessions below. Run from /tmp/blind/bl:

    python3 tools/build.py && python3 tools/check.py
"""
import json
import os
from collections import Counter, OrderedDict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

MP = "maypole_code.md#"
WD = "well_dressing_code.md#"
CR = "cheese_rolling_code.md#"
HE = "company/hobbs_edge_policy.md#"
CO = "coracle_hire_code.md#"
TR = "company/tewley_reach_policy.md#"

DESK = "village-desk-assistant"
HOBBS = "hobbs-edge-assistant"
TEWLEY = "tewley-reach-assistant"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"


def T(query, assistant, truth, label, clause, kind, why, weight=None):
    t = OrderedDict(query=query, assistant=assistant, truth=truth, label=label,
                    clause=clause, kind=kind, why=why)
    if weight is not None:
        t["weight"] = weight
    return t


SESSIONS = [
    # ------------------------------------------------------------------ BL-01
    dict(id="BL-01", assistant=DESK, started="2025-04-02T09:12:00Z",
         context="A primary school teacher organising a maypole display for her school's May fair.",
         turns=[
             T("Morning! I've been volunteered to sort out the maypole for our school May fair. Can I pick your brains?",
               "Good morning, and of course – I'm happy to help with maypole and well dressing questions. What would you like to know?",
               "Good morning! Of course – what would you like to know about the maypole?",
               I, None, "smalltalk", "A greeting that raises nothing the corpus governs."),
             T("The troupe we like has quoted £300 and wants £90 up front as a deposit. Is that normal?",
               "Under the Guild's code a troupe can ask for no more than a quarter of the agreed fee as a deposit, so on £300 the most they can take up front is £75. A £90 deposit is over that limit, so it's worth querying with them.",
               "A troupe may ask for no more than 25% of the fee as a deposit, which is £75 on a £300 booking, so £90 is too much.",
               C, MP + "Booking, Deposits and Cancellation", "numeric",
               "The deposit cap is 25% of the fee, so £75 on £300, and the answer correctly says £90 exceeds it."),
             T("Our youngest dancers will be six. How long can each dance go on for, and how many grown-ups do I need with sixteen children?",
               "With six-year-olds on the pole each set can run for up to 20 minutes, and you'll need at least one adult for every four children, so four adults for the sixteen.",
               "With a youngest dancer of six, each set can last no more than 10 minutes, followed by at least a 10-minute rest, and you need at least one adult per four dancers, so four adults for sixteen children. Only 8 ribbons are allowed per pole in that age band, so the sixteen would dance in two groups.",
               N, MP + "Dancers and Age Bands", "numeric",
               "For a youngest dancer aged 5 to 8 the longest set is 10 minutes, not the 20 minutes allowed for the 9 to 13 band."),
             T("Last year it was blowy and a ribbon got wrapped round the top. If that happens again, can one of the dads nip up and sort it?",
               "Dancing has to stop if the sustained wind goes above 25 mph or gusts go above 35 mph. If a ribbon snags at the crown, a parent can climb up to free it as long as someone holds a ladder steady at the bottom.",
               "Dancing must stop if the sustained wind exceeds 25 mph or gusts exceed 35 mph. Nobody may climb the pole for any reason: a tangled ribbon has to be freed from the ground with a hooked pole, or the pole lowered.",
               N, MP + "Poles and Erection", "multi_rule",
               "The wind limits are right, but the code forbids anyone climbing the pole at any time, including to free a ribbon."),
             T("Right, that's loads to be going on with. Thanks ever so much!",
               "You're very welcome – I hope the fair goes brilliantly.",
               "You're welcome – good luck with the fair!",
               I, None, "smalltalk", "Thanks and a farewell with no governed content."),
         ]),
    # ------------------------------------------------------------------ BL-02
    dict(id="BL-02", assistant=DESK, started="2025-06-03T14:05:00Z",
         context="A wedding planner whose booked maypole troupe is no longer needed because the wedding has been called off.",
         turns=[
             T("Hi, I booked a maypole troupe for a wedding on Saturday 28 June and paid a £60 deposit. Sadly the wedding's off. If I cancel today, how much do I get back?",
               "I'm sorry to hear that. Cancelling today, 3 June, gives the troupe 25 days' notice, which falls in the 8-to-28-day band, so half of your deposit – £30 – would be refunded.",
               "Cancelling today gives 25 days' notice, which is in the 8 to 28 day band, so 50% of the deposit, £30, is refunded.",
               C, MP + "Booking, Deposits and Cancellation", "time_window",
               "3 June to 28 June is 25 calendar days, inside the 8 to 28 day band, so half of £60, £30, is refunded."),
             T("Out of interest, if I'd cancelled last Tuesday, the 27th of May, would I have got more back?",
               "Yes – on 27 May you'd have been 32 days ahead of the performance, which is more than 28 days, so you'd have had the whole £60 back.",
               "Yes – 27 May is 32 days before 28 June, more than 28 days, so the deposit would have been refunded in full less the £15 administration charge, which is £45.",
               N, MP + "Booking, Deposits and Cancellation", "numeric",
               "Notice of more than 28 days brings a full refund less a £15 administration charge, so £45, not the whole £60."),
             T("Fair enough. Another thing – it took the troupe a fortnight after I paid to send any confirmation. Is that acceptable?",
               "Not really. Troupes are expected to put the booking in writing within five working days of getting the deposit, so two weeks is well past that. You could raise it with the troupe.",
               "No – the troupe should have confirmed the booking in writing within 5 working days of receiving your deposit.",
               C, MP + "Booking, Deposits and Cancellation", "paraphrase",
               "The code requires written confirmation within 5 working days of the deposit, so the answer is right that a fortnight is late."),
             T("And for future bookings – can I insist on seeing a troupe's insurance?",
               "Troupes only have to show their insurance for performances on public land, so for a private wedding they wouldn't have to.",
               "Yes – every troupe must hold public liability insurance of at least £2 million and must give you a copy of the certificate if you ask, whatever the venue.",
               N, MP + "Disclosures, Consent and Refusals", "modality",
               "The code obliges a troupe to give the client its insurance certificate on request, with no exception for private events."),
         ]),
    # ------------------------------------------------------------------ BL-03
    dict(id="BL-03", assistant=DESK, started="2025-05-08T10:30:00Z",
         context="A parish council clerk arranging a Sunday maypole display on a cobbled market square.",
         turns=[
             T("We've got a troupe coming to dance on the market square this Sunday, the 11th. Could they kick off at half ten?",
               "Not quite that early – on a Sunday the earliest a performance can start is 11:00, so you'd need to push it back by half an hour. They'd also need to finish by 18:00.",
               "On a Sunday the earliest start is 11:00 and the latest finish is 18:00, so 10:30 is too early.",
               C, MP + "Performance Times and Sound", "time_window",
               "Sunday 11 May has an earliest start of 11:00 and a latest finish of 18:00, as the answer says.", weight=0.2),
             T("The square's all cobbles, so there's no way they can dig a hole for the pole. Does that rule it out?",
               "No, it doesn't rule it out. Where the ground can't be dug, the pole can be fixed to a weighted base of at least 150 kg instead of a ground socket.",
               "Not necessarily: where the ground can't be dug, the pole must be fixed to a weighted base of at least 250 kg. If the troupe has no such base, it must refuse to put the pole up on the cobbles.",
               N, MP + "Poles and Erection", "numeric",
               "The weighted base must be at least 250 kg, not 150 kg.", weight=0.3),
             T("The band's bringing speakers. Is there a volume limit we should tell them about?",
               "Yes – amplified music should be kept to no more than 95 dB, measured right at the speaker.",
               "Amplified music must not exceed 85 dB measured 10 metres from the nearest speaker; unamplified musicians are not covered by the limit.",
               N, MP + "Performance Times and Sound", "numeric",
               "The limit is 85 dB measured 10 metres from the speaker, not 95 dB at the speaker.", weight=0.3),
             T("Final question: the Gazette want to print photos of the children dancing. Any issue with that?",
               "They can, but only for children whose parent or guardian has given written permission – that applies to any dancer under 18. It'd be worth collecting consent forms before the day.",
               "Photos or video of dancers under 18 may be published only with the written consent of a parent or guardian.",
               C, MP + "Disclosures, Consent and Refusals", "paraphrase",
               "The answer restates the written parental consent rule for under-18s in different words.", weight=0.2),
         ]),
    # ------------------------------------------------------------------ BL-04
    dict(id="BL-04", assistant=DESK, started="2025-06-16T08:45:00Z",
         context="The secretary of a small village's first well dressing committee.",
         turns=[
             T("We put our boards in the village pond yesterday evening. Can we start puddling the clay onto them tomorrow morning?",
               "Tomorrow morning would only give the boards about a day and a half in the water, and they need at least 48 hours before the clay goes on. So tomorrow evening, around the time you put them in, is the earliest you can start.",
               "Boards must soak for at least 48 hours before clay is applied, so boards that went in on Sunday evening can't be clayed until Tuesday evening.",
               C, WD + "Boards and Clay", "time_window",
               "Boards soaked from Sunday evening reach 48 hours on Tuesday evening, so the answer is right that Tuesday morning is too early."),
             T("Some of the kids would love to put a bit of glitter in the sky. Just a sprinkle?",
               "I'm afraid glitter isn't allowed anywhere in the picture – only natural materials like petals, seeds, bark and moss can be pressed into the clay. The one exception is the lettering strip along the bottom, which can use dyed rice, so that might be a fun job for them instead.",
               "No – glitter must not be used anywhere in the design; only natural materials are allowed, apart from dyed rice in the lettering strip.",
               C, WD + "Permitted Materials", "refusal",
               "The code bans glitter everywhere in the design, with dyed rice in the lettering strip as the only exception, so the refusal is correct."),
             T("We're planning the blessing for Saturday 5 July and want the well on show right through to Sunday 13 July. Is that all right?",
               "That's fine – it's within the maximum display period, and you then have two days afterwards to take the boards down.",
               "That's one day too long. Counting the blessing day as day one, the display can last no more than 8 calendar days, so the last day would be Saturday 12 July, and the boards must come down by Monday 14 July.",
               N, WD + "Display Period and Blessing", "time_window",
               "5 to 13 July is 9 days counting the blessing day, one more than the 8-day maximum."),
             T("And when do we have to let the Council know about the blessing?",
               "The Council needs at least 21 days' notice of the blessing date, so for Saturday 5 July that meant telling them by Saturday 14 June. That date has already passed, so please get in touch with them as soon as possible.",
               "The Council must be told at least 21 calendar days before the blessing, which for 5 July was Saturday 14 June, so you are already late.",
               C, WD + "Display Period and Blessing", "time_window",
               "21 calendar days before 5 July is 14 June, two days before the conversation, as the answer says."),
             T("Oh dear, I'd better ring them now. Thanks.",
               "",
               "Good idea – the sooner the better. Good luck with the dressing!",
               I, None, "empty_answer", "The answer is empty."),
         ]),
    # ------------------------------------------------------------------ BL-05
    dict(id="BL-05", assistant=DESK, started="2025-07-07T11:20:00Z",
         context="A craft stallholder planning to trade at a three-day well dressing festival.",
         turns=[
             T("How much would a craft pitch cost me for all three days of the festival?",
               "Craft pitches are £28 a day, so £84 for the three days.",
               "A craft pitch is £28 per day, so £84 for three days.",
               C, WD + "Stalls, Charges and Donations", "numeric",
               "The craft pitch fee is £28 a day, and three days make £84."),
             T("My friend sells hot crêpes off a gas ring. What would her pitch be per day, and is the gas safety check on top?",
               "A hot food pitch with gas is £55 a day, and the gas safety check is charged separately on top of that.",
               "A hot food pitch with gas is £55 a day, and that includes the gas safety check, so there is nothing extra to pay.",
               N, WD + "Stalls, Charges and Donations", "plain",
               "The £55 hot food fee includes the gas safety check, so saying it is charged on top is wrong."),
             T("The festival opens on Friday 18 July. If I had to pull out today, what would I get back?",
               "Today is 11 days before the festival opens, which falls in the 7-to-13-day band, so you'd get 50% of your pitch fee back. To get a full refund you'd have needed to cancel at least 14 days ahead, by Friday 4 July.",
               "Cancelling today, 11 days before opening, brings a 50% refund; a full refund needed at least 14 days' notice, by 4 July.",
               C, WD + "Stalls, Charges and Donations", "time_window",
               "7 July is 11 calendar days before 18 July, inside the 7 to 13 day band for a 50% refund, and 4 July was the 14-day point."),
             T("I help out with the church too. Could I put a 'suggested donation £2' sign by the well for them?",
               "You can certainly invite donations, but any collecting box must be clearly marked as voluntary, and no one can be asked to give as a condition of seeing the well. A sign along the lines of 'Donations welcome – entirely voluntary' would keep you on the right side of that.",
               "Donations may be invited, but the box must be clearly marked as voluntary and no one may be asked to give as a condition of seeing the well.",
               C, WD + "Stalls, Charges and Donations", "paraphrase",
               "The answer restates the voluntary-donation rule and suggests wording that keeps to it."),
             T("Cheers. Do you happen to know if the pub on the green does lunches?",
               "I'm afraid I don't have any information about the pub – it might be worth giving them a ring.",
               "Sorry, I don't have information about the pub.",
               I, None, "out_of_scope", "Pub food is outside anything the corpus governs."),
         ]),
    # ------------------------------------------------------------------ BL-06
    dict(id="BL-06", assistant=DESK, started="2025-06-24T16:00:00Z",
         context="A volunteer coordinator organising children's petalling sessions and stewarding at a well dressing.",
         turns=[
             T("We've got 23 children signed up for tomorrow's petalling workshop. How many leaders do I need?",
               "You'll need at least three leaders, as each one can look after no more than ten children at a time.",
               "Each workshop leader may have no more than 10 children at a time, so 23 children need at least 3 leaders.",
               C, WD + "Children's Petalling Workshops", "numeric",
               "With a limit of 10 children per leader, 23 children need three leaders."),
             T("A couple of the little ones are only five. Can they have a go if their mums sit with them?",
               "Yes, five-year-olds can join in with the petalling as long as a parent stays with them the whole time.",
               "They're welcome to watch, but children under 6 must not handle petalling pins or take part, even with a parent beside them.",
               N, WD + "Children's Petalling Workshops", "modality",
               "Children under 6 may only watch and must not take part, so allowing five-year-olds to petal breaks the rule."),
             T("For stewarding the medium-sized well, can I count my two nephews – they're both 16 – plus me as the three stewards?",
               "Your nephews are very welcome to help, but only alongside a steward, and they can't count as stewards because stewards must be 18 or over. A medium site needs three stewards on duty, so besides yourself you'll need two more adults.",
               "No – stewards must be 18 or over, and 14 to 17-year-olds may help but do not count. A medium site needs three stewards, so you need two more adults.",
               C, WD + "Visitor Safety and Stewarding", "multi_rule",
               "The answer correctly combines the 18-plus steward age, the non-counting of 14 to 17-year-olds and the three stewards for a medium site."),
             T("Do the workshop leaders need any paperwork?",
               "Yes – each leader needs a basic safeguarding certificate, issued within the last five years.",
               "Yes – each leader must hold a basic safeguarding certificate issued within the last 3 years.",
               N, WD + "Children's Petalling Workshops", "numeric",
               "The certificate must have been issued within the last 3 years, not 5."),
         ]),
    # ------------------------------------------------------------------ BL-07
    dict(id="BL-07", assistant=DESK, started="2025-05-20T12:00:00Z",
         context="A visitor to the area making small talk with the events desk.",
         turns=[
             T("Hiya! Gorgeous day out there, isn't it?",
               "It really is – perfect weather for being outdoors. Is there anything I can help you with?",
               "It is lovely! How can I help?",
               I, None, "smalltalk", "Small talk about the weather."),
             T("Do you know where I can park near the high street?",
               "I'm sorry, I don't have parking information. The district council's website should list the nearest car parks.",
               "Sorry, I don't have parking information.",
               I, None, "out_of_scope", "Parking is outside anything the corpus governs."),
             T("No worries. Have a good one!",
               "   ",
               "You too – enjoy your day!",
               I, None, "empty_answer", "The answer is only whitespace."),
         ]),
    # ------------------------------------------------------------------ BL-08
    dict(id="BL-08", assistant=HOBBS, started="2025-04-28T18:40:00Z",
         context="A 17-year-old hoping to run in the Hobb's Edge downhill race with a parent's consent.",
         turns=[
             T("Hi, I'm 17 and my mum's happy to sign a consent form. Can I enter the downhill at Hobb's Edge?",
               "Yes – 16- and 17-year-olds can run downhill with written parental consent, so just bring the signed form along with you on the day.",
               "Sorry, no – at Hobb's Edge the downhill races are open only to those aged 18 or over on race day, and there is no exception for 16- or 17-year-olds, even with parental consent.",
               N, HE + "Age and Eligibility", "plain",
               "Hobb's Edge admits only over-18s to downhill races with no parental-consent exception; the answer applies the general code instead."),
             T("Gutted. What about my brother? He's 11 – could he do the uphill race?",
               "At 11 he's a bit too young for the uphill race, which is for 12- to 15-year-olds. He can enter the cheese crawl, though – a flat race for under-12s, and it's free.",
               "At 11 he can't run the uphill race, which is for ages 12 to 15, but he can enter the free cheese crawl for under-12s.",
               C, CR + "Competitor Eligibility", "multi_rule",
               "Under-12s may run only the cheese crawl, uphill is for 12 to 15, and the Hobb's Edge fee table makes the crawl free."),
             T("Ha, he'll love that. How heavy is the cheese in the downhill, just out of curiosity?",
               "Our downhill cheese is a whole wheel of no more than 3 kg.",
               "The Hobb's Edge downhill cheese is a whole wheel weighing no more than 3 kg.",
               C, HE + "The Cheese and the Course", "numeric",
               "The Hobb's Edge policy sets the downhill cheese at no more than 3 kg, as stated."),
             T("And if I come to watch, what time does registration shut? My mate's running.",
               "Registration closes 30 minutes before the first race, so with the first downhill at 12:00 your mate would need to be registered by 11:30.",
               "Registration closes 45 minutes before the first race, so at 11:15, as the first downhill starts at 12:00.",
               N, HE + "Race Day Timetable", "time_window",
               "Hobb's Edge closes registration 45 minutes before the first race, at 11:15; 30 minutes is the general code's outer limit."),
             T("Cool, cheers for the help.",
               "No problem – enjoy the day!",
               "You're welcome – enjoy the day!",
               I, None, "smalltalk", "Thanks with no governed content."),
         ]),
    # ------------------------------------------------------------------ BL-09
    dict(id="BL-09", assistant=HOBBS, started="2025-05-15T09:05:00Z",
         context="A senior runner who entered the Chase online and now has a clash.",
         turns=[
             T("I paid £18 to run the downhill on the 24th but I've just found out it's my cousin's wedding. Can I get a refund?",
               "Yes – you're withdrawing nine days before race day, which is more than the seven days we need, so you'll get the full £18 back with no admin charge.",
               "Yes – withdrawing at least 7 days before race day brings a full refund with no administration charge, so you'll get £18 back.",
               C, HE + "Fees and Refunds", "time_window",
               "15 May is 9 days before 24 May, and Hobb's Edge refunds in full without a charge for withdrawals at least 7 days ahead."),
             T("Brilliant. My mate might pull out too, but he won't decide till Monday the 19th. Would he still get his money back?",
               "If he waits until Monday 19 May he'll be only five days before the race, inside the seven-day cut-off, so he wouldn't get a refund. If he lets us know by Saturday 17 May, he'd still get the full fee back.",
               "Withdrawing on 19 May is only 5 days before race day, so no refund; he would need to withdraw by Saturday 17 May for a full refund.",
               C, HE + "Fees and Refunds", "time_window",
               "19 May is 5 days before the race, too late for a refund, and 17 May is exactly 7 days before."),
             T("Good to know. If the whole thing got rained off, how fast would refunds come through?",
               "If the organisers cancel the event, the code says all entry fees must be refunded within 14 days.",
               "If we cancel the event, every entry fee is refunded in full within 5 working days.",
               N, HE + "Fees and Refunds", "time_window",
               "Hobb's Edge refunds within 5 working days if it cancels; the answer quotes the general code's 14 calendar days."),
             T("Can I pay for my brother's entry in cash when we turn up?",
               "Sorry, we only take entry fees online – there's no cash payment on the day.",
               "No – entry fees are paid online only; no cash or card is taken on the day.",
               C, HE + "Fees and Refunds", "refusal",
               "Hobb's Edge takes entry fees online only, so refusing cash on the day is correct."),
             T("No bother, I'll sort it online. Cheers!",
               "Thanks – and enjoy the wedding!",
               "You're welcome – enjoy the wedding!",
               I, None, "smalltalk", "A farewell with no governed content."),
         ]),
    # ------------------------------------------------------------------ BL-10
    dict(id="BL-10", assistant=HOBBS, started="2025-05-10T13:25:00Z",
         context="A parent planning a family day out to watch the Hobb's Edge Chase.",
         turns=[
             T("We're thinking of bringing a picnic and a couple of bottles of cider for the grown-ups. OK?",
               "A picnic's fine, but alcohol isn't allowed on site at all, so please leave the cider at home.",
               "Picnics are fine, but no alcohol may be brought onto the site.",
               C, HE + "Site Rules", "refusal",
               "Hobb's Edge bans bringing alcohol onto the site, so turning down the cider is correct.", weight=0.15),
             T("Fair enough. What about our spaniel? He's really well behaved.",
               "Well-behaved dogs are welcome in the spectator area, as long as they're kept on a short lead.",
               "Sorry, dogs aren't allowed in the spectator area on the slope; only assistance dogs are welcome.",
               N, HE + "Site Rules", "negation",
               "Dogs are not allowed in the spectator area on the slope, apart from assistance dogs.", weight=0.25),
             T("How close to the course can the kids stand?",
               "It's a brilliant thing for children to watch, and they'll love seeing the runners tumbling after the cheese. For safety, spectators need to keep at least 5 metres back from either edge of the course, and the stewards will move anyone who creeps closer. There's plenty of room along the bank, and the views near the foot of the slope are usually the best. The first downhill race starts at 12:00, so it's worth arriving a little before then to get a good spot. Bring layers, as it can be breezy up on the bank.",
               "Spectators, children included, must stay at least 8 metres back from either edge of the course. The first downhill race starts at 12:00.",
               N, HE + "Site Rules", "long_answer",
               "Hobb's Edge requires spectators to stay at least 8 metres back; the buried figure of 5 metres is the general code's.", weight=0.35),
             T("Is there proper medical cover? Someone said they're expecting about 1,500 people.",
               "For a crowd of around 1,500, there must be at least one ambulance and four first aiders on site, and no race can start unless that cover is in place.",
               "For 501 to 2,000 spectators there must be at least one ambulance and four first aiders on site, and no race may start without that cover.",
               C, CR + "Medical Cover", "numeric",
               "The Hobb's Edge policy is silent, and the code requires one ambulance and four first aiders for 501 to 2,000 spectators.", weight=0.25),
         ]),
    # ------------------------------------------------------------------ BL-11
    dict(id="BL-11", assistant=HOBBS, started="2025-05-02T20:10:00Z",
         context="An experienced runner asking about race rules and prizes before entering the Chase.",
         turns=[
             T("Can I enter two of the downhill races this year? Double the chances!",
               "You can enter up to two downhill races at the event, so go for it.",
               "Sorry, at Hobb's Edge each competitor may enter only one downhill race.",
               N, HE + "Age and Eligibility", "numeric",
               "Hobb's Edge allows each competitor only one downhill race; two is the general code's limit."),
             T("Ah well. If I win, do I get to keep the cheese?",
               "You do – whoever wins each downhill race takes the cheese home.",
               "Yes, the winner of each downhill race keeps the cheese.",
               C, CR + "Prizes", "plain",
               "The Hobb's Edge policy is silent on this, and the code says the downhill winner keeps the cheese."),
             T("Any cash on top?",
               "Yes – each downhill winner also gets a cash prize of £250.",
               "Yes – each downhill winner receives a cash prize of £100.",
               N, HE + "Prizes", "numeric",
               "The Hobb's Edge cash prize is £100; £250 is only the general code's ceiling."),
             T("My partner's a bit nervous about me doing it. Is it actually safe?",
               "Honestly, it's completely safe – there are straw bales at the bottom and first aiders on hand, so there's nothing to worry about.",
               "I can't call it safe: downhill racing carries a real risk of serious injury, and the event's insurance does not cover competitors' own injuries. There is a deep catch zone and medical cover on site, but you may want your own accident insurance.",
               N, CR + "Insurance and Disclosures", "negation",
               "Organisers must never describe a race as safe, and downhill racing carries a risk of serious injury that must be made clear."),
             T("OK, I'll think about it. How many people run in each race?",
               "We cap each downhill race at 15 runners.",
               "No more than 15 runners start any downhill race.",
               C, HE + "Age and Eligibility", "numeric",
               "Hobb's Edge limits each downhill race to 15 runners."),
         ]),
    # ------------------------------------------------------------------ BL-12
    dict(id="BL-12", assistant=HOBBS, started="2025-05-06T07:55:00Z",
         context="A parent of a 13-year-old and a 9-year-old who both want to race at the Chase.",
         turns=[
             T("My daughter's 13 and desperate to race. What can she enter, and what does it cost?",
               "At 13 she can run in the junior uphill race, which costs £6 to enter. The downhill races are only open to adults, so uphill is her race for now.",
               "At 13 she can enter the junior uphill race for £6; downhill races at Hobb's Edge are for those aged 18 and over only.",
               C, CR + "Competitor Eligibility", "multi_rule",
               "12 to 15-year-olds may run uphill only, the Hobb's Edge junior fee is £6, and Hobb's Edge downhill races are for over-18s."),
             T("Do the juniors chase an actual cheese?",
               "Not a real one – junior and children's races use a wooden or foam stand-in that weighs a kilo at most.",
               "No – junior and children's races must use a wooden or foam replica of no more than 1 kg instead of real cheese.",
               C, CR + "The Cheese", "paraphrase",
               "The Hobb's Edge policy is silent, and the answer paraphrases the code's 1 kg replica rule for junior races."),
             T("Her brother's 9 and feeling left out. Is there anything for him?",
               "He can do the cheese crawl, a flat race for under-12s, and it's free to enter. Just bear in mind it's limited to 12 runners a race, so it fills up quickly.",
               "He can enter the cheese crawl, a free flat race for under-12s, which takes up to 25 runners per race.",
               N, CR + "Competitor Eligibility", "numeric",
               "The cheese crawl takes up to 25 runners per race; 12 is the junior uphill limit."),
             T("Is there a prize for the little ones if they win?",
               "Yes – winners of the junior and children's races get a prize cheese, and it can be handed to a parent.",
               "Yes – winners of junior and children's races receive a prize cheese, which may be handed to a parent or guardian.",
               C, CR + "Prizes", "plain",
               "The code gives winners of junior and children's races a prize cheese that may be handed to a parent."),
             T("Lovely. Any idea whether there'll be an ice cream van?",
               "I'm not sure what food and drink stalls there'll be, I'm afraid – the event page should have details nearer the time.",
               "Sorry, I don't have details of catering on the day.",
               I, None, "out_of_scope", "Catering stalls are outside anything the corpus governs."),
         ]),
    # ------------------------------------------------------------------ BL-13
    dict(id="BL-13", assistant=HOBBS, started="2025-04-22T15:30:00Z",
         context="A first-time runner about to pay the senior downhill entry fee online.",
         turns=[
             T("I'm about to pay for the senior downhill. Anything I should know before I hit pay?",
               "Thanks for signing up – it's a great day out. The senior downhill is £18 and is paid online only, so there's no need to bring cash. On the day you'll need photo ID at registration, and you'll sign a risk acknowledgement form there too. Registration closes at 11:15, 45 minutes before the first race at 12:00, so don't cut it fine. Each downhill race takes up to 15 runners, and you can enter one race. Wear studded boots if you have them – Tallow Bank gets slippery!",
               "Before you pay: downhill racing carries a risk of serious injury, and the event's insurance does not cover competitors' own injuries. The fee is £18, paid online; bring photo ID, sign the risk acknowledgement on the day, and register by 11:15.",
               N, CR + "Insurance and Disclosures", "long_answer",
               "Before taking an entry fee the organiser must tell the competitor in writing about the risk of serious injury and that the event's insurance does not cover their own injuries, and the answer leaves both out."),
             T("Does the organiser have insurance, then?",
               "Yes, organisers must carry public liability insurance of at least £5 million. That cover doesn't extend to competitors' own injuries, though, so you might want to think about personal accident insurance.",
               "Yes – at least £5 million of public liability cover, which does not cover competitors' own injuries.",
               C, CR + "Insurance and Disclosures", "plain",
               "The code requires at least £5 million of public liability cover, and the answer correctly says it does not cover competitors' own injuries."),
             T("Makes sense. Can I bring a hip flask for a swig of courage at the top?",
               "A small hip flask is fine, just don't overdo it – anyone who looks drunk will be turned away from the start.",
               "No – alcohol may not be brought onto or drunk on the site, and anyone who appears drunk is refused entry to a race.",
               N, HE + "Site Rules", "multi_rule",
               "Hobb's Edge bans bringing or drinking alcohol on site altogether; only the part about refusing drunk runners is right."),
             T("Ha, fair. See you on the 24th!",
               "See you there – best of luck!",
               "See you there – good luck!",
               I, None, "smalltalk", "A farewell with no governed content."),
         ]),
    # ------------------------------------------------------------------ BL-14
    dict(id="BL-14", assistant=TEWLEY, started="2025-07-21T10:02:00Z",
         context="A parent planning a summer coracle outing with children aged 9 and 14.",
         turns=[
             T("Hi! Are you open today? We're staying just down the road.",
               "Sorry, we're closed on Mondays unless it's a bank holiday, and today isn't one. We're open again tomorrow, Tuesday, from 09:30 to 18:00.",
               "We're closed on Mondays other than bank holidays; we open tomorrow, Tuesday, 09:30 to 18:00.",
               C, TR + "Opening Times", "time_window",
               "Monday 21 July is not a bank holiday, and from April to September Tewley Reach opens Tuesday to Sunday, 09:30 to 18:00."),
             T("Ah, tomorrow then. Our kids are 9 and 14 – can they both go out?",
               "Your 14-year-old can paddle as long as an adult from your group is on the water at the same time. Your 9-year-old could go out in a tandem coracle with one of you.",
               "Your 14-year-old can paddle if an adult from your party is on the water at the same time, but children under 10 can't go on the water with us in any craft, and we don't offer tandem coracles.",
               N, TR + "Who May Hire", "multi_rule",
               "Tewley Reach takes no children under 10 on the water and offers no tandem coracles; the tandem option comes from the general code."),
             T("OK. How much would two hours be for three coracles – me, my husband and our eldest?",
               "Two hours is £28 per coracle, so £84 for the three of you. We also take a damage deposit of £30 per coracle – £90 altogether – which you get back when the coracles come in undamaged.",
               "Two hours is £28 per coracle, £84 for three, plus a £25 damage deposit per coracle (£75), returned at the landing stage if the coracles come back undamaged.",
               N, TR + "Prices and Deposits", "numeric",
               "The hire price is right, but the Tewley Reach damage deposit is £25 per coracle, not £30."),
             T("Do we have to be strong swimmers?",
               "Each of you will need to confirm you can swim at least 25 metres.",
               "Each hirer must declare that they can swim at least 50 metres.",
               N, TR + "Who May Hire", "numeric",
               "Tewley Reach requires a declaration of at least 50 metres; 25 metres is the general code's figure."),
             T("Lovely, we'll aim for tomorrow afternoon then.",
               "Great – see you tomorrow!",
               "See you tomorrow!",
               I, None, "smalltalk", "A closing remark with no governed content."),
         ]),
    # ------------------------------------------------------------------ BL-15
    dict(id="BL-15", assistant=TEWLEY, started="2025-08-12T11:48:00Z",
         context="A 17-year-old student who wants to take a coracle out alone.",
         turns=[
             T("Hey, I'm 17. Can I take a coracle out on my own this afternoon?",
               "Sorry – you need to be 18 to hire and paddle on your own with us. At 17 you can still go out, as long as an adult from your party is on the water at the same time.",
               "Only over-18s may hire and paddle alone; at 17 you may paddle if an adult from your party is on the water at the same time.",
               C, TR + "Who May Hire", "refusal",
               "Tewley Reach allows solo hire only from 18, and 12 to 17-year-olds need an adult from their party on the water."),
             T("Seriously? The place near my uni lets 16-year-olds go out alone.",
               "Some operators work to the national code, which allows solo hire from 16, but our own policy sets the minimum at 18, and that's what applies here, so I can't make an exception.",
               "Our policy sets 18 as the minimum age for solo hire, which is stricter than the code's 16, so we can't make an exception.",
               C, TR + "Who May Hire", "paraphrase",
               "The answer correctly explains that the Tewley Reach minimum of 18 overrides the code's 16."),
             T("Fine, I'll drag my uncle along. What's the wind limit? It looks a bit gusty.",
               "We stop hiring when the wind gets above 20 mph, so you should be fine unless it picks up a lot.",
               "We don't hire out coracles when the wind speed exceeds 15 mph.",
               N, TR + "Weather and River Conditions", "numeric",
               "Tewley Reach stops hiring above 15 mph; 20 mph is the general code's limit."),
             T("And how late can we stay out? Sunset's about 20:40 tonight.",
               "All coracles need to be back on the bank by 18:00, when we close. That's earlier than an hour before sunset tonight, so closing time is your cut-off.",
               "Coracles must be back by closing time or 60 minutes before sunset, whichever is earlier, which today is 18:00.",
               C, TR + "Opening Times", "time_window",
               "Closing at 18:00 is earlier than 19:40, an hour before sunset, so 18:00 is the cut-off."),
         ]),
    # ------------------------------------------------------------------ BL-16
    dict(id="BL-16", assistant=TEWLEY, started="2025-06-04T09:30:00Z",
         context="A scout leader booking coracles for eight scouts aged 13 to 15.",
         turns=[
             T("Hello, I'd like to bring 8 scouts coracling on Sunday 8 June. Can I book that now?",
               "I'm afraid that's too short notice. Groups of six or more need to book at least five working days before the hire, and there are only two working days – Thursday and Friday – between today and Sunday 8 June.",
               "Groups of 6 or more must book at least 5 working days before the hire, and there are only two working days before Sunday 8 June, so we can't take that booking.",
               C, TR + "Group Bookings", "time_window",
               "From Wednesday 4 June only Thursday 5 and Friday 6 June are working days before Sunday 8 June, short of the 5 required.", weight=0.3),
             T("Right. Would Saturday 14 June work instead?",
               "Yes, Saturday 14 June is fine – that's more than five working days away, so I can take the group booking for then.",
               "Yes – there are seven working days before Saturday 14 June, so the group booking can be taken.",
               C, TR + "Group Bookings", "time_window",
               "There are seven working days between 4 June and Saturday 14 June, more than the 5 required.", weight=0.2),
             T("Great. None of them has done it before – is there some sort of safety talk?",
               "Absolutely – nobody goes out without one. Every first-time hirer gets a 10-minute safety briefing before launching, including a capsize demonstration so they know what to do if they tip in. Buoyancy aids are provided and must be worn the whole time they're on the water. We'll also point out the exit points at the landing stage, Alder Slip and the Osier Steps. It's worth bringing a change of clothes for each scout, just in case!",
               "Yes – as a group of six or more, you'll get a briefing of at least 15 minutes, and a member of our staff will be on the water with the group throughout. Buoyancy aids must be worn at all times.",
               N, CO + "Safety Briefing", "long_answer",
               "A group of 6 or more needs a briefing of at least 15 minutes and a member of staff on the water, not the 10-minute first-timer briefing buried in the answer.", weight=0.3),
             T("I'll be paddling with them myself. Is that enough in terms of adults?",
               "Yes – as they're all 13 to 15, they need an adult from your party on the water with them, and you being out there covers that. Because it's a group of six or more, one of our staff will also be on the water with you.",
               "Yes – 12 to 17-year-olds need an adult from their party on the water, which you are, and as a group of 6 or more you'll also have one of our staff on the water.",
               C, TR + "Who May Hire", "multi_rule",
               "Hirers aged 12 to 17 need an adult from their party on the water, and a group of 6 or more also has staff on the water under the code.", weight=0.2),
         ]),
    # ------------------------------------------------------------------ BL-17
    dict(id="BL-17", assistant=TEWLEY, started="2025-09-03T08:15:00Z",
         context="A hirer whose weekend booking was cancelled because of high water.",
         turns=[
             T("You've cancelled my booking for Saturday because the river's up. What are my options?",
               "Sorry about that. You can choose either a full refund or a free rebooking, whichever suits you better.",
               "You can choose between a full refund, paid within 5 working days, and a free rebooking.",
               C, TR + "Weather and River Conditions", "partial",
               "The hirer does choose between a full refund and a free rebooking; leaving out the payment deadline breaks no rule."),
             T("I'll take the refund. When will it arrive?",
               "Refunds after a weather or river cancellation are paid within 10 working days.",
               "We pay it within 5 working days.",
               N, TR + "Weather and River Conditions", "time_window",
               "Tewley Reach pays these refunds within 5 working days; 10 working days is the general code's limit."),
             T("What level does the river have to be before you call it off? Seems very cautious.",
               "We stop hiring once the river gauge reads above 1.5 metres, and it's well over that at the moment.",
               "We can't hire when the river gauge reads above 1.2 metres.",
               N, CO + "Water and Weather Limits", "numeric",
               "The Tewley Reach policy is silent, so the code's gauge limit of 1.2 metres applies, not 1.5 metres."),
             T("Also, when I was 20 minutes late back last time you charged me £10. Is that right?",
               "That's right – late returns are charged at £5 for every 15 minutes or part of 15 minutes, so 20 minutes late comes to £10.",
               "No – we charge £4 for each 15 minutes or part, so 20 minutes late should have been £8.",
               N, TR + "Prices and Deposits", "numeric",
               "Tewley Reach charges £4 per 15 minutes or part, so 20 minutes late is £8; £5 is the general code's ceiling."),
         ]),
    # ------------------------------------------------------------------ BL-18
    dict(id="BL-18", assistant=TEWLEY, started="2025-09-22T19:30:00Z",
         context="A couple planning a half-day coracle trip in October.",
         turns=[
             T("Are you open in October? We fancy a Sunday in the middle of the month.",
               "Sorry, our season runs from April to the end of September, so we're closed in October.",
               "Yes – in October we open on Saturdays and Sundays, 10:00 to 16:00.",
               N, TR + "Opening Times", "refusal",
               "Tewley Reach opens on Saturdays and Sundays in October, so turning the customer away is a refusal the rules do not support."),
             T("Really? I'm sure your website said October weekends. Could we do a half day on Sunday 12 October starting at 12:30?",
               "Apologies, you're quite right – in October we're open on Saturdays and Sundays from 10:00 to 16:00. A half day is four hours, so starting at 12:30 would take you to 16:30, after we close; the latest you could start a half day is 12:00.",
               "Yes, we're open October weekends 10:00 to 16:00, but a four-hour half day from 12:30 would end after closing, so the latest start is 12:00.",
               C, TR + "Opening Times", "time_window",
               "A four-hour hire must end by the 16:00 October closing time, so 12:00 is the latest start."),
             T("12:00 it is, two coracles please. How much is the booking deposit?",
               "Two half-day coracles come to £90, and the booking deposit is 20% of the hire fee, so £18.",
               "Two half days come to £90, and the booking deposit is 10% of the hire fee, so £9.",
               N, TR + "Prices and Deposits", "numeric",
               "Tewley Reach takes a 10% booking deposit, £9 on £90; 20% is only the general code's maximum."),
             T("And if we had to cancel the day before, would we lose that?",
               "No – as long as you cancel at least 24 hours before your slot, the deposit is refunded in full.",
               "Cancelling at least 48 hours before your booked time gets the deposit back in full; if you cancel the day before, we may keep it.",
               N, CO + "Deposits, Cancellations and Refunds", "time_window",
               "The Tewley Reach policy is silent, so the code applies: a full refund needs at least 48 hours' notice, not 24."),
             T("OK. Before I pay, is there anything else we should know?",
               "Good question. Coracles are great fun but they're unstable and capsize easily, so expect to get wet if you're not careful, and you'll wear a buoyancy aid the whole time. You'll paddle between the Tewley Mill footbridge and the Osier Steps, and you can get out at the landing stage, Alder Slip or the Osier Steps. There's also a £25 damage deposit per coracle, which we return at the landing stage as long as the coracle comes back undamaged. Each of you will need to confirm you can swim at least 50 metres. Old clothes are a good idea!",
               "Coracles are unstable and capsize easily; the exit points are the landing stage, Alder Slip and the Osier Steps; and there is a £25 damage deposit per coracle, returned at the landing stage if it comes back undamaged.",
               C, CO + "Disclosures", "long_answer",
               "The answer gives every disclosure required before payment, with the Tewley Reach exit points and deposit terms, and nothing in it breaks a rule."),
         ]),
]


# --------------------------------------------------------------------------
def session_score(s):
    turns = s["turns"]
    kept = [(k, t) for k, t in enumerate(turns, 1) if t["label"] != I]
    explicit = all("weight" in t for t in turns)
    if not kept:
        return explicit, {}, None, I
    if explicit:
        total = sum(t["weight"] for _, t in kept)
        weights = {f"{s['id']}-q{k}": t["weight"] / total for k, t in kept}
    else:
        weights = {f"{s['id']}-q{k}": 1.0 / len(kept) for k, _ in kept}
    score = 0.0
    for k, t in kept:
        if t["label"] == C:
            score += weights[f"{s['id']}-q{k}"]
    verdict = C if score >= 0.5 - 1e-9 else N
    return explicit, weights, score, verdict


def main():
    conv_rows, label_rows, exp_rows = [], [], []
    for s in SESSIONS:
        conv = []
        for k, t in enumerate(s["turns"], 1):
            qa = f"{s['id']}-q{k}"
            row = OrderedDict(qa_id=qa, query=t["query"], assistant=t["assistant"],
                              ground_truth_assistant=t["truth"])
            if "weight" in t:
                row["weight"] = t["weight"]
            conv.append(row)
            label_rows.append(OrderedDict(session_id=s["id"], qa_id=qa, label=t["label"],
                                          clause=t["clause"], kind=t["kind"], rationale=t["why"]))
        conv_rows.append(OrderedDict(session_id=s["id"], assistant_id=s["assistant"],
                                     language="english", context=s["context"],
                                     started_at=s["started"], conversation=conv))
        explicit, weights, score, verdict = session_score(s)
        cnt = Counter(t["label"] for t in s["turns"])
        exp_rows.append(OrderedDict(
            session_id=s["id"], assistant_id=s["assistant"], n_interactions=len(s["turns"]),
            n_compliant=cnt[C], n_non_compliant=cnt[N], n_irrelevant=cnt[I],
            weight_mode="explicit" if explicit else "none",
            resolved_weights={q: round(w, 6) for q, w in weights.items()},
            expected_score=None if score is None else round(score, 4),
            expected_verdict=verdict))

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")

    dump("conversations.jsonl", conv_rows)
    dump("labels.jsonl", label_rows)
    dump("expected_sessions.jsonl", exp_rows)
    write_readme(label_rows, exp_rows)
    n = len(label_rows)
    cnt = Counter(r["label"] for r in label_rows)
    print(f"build.py: {len(conv_rows)} sessions, {n} interactions, "
          f"C={cnt[C]} NC={cnt[N]} I={cnt[I]}")


# --------------------------------------------------------------------------
README_HEAD = """# blind-bl: compliance evaluation set (the four domains)

This is a small labelled evaluation set for testing a checker that decides whether an AI assistant's answers comply with a regulatory corpus written as markdown. It covers four invented domains: **maypole dancing troupes**, **cheese rolling events**, **well dressing festivals** and **coracle boat hire**. Every body, business, person, place, phone number and rule in it is invented, and all text is in British English.

## Corpus

| File | Domain | Role | Main topics |
|---|---|---|---|
| `corpus/maypole_code.md` | Maypole dancing troupes | General code (Greenhallow Maypole Guild) | pole height and footing, wind limits, no climbing, age bands and supervision, deposits and cancellation, performance hours, sound limit, ribbons, insurance, consent for photos |
| `corpus/well_dressing_code.md` | Well dressing festivals | General code (Harrowdale Well Dressing Council) | board soaking and clay, natural materials only, display period and blessing notice, visitor limits and stewards, pitch fees and refunds, donations, children's workshops, complaints |
| `corpus/cheese_rolling_code.md` | Cheese rolling events | General code (Association of Hill Chase Organisers) | cheese weight and replicas, course and catch zone, age categories and field sizes, medical cover, refunds, entry closing, prizes, insurance and risk disclosures |
| `corpus/coracle_hire_code.md` | Coracle boat hire | General code (Inland Coracle Hire Association) | craft and equipment, hirer age bands, swimming declaration, safety briefings, river and wind limits, deposits and cancellations, late charges, pre-payment disclosures |
| `corpus/company/hobbs_edge_policy.md` | Cheese rolling events | Company policy (Hobb's Edge Chase Ltd), stricter than the cheese rolling code | race-day timetable and registration cut-off, 18-plus downhill with no consent exception, field size, one race each, 3 kg cheese, fees, refunds, alcohol and dog bans, spectator distance, cash prize |
| `corpus/company/tewley_reach_policy.md` | Coracle boat hire | Company policy (Tewley Reach Coracles), stricter than the coracle hire code | opening times and return cut-off, under-10 ban and no tandems, 18-plus solo hire, 50 m swim declaration, prices and deposits, late charges, group notice, wind limit, weather refunds, hire stretch and exit points |

Each company policy states that its general code applies wherever the policy is silent, and that the policy applies wherever the two differ.

## Assistants

| assistant_id | Serves | Rules that apply |
|---|---|---|
| `hobbs-edge-assistant` | Hobb's Edge Chase Ltd (cheese rolling) | `company/hobbs_edge_policy.md` first; `cheese_rolling_code.md` on every point the policy does not cover |
| `tewley-reach-assistant` | Tewley Reach Coracles (coracle hire) | `company/tewley_reach_policy.md` first; `coracle_hire_code.md` on every point the policy does not cover |
| `village-desk-assistant` | General events desk for maypole troupes and well dressing festivals | `maypole_code.md` and `well_dressing_code.md` only (no company policy) |

## Files

| File | Contents |
|---|---|
| `corpus/` | the six markdown documents above |
| `conversations.jsonl` | one session per line: `session_id`, `assistant_id`, `language`, `context`, `started_at`, `conversation` (turns with `qa_id`, `query`, `assistant`, `ground_truth_assistant`, and `weight` in three sessions) |
| `labels.jsonl` | one label per interaction: `session_id`, `qa_id`, `label`, `clause` (`path#Heading` relative to `corpus/`, null for IRRELEVANT), `kind`, `rationale` |
| `expected_sessions.jsonl` | one line per session with counts, weight mode, resolved weights, expected score and verdict |
| `tools/build.py` | holds the hand-written data and generates the three JSONL files and this README |
| `tools/check.py` | re-checks JSON validity, ids, clauses against real files and `##` headings, label and kind values, label shares, weights, scores, verdicts and corpus word counts |

Rebuild and check from this folder with `python3 tools/build.py && python3 tools/check.py`.
"""

README_TAIL = """
## Session scoring

COMPLIANT turns score 1 and NON_COMPLIANT turns score 0. IRRELEVANT turns are dropped and the remaining weights are renormalised to sum to 1; in sessions without a `weight` field each remaining turn weighs 1/n. The session score is the weighted sum. A score of 0.5 or more (ties included) gives COMPLIANT, otherwise NON_COMPLIANT. A session whose turns are all IRRELEVANT is IRRELEVANT with a null score. `resolved_weights` lists only the remaining (non-IRRELEVANT) turns. Three sessions (BL-03, BL-10, BL-16) carry explicit weights.

{verdicts}

## Notable cases

- **Company versus general code, both ways.** Several NON_COMPLIANT answers quote the general code where the company policy is stricter: the 16 to 17 parental-consent route to a downhill race (BL-08-q1), the 30-minute registration cut-off (BL-08-q4), 14-day cancellation refunds (BL-09-q3), two downhill races (BL-11-q1), the £250 prize ceiling (BL-11-q3), the 5-metre spectator line (BL-10-q3), the tandem coracle and 25 m swim (BL-14-q2, BL-14-q4), a £30 damage deposit (BL-14-q3), 20 mph wind (BL-15-q3), 10 working days (BL-17-q2), £5 late charges (BL-17-q4) and a 20% booking deposit (BL-18-q3). In the other direction, answers that rely on the general code where the company policy is silent are COMPLIANT (BL-10-q4 medical cover, BL-11-q2 and BL-12-q4 prizes, BL-12-q2 replica cheese, BL-13-q2 insurance, BL-18-q5 disclosures), while wrong general-code figures on silent points are NON_COMPLIANT (BL-17-q3 river gauge, BL-18-q4 48-hour cancellation, BL-16-q3 group briefing).
- **A company rule that is more generous than the code.** BL-09-q1 is COMPLIANT because Hobb's Edge refunds in full at 7 days, even though the general code would give nothing at 9 days' notice.
- **Date and working-day arithmetic across turns.** BL-02 (25 and 32 days before a Saturday performance, with the £15 charge), BL-04 (48-hour soak, 9-day display, 21-day notice already missed), BL-05 (11 days before opening), BL-09 (7-day cut-off falling on Saturday 17 May), BL-16 (two working days versus seven before a group booking) and BL-18 (four-hour hire against a 16:00 October close).
- **Near-misses.** One figure changed in otherwise correct wording: 20 minutes for the youngest band (BL-01-q3), a 150 kg base (BL-03-q2), a 5-year certificate (BL-06-q4), 12 runners for the cheese crawl (BL-12-q3); and correct rules in different words (BL-02-q3, BL-03-q4, BL-05-q4, BL-12-q2, BL-15-q2).
- **Long answers with the key point buried.** BL-10-q3 and BL-16-q3 hide a wrong figure mid-answer; BL-13-q1 is NON_COMPLIANT for leaving out required risk and insurance disclosures before payment; BL-18-q5 is a long COMPLIANT disclosure.
- **Refusals.** Correct refusals are COMPLIANT (BL-04-q2, BL-09-q4, BL-10-q1, BL-15-q1); a refusal the rules do not require is NON_COMPLIANT (BL-18-q1).
- **Ties and verdicts.** BL-02, BL-06 and BL-08 score exactly 0.5 and are COMPLIANT; BL-07 has only IRRELEVANT turns (including a whitespace-only answer) and has a null score; BL-04-q5 is an empty answer.

## Provenance

Written blind, from general knowledge only, inside /tmp/blind/bl. No other file, folder, data set, code or web source was read or consulted. All organisations, businesses, people, places, phone numbers (555- prefix) and rules are invented.
"""


def pct(a, b):
    return f"{100.0 * a / b:.1f}%" if b else "0.0%"


def write_readme(label_rows, exp_rows):
    assistant_of = {r["session_id"]: r["assistant_id"] for r in exp_rows}
    lines = ["", "## Label counts", "",
             "| Scope | Interactions | COMPLIANT | NON_COMPLIANT | IRRELEVANT |",
             "|---|---|---|---|---|"]

    def row(name, rows):
        c = Counter(r["label"] for r in rows)
        n = len(rows)
        return (f"| {name} | {n} | {c[C]} ({pct(c[C], n)}) | {c[N]} ({pct(c[N], n)}) "
                f"| {c[I]} ({pct(c[I], n)}) |")

    lines.append(row("All", label_rows))
    for a in sorted(set(assistant_of.values())):
        rows = [r for r in label_rows if assistant_of[r["session_id"]] == a]
        nsess = sum(1 for r in exp_rows if r["assistant_id"] == a)
        lines.append(row(f"`{a}` ({nsess} sessions)", rows))
    lines += ["", f"{len(exp_rows)} sessions, {len(label_rows)} interactions in all.", "",
              "## Kinds by label", "",
              "| Kind | COMPLIANT | NON_COMPLIANT | IRRELEVANT | Total |",
              "|---|---|---|---|---|"]
    kinds = ["numeric", "time_window", "multi_rule", "partial", "negation", "plain",
             "modality", "paraphrase", "long_answer", "refusal", "smalltalk",
             "out_of_scope", "empty_answer"]
    for k in kinds:
        c = Counter(r["label"] for r in label_rows if r["kind"] == k)
        lines.append(f"| {k} | {c[C]} | {c[N]} | {c[I]} | {sum(c.values())} |")
    c = Counter(r["label"] for r in label_rows)
    lines.append(f"| **Total** | {c[C]} | {c[N]} | {c[I]} | {len(label_rows)} |")

    v = Counter(r["expected_verdict"] for r in exp_rows)
    vt = ["Verdict counts:", "",
          "| Verdict | Sessions |", "|---|---|",
          f"| COMPLIANT | {v[C]} |", f"| NON_COMPLIANT | {v[N]} |", f"| IRRELEVANT | {v[I]} |",
          "", "| Session | Assistant | Turns | C / NC / I | Weights | Score | Verdict |",
          "|---|---|---|---|---|---|---|"]
    for r in exp_rows:
        sc = "null" if r["expected_score"] is None else f"{r['expected_score']:.4f}"
        vt.append(f"| {r['session_id']} | `{r['assistant_id']}` | {r['n_interactions']} | "
                  f"{r['n_compliant']} / {r['n_non_compliant']} / {r['n_irrelevant']} | "
                  f"{r['weight_mode']} | {sc} | {r['expected_verdict']} |")
    text = README_HEAD + "\n".join(lines) + "\n" + README_TAIL.format(verdicts="\n".join(vt))
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
