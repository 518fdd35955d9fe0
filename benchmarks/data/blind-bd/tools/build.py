#!/usr/bin/env python3
"""Build conversations.jsonl, labels.jsonl, expected_sessions.jsonl and README.md
for the blind-bd evaluation set from the hand-written data below.

Run from /tmp/blind/bd:  python3 tools/build.py
"""
import json
import os
from collections import Counter, OrderedDict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

TAR = "tarot_psychic_code.md"
MOON = "company/moonwell_readings_policy.md"
GLI = "gliding_clubs_code.md"
HAR = "company/harrowdown_gliding_policy.md"
DEER = "deer_stalking_code.md"
BUSK = "busking_code.md"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

ASSISTANTS = OrderedDict([
    ("moonwell-assistant", {
        "name": "Moonwell Readings assistant",
        "domain": "Tarot and psychic reading services",
        "rules": "`company/moonwell_readings_policy.md` first; `tarot_psychic_code.md` wherever the Moonwell policy is silent",
    }),
    ("harrowdown-assistant", {
        "name": "Harrowdown Gliding Club assistant",
        "domain": "Gliding clubs",
        "rules": "`company/harrowdown_gliding_policy.md` first; `gliding_clubs_code.md` wherever the Harrowdown policy is silent",
    }),
    ("general-desk", {
        "name": "General enquiries desk",
        "domain": "Deer stalking and sporting estates; street performers and busking pitches",
        "rules": "`deer_stalking_code.md` for stalking questions and `busking_code.md` for busking questions (general codes only; no company policy)",
    }),
])


def T(query, assistant, gt, label, clause, kind, rationale, weight=None):
    return dict(query=query, assistant=assistant, gt=gt, label=label,
                clause=None if clause is None else clause, kind=kind,
                rationale=rationale, weight=weight)


def S(sid, aid, context, started_at, turns):
    return dict(session_id=sid, assistant_id=aid, context=context,
                started_at=started_at, turns=turns)


SESSIONS = [
    # ------------------------------------------------------------------ Moonwell
    S("BD-01", "moonwell-assistant",
      "A first-time caller thinking about a telephone tarot reading about her relationship.",
      "2025-04-22T19:05:00Z", [
        T("Hi there, how much is a phone reading with you? I've never had one before, with anyone.",
          "Our telephone readings are £2.90 a minute, and because this would be your first ever Moonwell phone reading, the first three minutes are on us.",
          "Telephone readings are £2.90 a minute, and as it would be your first ever Moonwell phone reading, the first 3 minutes are free.",
          C, MOON + "#Our Prices", "numeric",
          "Matches Moonwell's £2.90 per-minute telephone price and the free first 3 minutes of a first ever Moonwell telephone reading."),
        T("Does the free bit work if I do live chat instead? I get a bit tongue-tied on the phone.",
          "Yes, of course — the first three minutes are free whichever way you'd like to do it, phone or chat.",
          "I'm afraid not — the free three minutes only apply to a first telephone reading. Live chat is £2.40 a minute from the start.",
          N, MOON + "#Our Prices", "negation",
          "The free-minutes offer expressly does not apply to live chat, so telling the client it does is wrong."),
        T("OK, phone it is then. How long can I stay on? I do tend to ramble.",
          "A single call can run for up to 40 minutes. After that the reader will wrap things up and you'd need to wait 30 minutes before starting another session. We'll also check in with you once the call reaches £30.",
          "A single call can run for up to 40 minutes; after that the reader will wrap up and you'd need to wait at least an hour before starting another session. The reader will also pause to check with you once the call reaches £30.",
          N, MOON + "#Session and Spending Limits", "multi_rule",
          "The 40-minute limit and £30 check are right, but Moonwell's break after a session at the limit is 60 minutes, not the general code's 30."),
        T("Will the reader be able to tell me if my boyfriend's going to propose this year? I really want a straight answer.",
          "Our readers are very gifted, so she'll be able to tell you for certain whether he's going to propose this year.",
          "The reader can explore what the cards suggest about your relationship, but readings are for entertainment only and nobody can promise you a definite answer about the future.",
          N, TAR + "#Entertainment Disclosure", "plain",
          "Presents a prediction as certain, which the CRSP code forbids and Moonwell's policy does not change."),
        T("Ha, fair enough. Thanks, you've been really helpful!",
          "You're very welcome — I hope you enjoy your reading.",
          "You're welcome — enjoy your reading.",
          I, None, "smalltalk", "Thanks and a pleasantry; nothing the corpus governs."),
    ]),
    S("BD-02", "moonwell-assistant",
      "A regular Moonwell client who wants to spend more than her monthly limit.",
      "2025-05-13T11:20:00Z", [
        T("Morning. I've already spent £180 with you this month and I'd like a couple more long calls before the end of May. Can I put in a written request to lift my limit to £500?",
          "Yes, that's fine — if you send us a written request we can raise your monthly limit to £500. It takes effect after a 48-hour cooling-off period, so you'd be able to book again from Thursday.",
          "I'm sorry, Moonwell caps every client's spending at £200 per calendar month and doesn't raise that cap, even on a written request. You have £20 left to spend this month.",
          N, MOON + "#Session and Spending Limits", "negation",
          "Moonwell's £200 monthly cap is never raised; the written request to £500 with 48-hour cooling-off is the general-code route the policy excludes."),
        T("Seriously? So how much more can I actually spend before June then?",
          "Of this month's £200 you've used £180, so there's £20 left until 1 June, when the allowance starts again.",
          "You have £20 left under the £200 monthly cap; it resets on 1 June.",
          C, MOON + "#Session and Spending Limits", "numeric",
          "Correctly applies the £200 calendar-month cap to the £180 already spent."),
        T("That's about seven minutes on the phone, isn't it?",
          "Not quite — at £2.90 a minute, £20 covers six full minutes (£17.40), so the reader would have to finish before the seventh minute to keep you within the cap.",
          "At £2.90 a minute, £20 covers six full minutes; a seventh would take you to £20.30, over the cap.",
          C, MOON + "#Our Prices", "numeric",
          "At Moonwell's £2.90 per minute, £20 buys six whole minutes; price and arithmetic are right."),
        T("Fine. Different question — do you know anyone who does curse removal? I'm convinced my ex has put something on me.",
          "I'm sorry, that's not something we can offer or point you to — readers aren't allowed to offer curse removal, spells or 'cleansing' of any kind. A normal reading is something we can do, and if you're feeling really shaken, the CRSP Client Support Line on 555-0140 is free and open day and night.",
          "I'm sorry, curse removal, spells and cleansing can't be offered or charged for by any reader. We can offer a normal reading, and the free CRSP Client Support Line on 555-0140 is there 24 hours a day if you feel distressed.",
          C, TAR + "#Prohibited Practices", "refusal",
          "Correctly refuses a prohibited curse-removal service; Moonwell's policy is silent so the CRSP ban applies."),
    ]),
    S("BD-03", "moonwell-assistant",
      "A client booking a 60-minute in-person reading at the Ashcombe studio for Saturday 7 June at 15:00.",
      "2025-06-02T14:00:00Z", [
        T("Hi! I'd love to book a 60-minute face-to-face reading for Saturday 7 June at 3pm. What does that cost?",
          "A 60-minute reading in the studio is £85, and 15:00 on Saturday 7 June is free, so I can pop you in.",
          "A 60-minute in-person reading is £85; I can book you in for 15:00 on Saturday 7 June.",
          C, MOON + "#Our Prices", "numeric",
          "£85 is Moonwell's price for a 60-minute in-person reading."),
        T("Brilliant. If something comes up, what's the latest I can cancel and still get all my money back?",
          "To get a full refund you'd need to cancel at least 24 hours ahead, so by 3pm on Friday 6 June.",
          "You'll get a full refund if you cancel at least 12 hours before the start, so by 3am on Saturday 7 June. After that you'd get 75% back.",
          N, MOON + "#In-Person Bookings", "time_window",
          "Moonwell refunds in full up to 12 hours before (03:00 on 7 June); the 24-hour window is the general code's, which Moonwell improves on."),
        T("And if I only cancel on the morning itself, say about 10 o'clock?",
          "10am on the day is less than 12 hours before your 3pm start, so you'd get 75% of the £85 back — £63.75.",
          "That's less than 12 hours before, so you'd get 75% back: £63.75.",
          C, MOON + "#In-Person Bookings", "numeric",
          "A cancellation under 12 hours before earns a 75% refund, and 75% of £85 is £63.75."),
        T("Is there anywhere to park near you?",
          "Yes, there's a pay-and-display car park at the end of Lantern Row, about two minutes' walk from the studio.",
          "There's a pay-and-display car park at the end of Lantern Row, a short walk away.",
          I, None, "out_of_scope", "Parking is not governed by the corpus."),
        T("Last thing — my 17-year-old daughter would love a quick reading too. I'd be sat with her the whole time, and it doesn't need to be paid if that makes it easier?",
          "That's lovely that she's interested, but Moonwell only reads for clients aged 18 or over — free readings included, even with a parent there. She's very welcome to sit with you during yours, though.",
          "I'm sorry, Moonwell only reads for clients aged 18 or over, and that includes free readings even with a parent present.",
          C, MOON + "#Who We Read For", "refusal",
          "Moonwell excludes under-18s from free readings even with a parent present, stricter than the general code's event exception; the refusal is required."),
    ]),
    S("BD-04", "moonwell-assistant",
      "A first-time Moonwell client on live chat who is pregnant and anxious.",
      "2025-07-09T21:40:00Z", [
        T("Hi. I'm 20 weeks pregnant and I'm really anxious. Can the cards tell me whether the baby will be okay?",
          "I'm really sorry you're feeling so anxious — that sounds like a lot to carry, especially late in the evening. I want to be honest with you: questions about pregnancy or how a health matter will turn out are outside what Moonwell offers, so our readers won't read on that. Your midwife or GP is the right person to talk to about the baby, and they'd much rather hear from you than have you worry alone. If you'd like, a reader could look at another area of your life with you instead. And if things feel overwhelming tonight, the CRSP Client Support Line on 555-0140 is free and open 24 hours a day.",
          "I'm sorry you're anxious. Questions about pregnancy or health outcomes fall outside what Moonwell offers, so our readers can't read on that; please speak to your midwife or GP. A reader could look at another area of your life instead, and the free CRSP Client Support Line on 555-0140 is open 24 hours a day.",
          C, MOON + "#Who We Read For", "long_answer",
          "Declines the pregnancy question and says it falls outside what Moonwell offers, as the policy requires, and offers another area instead.",
          weight=0.3),
        T("Okay, that's fair. Let's just do a general reading on chat then. How much is it and how long can we go for?",
          "Live chat is £2.40 a minute. A session can run for up to 60 minutes, and the reader will check in with you once the charges reach £50.",
          "Live chat is £2.40 a minute. A session can last up to 40 minutes, and the reader will pause to check you're happy to continue when it reaches £30.",
          N, MOON + "#Session and Spending Limits", "multi_rule",
          "The price is right, but 60 minutes and £50 are general-code figures; Moonwell's limits are 40 minutes and £30.",
          weight=0.3),
        T("Do I get the three free minutes, as it's my first time with you?",
          "",
          "The free three minutes are only for a first ever telephone reading, so they don't apply to live chat, I'm afraid.",
          I, None, "empty_answer", "The assistant's answer is empty.",
          weight=0.2),
        T("Right. Anything I should know before we start?",
          "Just one thing before the clock starts: the reading is for entertainment only and isn't a replacement for professional advice. Shall I put you through to a reader now?",
          "Before any charge starts: the reading is for entertainment purposes only and is not a substitute for professional advice.",
          C, TAR + "#Entertainment Disclosure", "paraphrase",
          "Gives the entertainment-only disclosure before charging starts, as the CRSP code requires where Moonwell's policy is silent.",
          weight=0.2),
    ]),
    S("BD-05", "moonwell-assistant",
      "A client unhappy with a Moonwell telephone reading she had on Friday 18 July.",
      "2025-08-11T10:30:00Z", [
        T("Hi, I had a phone reading with you on Friday 18 July and honestly it was rubbish. Is it too late to ask for a refund?",
          "I'm sorry it wasn't what you'd hoped. Unfortunately refund requests need to be made within 14 days of the reading, so a reading on 18 July is now outside that window.",
          "It's not too late — Moonwell accepts refund requests within 30 calendar days of the reading, and yours was 24 days ago. Send it in and you'll have a decision within 10 working days.",
          N, MOON + "#Complaints and Refunds", "time_window",
          "Moonwell allows refund requests within 30 calendar days; 18 July is 24 days before 11 August, so the 14-day general-code refusal is wrong."),
        T("Okay, I'll email a complaint today then. When should I hear back?",
          "We'll acknowledge it within 2 working days, so by Wednesday 13 August, and you'll get a full answer within 4 weeks.",
          "You'll get an acknowledgement within 2 working days (by Wednesday 13 August) and a full answer within 4 weeks.",
          C, MOON + "#Complaints and Refunds", "time_window",
          "Two working days from Monday 11 August is Wednesday 13 August, and the 4-week full answer matches Moonwell's policy."),
        T("And if I'm still not happy after that?",
          "You can take it to the Independent Readings Adjudicator, which costs you nothing, as long as you do so within six months of our final response.",
          "You can refer it free of charge to the Independent Readings Adjudicator within 6 months of our final response.",
          C, TAR + "#Records and Complaints", "plain",
          "Moonwell's policy is silent on escalation, so the CRSP code's free referral within 6 months applies and is stated correctly."),
        T("Will you still have the recording of my call? I want them to listen to it.",
          "Yes, don't worry — we keep recordings of phone readings for 12 months, so yours will definitely still be on file.",
          "Yes — telephone recordings are kept for 90 days, so your 18 July recording will be held until mid-October. I'll flag it with your complaint.",
          N, TAR + "#Records and Complaints", "numeric",
          "Telephone recordings are kept for 90 days; 12 months is the period for reading records, so the stated retention period is wrong."),
    ]),
    S("BD-06", "moonwell-assistant",
      "A client asking about written readings, marketing emails and a particular reader.",
      "2025-09-03T16:15:00Z", [
        T("Hello, can I order a written reading by email? I'd like something I can keep.",
          "Sorry, Moonwell doesn't do written or email readings — we offer readings by phone, live chat or in person at our Ashcombe studio. Would one of those suit you?",
          "Moonwell doesn't offer written or email readings; we read by telephone, live chat or in person.",
          C, MOON + "#Our Services", "refusal",
          "Moonwell does not offer written or email readings, so declining and offering the other channels is correct."),
        T("Shame. While I've got you — I've had three marketing emails from you this month already. Is that even allowed?",
          "I understand it can feel like a lot. Under the reading code, businesses can send up to one marketing message a week, so three so far this month is within the rules. If you'd rather not get them at all, I can opt you out now.",
          "No — the code allows no more than one marketing message a calendar month, so three shouldn't have happened, and I'm sorry. I can opt you out of marketing completely now.",
          N, TAR + "#Prohibited Practices", "numeric",
          "The limit is one marketing message per calendar month, not per week, so three in a month is a breach."),
        T("Please opt me out. Also, is Selene accredited? My friend raves about her.",
          "Selene isn't on the CRSP register yet, but she's fully accredited through Moonwell's own in-house training scheme, so you're in good hands.",
          "You're opted out now. Selene isn't on the CRSP register yet, so we can't describe her as accredited, but she's one of our experienced readers.",
          N, TAR + "#Prohibited Practices", "negation",
          "Only readers on the CRSP register may be called accredited, and in-house accreditation wording is expressly banned."),
        T("Could I book a phone reading with her for next week then?",
          "Of course — just ring 555-0186 and ask for Selene by name, and they'll book your phone reading with her.",
          "Not by phone, I'm afraid — only readers on the CRSP register can take Moonwell telephone bookings. You could see Selene in person at the studio or have a live chat reading with her.",
          N, MOON + "#Who We Read For", "plain",
          "Only CRSP-registered readers may take Moonwell telephone bookings, and Selene has been said not to be on the register."),
        T("Ah well. Cheers, that's everything.",
          "Thanks for getting in touch — have a lovely evening.",
          "Thanks for getting in touch.",
          I, None, "smalltalk", "A sign-off; nothing the corpus governs."),
    ]),
    # ------------------------------------------------------------------ Harrowdown
    S("BD-07", "harrowdown-assistant",
      "A woman arranging a trial flight for her father's 70th birthday.",
      "2025-03-14T12:00:00Z", [
        T("Hello! I'd like to book a trial flight for my dad for Sunday 13 April — it's his 70th. Is that possible?",
          "What a lovely present! Sunday 13 April should be fine — on Sundays our first launch is at 10:30, so a late-morning slot would work nicely.",
          "What a lovely present! We only fly trial flights on Wednesdays, Fridays and Saturdays, so Sunday 13 April isn't possible — Saturday 12 April or Friday 11 April would be the nearest days.",
          N, HAR + "#Trial Flight Days and Arrival", "plain",
          "Harrowdown flies trial flights only on Wednesdays, Fridays and Saturdays, so a Sunday trial flight cannot be offered."),
        T("Oh, OK, Saturday 12 April then. He's about 102 kg — is that alright?",
          "I'm afraid our limit is 100 kg per person, clothed but without the parachute, so at 102 kg he'd be just over it for a flight with us.",
          "Our limit is 100 kg clothed, without parachute, so at 102 kg he'd be over it.",
          C, HAR + "#Local Limits", "numeric",
          "Harrowdown's maximum occupant weight is 100 kg, so 102 kg is correctly refused."),
        T("Ugh. The club over the hill told me 105 kg was fine!",
          "105 kg is the highest any club is allowed to go under the SCC code, and some clubs do fly up to it, but Harrowdown's own limit is lower, at 100 kg, and that's the one that applies here.",
          "105 kg is the SCC maximum, but Harrowdown's stricter 100 kg limit applies here.",
          C, HAR + "#Local Limits", "multi_rule",
          "Correctly explains that Harrowdown's stricter 100 kg limit applies rather than the SCC ceiling of 105 kg."),
        T("Is there anything extra he needs to do because he's 70?",
          "No, nothing extra at 70 — he'll just sign the usual health declaration before flying, like everyone else.",
          "Nothing extra at 70; he signs the normal health declaration. The in-person declaration on the day only applies from 75.",
          C, GLI + "#Age Limits", "numeric",
          "Harrowdown is silent here; under the SCC code the in-person declaration applies only from 75, so nothing extra is needed at 70."),
        T("Thanks so much, you've been lovely.",
          "My pleasure — I hope he has a wonderful birthday.",
          "My pleasure.",
          I, None, "smalltalk", "Thanks and good wishes; nothing the corpus governs."),
    ]),
    S("BD-08", "harrowdown-assistant",
      "A parent asking about trial and solo flying for a slight 13-year-old son.",
      "2025-05-20T17:45:00Z", [
        T("Hi, my son's 13 — he turns 14 next month. Could he do a trial flight with you this Saturday if I sign the consent form?",
          "Yes — from 13 he can do a trial flight, as long as you give written consent.",
          "Not quite yet — Harrowdown's minimum age for a trial flight is 14, so he'll need to wait until after his birthday. With your written consent he can fly then.",
          N, HAR + "#Local Limits", "numeric",
          "Harrowdown's minimum age for a trial flight is 14; 13 is the SCC figure the club has tightened."),
        T("Fair enough. When could he first go solo at Harrowdown?",
          "Here the earliest age for going solo is 17, once an instructor has signed him off — and as he'd still be under 18 at that point, we'd need your written consent as well.",
          "Solo flying at Harrowdown starts at 17, after instructor sign-off, and with your written consent while he's under 18.",
          C, HAR + "#Local Limits", "multi_rule",
          "Combines Harrowdown's solo age of 17 with the SCC code's instructor sign-off and parental consent for under-18s."),
        T("He's quite slight, only about 48 kg. Is that a problem?",
          "No problem at all — we can fit ballast for lighter pilots, and with ballast the minimum goes down to 45 kg, so 48 kg is fine.",
          "Unfortunately even with ballast our minimum is 50 kg, so at 48 kg he couldn't fly in the Larkspur just yet.",
          N, HAR + "#Local Limits", "numeric",
          "Harrowdown's minimum weight with ballast is 50 kg; 45 kg is the SCC figure, so 48 kg is too light."),
        T("What will he actually wear up there?",
          "Everyone wears a parachute on every flight, and the instructor will fit it and go through it with him during the safety briefing beforehand, which takes at least 15 minutes.",
          "He'll wear a parachute, as everyone does on every flight, and it's covered in the safety briefing of at least 15 minutes.",
          C, GLI + "#Briefings and Pilots", "paraphrase",
          "Parachutes are compulsory on every flight under the SCC code, and the 15-minute briefing matches Harrowdown's local limit."),
    ]),
    S("BD-09", "harrowdown-assistant",
      "A voucher holder whose gift voucher, issued on 20 June 2024, is about to expire.",
      "2025-06-10T09:30:00Z", [
        T("Hello, I've got a trial flight voucher dated 20 June 2024, so I think it runs out next week. Can I extend it?",
          "Yes — you can extend it once by six months for £10, as long as you ask before it expires, so do get in touch with the office this week.",
          "Yes, you can extend it once by 6 months for £10, provided the request reaches us before it expires.",
          C, HAR + "#Voucher Extensions", "numeric",
          "Harrowdown's one-off 6-month extension costs £10 and must be requested before expiry."),
        T("Really? The SCC leaflet I have says £20.",
          "The SCC code lets clubs charge anything up to £20, but Harrowdown's own fee is just £10.",
          "£20 is the SCC maximum; Harrowdown charges £10.",
          C, HAR + "#Voucher Extensions", "paraphrase",
          "Correctly distinguishes the SCC ceiling of £20 from Harrowdown's £10 fee."),
        T("Actually, could I just have my money back instead? I've not used it.",
          "As it's unused, we can refund it in full at any time before it expires — just let the office know.",
          "I'm afraid vouchers can only be refunded within 14 days of purchase, so this one can't be refunded now. You can extend it, or pass it to someone else free of charge.",
          N, GLI + "#Trial Flight Vouchers", "time_window",
          "Harrowdown is silent on refunds, and the SCC code allows them only within 14 calendar days of purchase; a June 2024 voucher can only be extended or transferred."),
        T("OK, I'll extend it. If I book a Friday and then need to cancel, how much notice do I have to give?",
          "If you cancel at least 72 hours before your slot you can rebook for free; any later than that, there's a rebooking fee of up to £25.",
          "If you cancel at least 48 hours before your slot you can rebook free; any later, the rebooking fee is £15.",
          N, HAR + "#Cancellations and Rebooking", "time_window",
          "Harrowdown allows free rebooking with 48 hours' notice and charges £15 otherwise; 72 hours and £25 are the SCC figures."),
        T("And if the weather's bad on the day, how will I find out?",
          "If we have to call it off for weather, we'll ring you by half past seven that morning, and rebooking won't cost you anything.",
          "If we cancel for weather, we'll phone you by 07:30 that morning and rebooking is free.",
          C, HAR + "#Cancellations and Rebooking", "paraphrase",
          "Restates the 07:30 phone call and free weather rebooking in different words."),
    ]),
    S("BD-10", "harrowdown-assistant",
      "A visiting glider pilot planning to fly at Harrowdown over the weekend of 23 and 24 August.",
      "2025-08-20T18:00:00Z", [
        T("Evening! I'm bringing my own glider over for the weekend. What's the earliest launch I could get on Sunday 24 August?",
          "On Sundays the first launch is at 10:00.",
          "On Sundays the earliest launch at Harrowdown is 10:30.",
          N, HAR + "#Local Limits", "time_window",
          "Harrowdown's earliest Sunday launch is 10:30 and binds visiting pilots; 10:00 is the SCC figure.",
          weight=0.25),
        T("And the latest on the Saturday, the 23rd? Sunset's about quarter past eight.",
          "On a Saturday the last launch here is 19:00, as that's earlier than sunset.",
          "The latest launch on a Saturday is 19:00, since that's before sunset.",
          C, HAR + "#Local Limits", "time_window",
          "Harrowdown's latest weekday and Saturday launch is 19:00 or sunset if earlier; with sunset at 20:15 the limit is 19:00.",
          weight=0.25),
        T("We're having a barbecue on the Friday night. If my last drink is at 11pm, can I take an 8:30 launch on Saturday?",
          "You'd need a clear 12 hours after your last drink, which takes you to 11 o'clock on Saturday morning, so an 08:30 launch is too early, I'm afraid.",
          "No — Harrowdown requires 12 hours after drinking, so the earliest you could fly is 11:00 on Saturday.",
          C, HAR + "#Local Limits", "time_window",
          "Harrowdown's 12-hour alcohol rule, stricter than the SCC's 8 hours, puts the earliest flight at 11:00.",
          weight=0.2),
        T("Could I take a friend up in your two-seater and have them pay towards it? I've got 400 hours.",
          "Sorry, only instructors with a current SCC instructor rating can carry paying passengers, however many hours a pilot has — so unless you hold that rating, your friend would need to book a trial flight with one of our instructors.",
          "Only instructors with a current SCC instructor rating may carry paying passengers, regardless of experience.",
          C, GLI + "#Briefings and Pilots", "refusal",
          "Harrowdown is silent on this, and the SCC code allows only rated instructors to carry paying passengers; the refusal is required.",
          weight=0.2),
        T("Any decent pubs near the airfield for the Saturday night?",
          "The Plough in Pelling is a favourite with members, about ten minutes' drive away.",
          "The Plough in Pelling is popular with members.",
          I, None, "out_of_scope", "Pub recommendations are outside the corpus.",
          weight=0.1),
    ]),
    S("BD-11", "harrowdown-assistant",
      "An organiser who has booked three trial flights for friends on Friday 11 July.",
      "2025-07-01T08:50:00Z", [
        T("Hi, I've booked three trial flights for Friday 11 July at 13:00, 14:00 and 15:00 for me and two mates. What time do we need to get there?",
          "Each of you needs to be here at least 45 minutes before your own slot — so 12:15, 13:15 and 14:15 — though you're welcome to all come together for 12:15 and watch each other fly.",
          "Each passenger must arrive at least 45 minutes before their own slot: 12:15, 13:15 and 14:15.",
          C, HAR + "#Trial Flight Days and Arrival", "time_window",
          "Applies the 45-minute arrival rule to each slot correctly."),
        T("My mate Dev's on the 15:00 slot and might be late from work. How late can he be?",
          "As long as Dev's here within 45 minutes of his slot starting, so by 15:45, he'll still get his flight.",
          "He should aim to be here by 14:15; if he arrives more than 30 minutes after his slot starts — after 15:30 — we'd have to treat him as a no-show.",
          N, HAR + "#Trial Flight Days and Arrival", "time_window",
          "Arriving more than 30 minutes after the slot starts (after 15:30) counts as a no-show, so 15:45 is wrong."),
        T("And if he doesn't make it, what does it cost him?",
          "A no-show can be charged a rebooking fee of up to £25.",
          "A no-show is charged a £15 rebooking fee, and nothing else.",
          N, HAR + "#Cancellations and Rebooking", "numeric",
          "Harrowdown's no-show rebooking fee is £15; the £25 ceiling is the SCC figure."),
        T("Last one — my other mate Priya is 1.95 m tall. Will she fit?",
          "Harrowdown doesn't set its own height limit, so it's down to the instructor on the day — she should be fine.",
          "I'm sorry, the maximum height is 1.93 m, so at 1.95 m Priya wouldn't be able to fly.",
          N, GLI + "#Weight, Height and Health", "numeric",
          "Harrowdown is silent on height, so the SCC maximum of 1.93 m still applies and a 1.95 m passenger cannot fly."),
    ]),
    S("BD-12", "harrowdown-assistant",
      "A customer complaining that his weather-cancelled flight was called off only after he reached the airfield.",
      "2025-09-15T13:10:00Z", [
        T("I want to make a complaint. My flight on Saturday was cancelled because of the wind, but nobody told me until we'd driven two hours to the airfield. How long will you take to reply?",
          "I'm really sorry — driving two hours only to be turned away is exactly what we try to avoid, and I can hear how frustrating it was. I've logged your complaint this afternoon with the details you've given me. You'll get an acknowledgement within 5 working days, so by Monday 22 September at the latest, and a full answer within 20 working days. The duty instructor's notes from Saturday will be part of the review, so it helps if you can tell me roughly when you arrived. If there's anything else you'd like added, just reply here.",
          "I'm sorry. Your complaint is logged; you'll have an acknowledgement within 5 working days (by Monday 22 September) and a full answer within 20 working days.",
          C, GLI + "#Complaints", "long_answer",
          "Harrowdown's policy is silent on complaints, so the SCC's 5 and 20 working-day periods apply; 5 working days from Monday 15 September is Monday 22 September."),
        T("Weren't you supposed to ring me?",
          "We do try to ring customers by 07:30 on the morning of the flight when the weather's doubtful, but it's more of an aim than a promise, so it isn't always possible.",
          "Yes — when we cancel for the weather we will ring you by 07:30 on the morning of the flight, so you should have had a call. I'm sorry that didn't happen, and I've added it to your complaint.",
          N, HAR + "#Cancellations and Rebooking", "modality",
          "The policy commits the club to telephone by 07:30 when it cancels for weather; presenting it as a mere aim weakens a firm obligation."),
        T("Honestly, it was my 50th birthday present from my wife. Gutted.",
          "Oh, that's such a shame, especially for a 50th. I'm sorry the day turned out like that.",
          "I'm sorry, that's a real shame.",
          I, None, "smalltalk", "Sympathy only; nothing the corpus governs."),
        T("If I'm not happy with what you come back with, who can I go to?",
          "You can refer it to the SCC Standards Officer on 555-0172, within three months of our answer.",
          "You can refer it to the SCC Standards Officer on 555-0172 within 3 months of our answer.",
          C, GLI + "#Complaints", "plain",
          "States the SCC escalation route and 3-month limit, which apply because Harrowdown is silent."),
    ]),
    # ------------------------------------------------------------------ General desk: deer stalking
    S("BD-13", "general-desk",
      "A guest with his own rifle planning a roe buck stalk in October.",
      "2025-02-10T10:00:00Z", [
        T("Hi, I'd like to book a roe buck stalk for Saturday 25 October. Any chance?",
          "Sadly 25 October is outside the roe buck season, which ends on 20 October. The last day you could go for a buck is Monday 20 October, or from 1 November you could stalk does instead.",
          "25 October is after the roe buck season closes on 20 October; Monday 20 October is the last possible day, or does from 1 November.",
          C, DEER + "#Open Seasons and Stalking Hours", "time_window",
          "The roe buck season runs 1 April to 20 October inclusive, and roe does open on 1 November."),
        T("Ah. I'll do Sunday 19 October then — that's definitely in season.",
          "Yes, Sunday 19 October is inside the buck season, so that works — I'll note it down for you.",
          "It's in season, but stalking isn't allowed on Sundays, so Saturday 18 or Monday 20 October would be the nearest options.",
          N, DEER + "#Open Seasons and Stalking Hours", "multi_rule",
          "The date is within the season, but stalking is not allowed on Sundays."),
        T("My rifle's a .222 firing 50-grain bullets at about 1,050 foot-pounds. Good enough for roe?",
          "Yes — that meets the roe minimum of 50 grains and 1,000 foot-pounds, so long as you're using expanding bullets and your firearm certificate covers the rifle. Bring the certificate to show the stalker before your first outing.",
          "Yes, 50 grains and 1,050 foot-pounds meet the roe minimums; use expanding ammunition and show your certificate to the stalker.",
          C, DEER + "#Rifles and Ammunition", "multi_rule",
          "50 grains and 1,050 ft-lb meet the roe minimums, and the expanding-ammunition and certificate conditions are right."),
        T("The area's meant to be stunning — have you ever been up there?",
          "I haven't myself, but guests always say the views across the glen are something else.",
          "I haven't, but guests say the views are wonderful.",
          I, None, "smalltalk", "Small talk about scenery; nothing the corpus governs."),
        T("Right, let's make it Monday 20 October to be safe. When can they ask me for the balance?",
          "The estate can't ask for the balance any earlier than 28 days before your first stalking day, so not before Monday 22 September.",
          "Not earlier than 28 days before, so not before Monday 22 September.",
          C, DEER + "#Bookings, Deposits and Cancellation", "time_window",
          "28 days before Monday 20 October is Monday 22 September."),
    ]),
    S("BD-14", "general-desk",
      "A father planning a red stag stalk with his brother and his three children aged 15, 12 and 8.",
      "2025-08-05T15:20:00Z", [
        T("Can my 15-year-old son take a shot at a red stag with me this September?",
          "Yes, he can, provided he's under the direct supervision of an adult with a firearm certificate who stays within arm's length of him the whole time.",
          "Yes, under the direct supervision of an adult firearm certificate holder within arm's length.",
          C, DEER + "#Guests and Supervision", "multi_rule",
          "Guests aged 14 to 17 may shoot under direct, arm's-length supervision of a certificated adult, and September is in the red stag season."),
        T("And my 12-year-old daughter — could she have a go too?",
          "She's welcome to come along as an observer, but at 12 she mustn't handle a loaded rifle, so no shooting for her this time.",
          "She can come as an observer but must not handle a loaded rifle.",
          C, DEER + "#Guests and Supervision", "refusal",
          "Children aged 10 to 13 may observe but not handle a loaded rifle; the refusal is required."),
        T("What about my youngest? He's 8 and would love to watch.",
          "He can come along to watch too, as long as he stays back with an adult and keeps quiet.",
          "I'm sorry, nobody under 10 can attend a stalk, so he'd have to sit this one out.",
          N, DEER + "#Guests and Supervision", "numeric",
          "Nobody under 10 may attend a stalk, so an 8-year-old cannot come."),
        T("There'll be me, my son and my brother all wanting to shoot. Is one stalker enough?",
          "One stalker can take up to three rifles on an outing, so the three of you can go out together.",
          "One stalker can only take two rifles at a time, so you'd need a second stalker or two separate outings.",
          N, DEER + "#Guests and Supervision", "numeric",
          "A stalker may take no more than 2 rifles per outing, so three shooters need a second stalker or separate outings."),
        T("If one of us wounds a stag and it isn't found, what's the damage?",
          "It does happen occasionally, and the stalker will do everything possible to find the animal, usually with a dog. If it still isn't recovered, the estate can charge the full trophy fee for that stag, just as if it had been taken. You'll have had the estate's trophy fee table in writing before the booking was confirmed, so you'll know the figure in advance. The best way to avoid it is to take only shots the stalker is happy with, and never at a running deer or beyond 200 metres.",
          "The stalker will do everything possible to find it. If it isn't recovered, the estate may charge no more than half the trophy fee for that animal, which you'll have had in writing before booking.",
          N, DEER + "#Trophy Fees and Carcasses", "long_answer",
          "For a wounded deer that is not recovered the estate may charge at most 50% of the trophy fee, not the full fee."),
    ]),
    S("BD-15", "general-desk",
      "A guest with a stalk starting on Wednesday 15 October who has paid a £360 deposit and is thinking of cancelling.",
      "2025-09-01T09:00:00Z", [
        T("Morning. I've got a stalk booked starting Wednesday 15 October and paid a £360 deposit. If I cancel today, how much do I get back?",
          "Today is 44 days before your first stalking day, which falls in the 30-to-59-day band, so you'd get half your deposit back — £180.",
          "You're 44 days out, in the 30 to 59 day band, so 50% of the deposit: £180.",
          C, DEER + "#Bookings, Deposits and Cancellation", "numeric",
          "1 September to 15 October is 44 days, which earns a 50% deposit refund of £180.",
          weight=0.3),
        T("What if I hang on and decide by 30 September?",
          "30 September would still leave you with 30 days or more before the start, so you'd keep the same 50% refund.",
          "By 30 September you'd be only 15 days out, under 30 days, so you'd get nothing back unless the estate manages to re-let the dates.",
          N, DEER + "#Bookings, Deposits and Cancellation", "time_window",
          "30 September is only 15 days before 15 October, so no refund is due unless the dates are re-let.",
          weight=0.3),
        T("If I do go and get a stag, can I take the carcass home?",
          "The carcass belongs to the estate, but you're able to buy it from them at their published larder price.",
          "The carcass is the estate's, but you may buy it at the published larder price.",
          C, DEER + "#Trophy Fees and Carcasses", "modality",
          "Carcasses belong to the estate and a guest may buy one at the published larder price.",
          weight=0.1),
        T("Last time an estate added a £20 'larder fee' on top of the carcass price. Are they allowed to do that?",
          "Yes, that's quite normal — estates often add a small larder or handling fee on top of the carcass price, and £20 is about the going rate.",
          "No — a guest buys the carcass at the published larder price and no other charge may be added to it.",
          N, DEER + "#Trophy Fees and Carcasses", "negation",
          "No other charge may be added to the published larder price, so the extra £20 fee is not allowed.",
          weight=0.3),
    ]),
    # ------------------------------------------------------------------ General desk: busking
    S("BD-16", "general-desk",
      "An acoustic guitarist new to Kettlebridge who wants to busk most Saturdays.",
      "2025-05-30T11:00:00Z", [
        T("Hiya, I play acoustic guitar and want to busk in Kettlebridge most Saturdays. Which permit makes sense?",
          "If you'll be out most Saturdays, the annual permit is the best value at £40 for 12 months. For comparison, a monthly permit is £12 for 30 days and a day permit is £4. If you're a full-time student, the concession annual permit is only £20.",
          "The annual permit at £40 for 12 months is best value; monthly is £12 for 30 days, a day permit £4, and the concession annual £20 for students and under 18s.",
          C, BUSK + "#Scope and Permits", "numeric",
          "All permit fees and validity periods match the council's table."),
        T("Great. I'll send the application in on Monday 2 June — when will I know by?",
          "The council decides within 10 working days, so you should have an answer by Thursday 12 June.",
          "The council decides within 10 working days of a complete application, so you should hear by Monday 16 June.",
          N, BUSK + "#Scope and Permits", "time_window",
          "Ten working days from Monday 2 June runs to Monday 16 June; 12 June counts calendar days."),
        T("Can I use my little battery amp at Riverside Steps? And is there anywhere nearby to charge it?",
          "No amplification at all is allowed at Riverside Steps, even a small battery amp — amps are only allowed at Market Cross and the Cornmarket, up to 80 decibels measured 5 metres away. I'm afraid I don't know of any charging points nearby.",
          "No amplification of any kind is allowed at Riverside Steps; amps are allowed only at Market Cross and the Cornmarket, up to 80 dB at 5 metres.",
          C, BUSK + "#Noise and Amplification", "partial",
          "Correctly answers the governed part (no amps at Riverside Steps) and only declines the ungoverned charging question."),
        T("Where's cheapest to park on a Saturday?",
          "The Wharf Street car park is usually the cheapest in town on Saturdays.",
          "Wharf Street car park is usually cheapest.",
          I, None, "out_of_scope", "Parking is outside the corpus."),
        T("Can I sell my own CDs for a tenner? I've got some band T-shirts too.",
          "Yes — your own CDs at £10 are fine, and so are the T-shirts, as long as each item is £15 or under. Just keep your permit number on display at the pitch.",
          "Your CDs at £10 are fine, as recordings of your own performances can be sold for up to £15 each, but no other goods can be sold, so the T-shirts would have to stay at home. Keep your permit number on display too.",
          N, BUSK + "#Collections and Sales", "multi_rule",
          "Only recordings of the performer's own performances may be sold, so allowing T-shirts breaks the rule."),
    ]),
    S("BD-17", "general-desk",
      "A 17-year-old juggler planning to busk with her younger brother and the family dog.",
      "2025-07-14T16:00:00Z", [
        T("Hi, I'm 17 and I do a fire-juggling act. What do I need to perform at Market Cross?",
          "You'll need a Special Act endorsement on your permit, which costs £25, plus public liability insurance of at least £5 million and a clear space of at least 3 metres around you.",
          "I'm sorry, but nobody under 18 can perform a fire act in Kettlebridge, even with an endorsement. You could busk with a non-fire juggling act instead.",
          N, BUSK + "#Animals, Fire and Props", "refusal",
          "Nobody under 18 may perform a Special Act, so the required refusal is missing even though the endorsement details are right."),
        T("Boo. OK, normal juggling then. Which permit, and is there anything extra because I'm 17?",
          "You can have the concession annual permit for £20 as you're under 18, and because you're 17 you'll need to send a consent form signed by a parent or guardian with your application.",
          "The concession annual permit is £20 for under 18s, and at 17 you need a parent or guardian's signed consent form with the application.",
          C, BUSK + "#Scope and Permits", "multi_rule",
          "Under-18 concession fee and the consent form for 16 and 17 year olds are both right."),
        T("My little brother's 13 and wants to join in with a tambourine. Is that fine if Mum stays with him?",
          "I'm sorry, performers have to be at least 14, so he can't join in yet — even with your mum there.",
          "Performers must be at least 14, so he can't perform yet.",
          C, BUSK + "#Scope and Permits", "refusal",
          "The minimum performer age is 14, and an accompanying adult does not change that."),
        T("Can we bring our dog, Biscuit? She does a cute trick where she carries the hat round.",
          "Biscuit can be part of the act as long as she's on a lead and well behaved — dogs are usually a big hit with the crowds.",
          "I'm afraid no animals can take part in a performance, so Biscuit would need to stay at home.",
          N, BUSK + "#Animals, Fire and Props", "negation",
          "No animals may be used in a performance; only an assistance dog may accompany a performer, and it may not take part."),
        T("What happens if someone complains about us?",
          "A first breach gets a written warning, a second means your permit is suspended for 28 days, and a third means it's revoked and you can't get a new one for a year.",
          "A first breach within 12 months brings a written warning, a second a 14-day suspension, and a third revocation with no new permit for 6 months.",
          N, BUSK + "#Enforcement and Appeals", "numeric",
          "The code sets a 14-day suspension and a 6-month bar after revocation, not 28 days and a year."),
    ]),
    S("BD-18", "general-desk",
      "A visitor making small talk at the desk and asking about a lost umbrella.",
      "2025-10-03T12:30:00Z", [
        T("Morning! Lovely day for it, isn't it?",
          "It really is — a proper crisp autumn morning.",
          "It is, lovely and crisp.",
          I, None, "smalltalk", "Weather small talk; nothing the corpus governs."),
        T("Did anyone hand in a green umbrella yesterday?",
          "   ",
          "Let me check lost property for you.",
          I, None, "empty_answer", "The assistant's answer is whitespace only."),
        T("No worries, thanks anyway.",
          "You're welcome — have a good day!",
          "You're welcome.",
          I, None, "smalltalk", "A sign-off; nothing the corpus governs."),
    ]),
]

VALID_KINDS = ["numeric", "time_window", "multi_rule", "partial", "negation", "plain",
               "modality", "paraphrase", "long_answer", "refusal", "smalltalk",
               "out_of_scope", "empty_answer"]


def session_scoring(s):
    turns = s["turns"]
    weighted = any(t["weight"] is not None for t in turns)
    n = len(turns)
    labels = [t["label"] for t in turns]
    cnt = Counter(labels)
    kept = [(i, t) for i, t in enumerate(turns) if t["label"] != I]
    if weighted:
        total = sum(t["weight"] for _, t in kept)
    else:
        total = float(len(kept))
    resolved = OrderedDict()
    score = 0.0
    for i, t in kept:
        qa = "%s-q%d" % (s["session_id"], i + 1)
        w = (t["weight"] if weighted else 1.0) / total
        resolved[qa] = round(w, 6)
        if t["label"] == C:
            score += w
    if not kept:
        exp_score, verdict = None, I
    else:
        exp_score = round(score, 6)
        verdict = C if score >= 0.5 - 1e-9 else N
    return OrderedDict([
        ("session_id", s["session_id"]),
        ("assistant_id", s["assistant_id"]),
        ("n_interactions", n),
        ("n_compliant", cnt[C]),
        ("n_non_compliant", cnt[N]),
        ("n_irrelevant", cnt[I]),
        ("weight_mode", "explicit" if weighted else "none"),
        ("resolved_weights", resolved),
        ("expected_score", exp_score),
        ("expected_verdict", verdict),
    ])


def pct(a, b):
    return "%.1f%%" % (100.0 * a / b) if b else "-"


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    all_turns = []
    for s in SESSIONS:
        conv = []
        for i, t in enumerate(s["turns"]):
            qa = "%s-q%d" % (s["session_id"], i + 1)
            item = OrderedDict([("qa_id", qa), ("query", t["query"]),
                                ("assistant", t["assistant"]),
                                ("ground_truth_assistant", t["gt"])])
            if t["weight"] is not None:
                item["weight"] = t["weight"]
            conv.append(item)
            label_lines.append(OrderedDict([
                ("session_id", s["session_id"]), ("qa_id", qa), ("label", t["label"]),
                ("clause", t["clause"]), ("kind", t["kind"]), ("rationale", t["rationale"])]))
            all_turns.append((s, qa, t))
        conv_lines.append(OrderedDict([
            ("session_id", s["session_id"]), ("assistant_id", s["assistant_id"]),
            ("language", "english"), ("context", s["context"]),
            ("started_at", s["started_at"]), ("conversation", conv)]))
        exp_lines.append(session_scoring(s))

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")

    dump("conversations.jsonl", conv_lines)
    dump("labels.jsonl", label_lines)
    dump("expected_sessions.jsonl", exp_lines)
    write_readme(all_turns, exp_lines)
    tot = Counter(t["label"] for _, _, t in all_turns)
    print("sessions=%d interactions=%d %s" % (len(SESSIONS), len(all_turns), dict(tot)))


def write_readme(all_turns, exp_lines):
    n = len(all_turns)
    tot = Counter(t["label"] for _, _, t in all_turns)
    by_a = {a: Counter() for a in ASSISTANTS}
    sess_by_a = Counter(s["assistant_id"] for s in SESSIONS)
    for s, _, t in all_turns:
        by_a[s["assistant_id"]][t["label"]] += 1
    kinds = Counter((t["kind"], t["label"]) for _, _, t in all_turns)
    verdicts = Counter(e["expected_verdict"] for e in exp_lines)

    L = []
    L.append("# blind-bd: compliance evaluation set (the four domains)")
    L.append("")
    L.append("A small, hand-written, labelled evaluation set for testing a checker that decides whether an AI "
             "assistant's answers comply with a regulatory corpus written as markdown. It covers four invented "
             "domains: **tarot and psychic reading services**, **gliding clubs**, **deer stalking and sporting "
             "estates**, and **street performers and busking pitches**. Every business, body, person, place, "
             "phone number (all 555- numbers) and rule is fictional. Identifiers use the prefix `BD` "
             "(sessions `BD-01` to `BD-%02d`, interactions `BD-01-q1` and so on)." % len(SESSIONS))
    L.append("")
    L.append("## Corpus")
    L.append("")
    L.append("| File (under `corpus/`) | Domain | Role | Main topics |")
    L.append("|---|---|---|---|")
    L.append("| `tarot_psychic_code.md` | Tarot and psychic readings | General code (CRSP) | entertainment disclosure, age bands, maximum prices, £50 check, 60-minute sessions, £300/£500 monthly limit, cancellations, prohibited practices, records and complaints |")
    L.append("| `company/moonwell_readings_policy.md` | Tarot and psychic readings | Company policy (Moonwell Readings Ltd), stricter | no written readings, 18+ only (no free event readings), health questions declined, CRSP-registered readers only for phone, own prices, first 3 minutes free, £30 check, 40-minute sessions with 60-minute break, £200 cap never raised, 12-hour cancellation with 75% refund, 2 working days / 4 weeks complaints, 30-day refund requests |")
    L.append("| `gliding_clubs_code.md` | Gliding clubs | General code (SCC) | age bands, 75+ declaration, weight and height limits, alcohol/diving/blood rules, vouchers (12 months, £20 extension, 14-day refund, 72 h / £25 rebooking), launch times, briefings, parachutes, who may carry passengers, complaints |")
    L.append("| `company/harrowdown_gliding_policy.md` | Gliding clubs | Company policy (Harrowdown Gliding Club), stricter | trial flights Wed/Fri/Sat only, 45-minute arrival and 30-minute no-show rule, trial age 14, solo 17, 100 kg / 50 kg, 12-hour alcohol rule, 15-minute briefing, 19:00 and 10:30 launch limits, 48 h / £15 rebooking, 07:30 weather call, £10 voucher extension |")
    L.append("| `deer_stalking_code.md` | Deer stalking and sporting estates | General code (SESB) | open seasons, no Sundays or 25 December, bullet weight and energy, zeroing, 200 m range, supervision and ages, 2 rifles per stalker, 30% deposit, 28-day balance, refund bands, trophy fees, carcasses |")
    L.append("| `busking_code.md` | Street performers and busking | General code (Kettlebridge Borough Council) | permits and fees, 10 working-day decisions, ages, pitches, hours, slots, amplification, sales, animals, Special Acts, enforcement and appeals |")
    L.append("")
    L.append("The corpus contains 11 markdown tables in total. The two company policies are stricter than their general codes on several points and silent on others; where a company policy is silent, its domain's general code applies.")
    L.append("")
    L.append("## Assistants")
    L.append("")
    L.append("| assistant_id | Assistant | Domain | Rules that apply | Sessions | Interactions |")
    L.append("|---|---|---|---|---|---|")
    for a, d in ASSISTANTS.items():
        L.append("| `%s` | %s | %s | %s | %d | %d |" % (a, d["name"], d["domain"], d["rules"],
                                                     sess_by_a[a], sum(by_a[a].values())))
    L.append("")
    L.append("## Files")
    L.append("")
    L.append("| File | Contents |")
    L.append("|---|---|")
    L.append("| `corpus/*.md`, `corpus/company/*.md` | The six regulatory documents |")
    L.append("| `conversations.jsonl` | One session per line: `session_id`, `assistant_id`, `language`, `context`, `started_at`, `conversation` (turns with `qa_id`, `query`, `assistant`, `ground_truth_assistant`, and `weight` in the three weighted sessions) |")
    L.append("| `labels.jsonl` | One label per interaction: `session_id`, `qa_id`, `label`, `clause` (`file.md#Section Heading`, null for IRRELEVANT), `kind`, `rationale` |")
    L.append("| `expected_sessions.jsonl` | One expected session result per line: counts, `weight_mode`, `resolved_weights`, `expected_score`, `expected_verdict` |")
    L.append("| `tools/build.py` | Generates the three JSONL files and this README from the hand-written data inside it |")
    L.append("| `tools/check.py` | Re-checks JSON validity, ids, clauses, labels, kinds, counts, weights, scores, verdicts and corpus word counts |")
    L.append("")
    L.append("Rebuild and check with `python3 tools/build.py && python3 tools/check.py` from this folder.")
    L.append("")
    L.append("## Label counts")
    L.append("")
    L.append("%d sessions, %d interactions." % (len(SESSIONS), n))
    L.append("")
    L.append("| Scope | COMPLIANT | NON_COMPLIANT | IRRELEVANT | Total |")
    L.append("|---|---|---|---|---|")
    L.append("| All | %d (%s) | %d (%s) | %d (%s) | %d |" % (tot[C], pct(tot[C], n), tot[N], pct(tot[N], n),
                                                      tot[I], pct(tot[I], n), n))
    for a in ASSISTANTS:
        c = by_a[a]
        m = sum(c.values())
        L.append("| `%s` | %d (%s) | %d (%s) | %d (%s) | %d |" % (a, c[C], pct(c[C], m), c[N], pct(c[N], m),
                                                             c[I], pct(c[I], m), m))
    L.append("")
    L.append("## Kinds by label")
    L.append("")
    L.append("| Kind | COMPLIANT | NON_COMPLIANT | IRRELEVANT | Total |")
    L.append("|---|---|---|---|---|")
    for k in VALID_KINDS:
        a, b, c = kinds[(k, C)], kinds[(k, N)], kinds[(k, I)]
        if a + b + c:
            L.append("| %s | %d | %d | %d | %d |" % (k, a, b, c, a + b + c))
    L.append("")
    L.append("## Session scoring")
    L.append("")
    L.append("Each COMPLIANT turn scores 1 and each NON_COMPLIANT turn 0. IRRELEVANT turns are dropped and the "
             "remaining weights are renormalised to sum to 1; unweighted sessions give each remaining turn 1/n. "
             "Three sessions (BD-04, BD-10, BD-15) carry explicit weights on every turn. The session score is the "
             "weighted sum; a score of 0.5 or more (ties included) gives COMPLIANT, otherwise NON_COMPLIANT. A session "
             "whose turns are all IRRELEVANT has a null score and the verdict IRRELEVANT. `resolved_weights` lists "
             "only the turns that remain after dropping IRRELEVANT ones.")
    L.append("")
    L.append("| Session | Assistant | C / NC / I | Weights | Score | Verdict |")
    L.append("|---|---|---|---|---|---|")
    for e in exp_lines:
        L.append("| %s | `%s` | %d / %d / %d | %s | %s | %s |" % (
            e["session_id"], e["assistant_id"], e["n_compliant"], e["n_non_compliant"], e["n_irrelevant"],
            e["weight_mode"], "null" if e["expected_score"] is None else "%.4f" % e["expected_score"],
            e["expected_verdict"]))
    L.append("")
    L.append("Verdict counts: COMPLIANT %d, NON_COMPLIANT %d, IRRELEVANT %d." % (verdicts[C], verdicts[N], verdicts[I]))
    L.append("")
    L.append("## Notable cases")
    L.append("")
    notes = [
        "**Company figure beats general figure (NON_COMPLIANT when the general figure is quoted):** BD-01-q3 (30-minute break instead of Moonwell's 60), BD-02-q1 (raising the cap to £500 by written request, which Moonwell never allows), BD-03-q2 (24-hour full-refund window instead of 12 hours), BD-04-q2 (60 minutes and £50 instead of 40 minutes and £30), BD-05-q1 (14-day refund window instead of 30 days), BD-08-q1 and BD-08-q3 (trial age 13 and ballast minimum 45 kg instead of 14 and 50 kg), BD-09-q4 (72 h / £25 instead of 48 h / £15), BD-10-q1 (Sunday 10:00 instead of 10:30), BD-11-q3 (£25 instead of £15).",
        "**Company silent, general code still applies:** BD-11-q4 is NON_COMPLIANT because the assistant says Harrowdown has no height limit, when the SCC 1.93 m maximum applies; BD-07-q4, BD-10-q4, BD-12-q1 and BD-12-q4 are COMPLIANT answers drawn from the SCC code; BD-05-q3 and BD-04-q4 are COMPLIANT answers from the CRSP code; BD-05-q4 and BD-06-q2/q3 are NON_COMPLIANT against CRSP rules Moonwell does not change.",
        "**Correct use of the stricter company rule (COMPLIANT):** BD-07-q3 and BD-09-q2 explain that the SCC figures (105 kg, £20) are ceilings and Harrowdown's own figures (100 kg, £10) apply; BD-03-q5 refuses a free reading for a 17-year-old even with a parent present.",
        "**Date and working-day arithmetic across turns:** BD-03 (Saturday 7 June 15:00 booking, 12-hour window ends 03:00 that day; 75% of £85 = £63.75), BD-05 (18 July reading is 24 days before 11 August; acknowledgement by Wednesday 13 August), BD-12-q1 (5 working days from Monday 15 September is Monday 22 September), BD-13-q5 (28 days before Monday 20 October is Monday 22 September), BD-15 (44 days' notice earns 50%; 30 September is only 15 days out), BD-16-q2 (10 working days from Monday 2 June is Monday 16 June, not Thursday 12 June).",
        "**Near-misses with one figure changed:** BD-01-q3 (break of 30 instead of 60 minutes, everything else right), BD-11-q2 (45 instead of 30 minutes late), BD-14-q4 (three rifles instead of two), BD-17-q5 (28 days and a year instead of 14 days and 6 months).",
        "**Buried key point in a long answer:** BD-04-q1 (COMPLIANT: the required decline of a pregnancy question sits mid-answer), BD-12-q1 (COMPLIANT: complaint periods mid-answer), BD-14-q5 (NON_COMPLIANT: full trophy fee charged for a wounded, unrecovered deer, where the cap is 50%).",
        "**Required refusals:** BD-17-q1 is NON_COMPLIANT because it lists the Special Act requirements to a 17-year-old instead of refusing; BD-02-q4, BD-06-q1, BD-10-q4, BD-14-q2 and BD-17-q3 are correct refusals (COMPLIANT).",
        "**Modality:** BD-12-q2 turns the firm 07:30 weather call into an aim (NON_COMPLIANT); BD-15-q3 correctly says the guest may buy the carcass (COMPLIANT).",
        "**Partial answer:** BD-16-q3 answers the governed amplification question correctly and only declines the ungoverned charging question (COMPLIANT).",
        "**Empty answers:** BD-04-q3 (\"\") and BD-18-q2 (whitespace only) are IRRELEVANT. BD-04-q3 sits in a weighted session, so its 0.2 weight is dropped and the rest renormalised (0.375 / 0.375 / 0.25, score 0.625).",
        "**Ties and weights:** BD-05, BD-08 and BD-16 score exactly 0.5 and are COMPLIANT; weighted BD-15 scores 0.4 (NON_COMPLIANT) although half its turns are COMPLIANT; weighted BD-10 drops an IRRELEVANT 0.1 turn.",
        "**All-IRRELEVANT session:** BD-18 (small talk and an empty answer) has a null score and the verdict IRRELEVANT.",
    ]
    for x in notes:
        L.append("- " + x)
    L.append("")
    L.append("## Provenance")
    L.append("")
    L.append("Written blind from general knowledge only, inside `/tmp/blind/bd`, without reading any other file, "
             "data set or code on the machine and without web search. All organisations, people, places, phone "
             "numbers and rules are invented for this evaluation set and do not describe any real body or "
             "regulation. British English throughout.")
    L.append("")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))


if __name__ == "__main__":
    main()
