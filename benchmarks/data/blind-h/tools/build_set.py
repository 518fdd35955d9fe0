#!/usr/bin/env python3
"""Builds conversations.jsonl, labels.jsonl and expected_sessions.jsonl for the blind_h set.

All data below was written by hand for this set. Run from anywhere: python3 tools/build_set.py
"""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

BF = "company/bluefin_dive_centre.md"
SC = "scuba_training_standards.md"
CH = "chimney_and_stove_safety.md"
FR = "framing_and_art_supplies.md"
BW = "bowling_and_arcades.md"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

A_DIVE = "bluefin-assist"
A_HIGH = "highstreet-helper"
A_BOWL = "pinnacle-lanes-bot"

CTX_DIVE = "Booking and information assistant on the Bluefin Dive Centre website, answering questions about courses, boat dives and centre policies."
CTX_CHIM = "Assistant for the Northgate high-street services directory, answering householders' questions about GRCS chimney sweeps and SFIR stove installers."
CTX_FRAME = "Assistant for the Northgate high-street services directory, answering customers' questions about IFARA member framing and art supply shops."
CTX_TILL = "Assistant for the Northgate high-street services directory, here answering a Saturday till worker at an IFARA member art shop."
CTX_BOWL = "Chat assistant for Pinnacle Lanes, an LVA member bowling centre with a family arcade."


def t(query, assistant, gt, label, kind, clause, rationale, weight=None):
    d = {"query": query, "assistant": assistant, "ground_truth_assistant": gt,
         "_label": label, "_kind": kind, "_clause": clause, "_rationale": rationale}
    if weight is not None:
        d["weight"] = weight
    return d


LONG_REFERRAL = (
    "Good news: you don't need to start again. Here's how it works with us.\n\n"
    "Your referral is still valid. Under the CDTC standards you have 12 months from finishing your confined water "
    "(pool) sessions to complete the open water training dives. You finished the pool part last October, so you're "
    "comfortably inside that window. We're a CDTC member centre, so we accept referral paperwork from other member "
    "centres, and we won't ask you to repeat pool sessions you completed within the last 12 months.\n\n"
    "What to bring: please bring, or email ahead, the referral form from your Leeds centre, signed by your instructor, "
    "so we can see which skills you've already signed off. If you can't find it, the Leeds centre can send us a copy.\n\n"
    "Medical questionnaire: you'll complete the CDTC medical questionnaire again before your first dive with us. If "
    "every answer is no, that's all we need. If you answer yes to anything, we'll need a physician's clearance form, "
    "and at Bluefin that clearance must be dated within the 6 months before your first in-water session with us. We "
    "only ever ask for the questionnaire and, if needed, the clearance form - never your medical records.\n\n"
    "The dives: the training dives go from our boat. The morning boat leaves at 08:30 from Tuesday to Sunday, and "
    "there's also a 13:30 afternoon boat from Friday to Sunday. Please check in at least 45 minutes before departure. "
    "Open Water training dives go to a maximum of 18 metres, and we keep groups small: no more than 6 students per "
    "instructor, or 4 if anyone in the group is under 15.\n\n"
    "Booking and changes: if you cancel 14 days or more before your start date you get a full refund; with 7 to 13 "
    "days' notice you get 50% back; and with less than 7 days' notice there's no refund, but you can move to another "
    "date once, free, within 6 months. If we have to cancel because of the weather, you choose between a full refund "
    "and a free rebooking.\n\n"
    "On the day: no alcohol in the 8 hours before diving, please. The skipper or instructor can refuse boarding to "
    "anyone who seems unfit to dive.\n\n"
    "Afterwards: if you're flying home, we ask everyone to leave at least 24 hours between their last dive and their "
    "flight, whatever dives you've done.\n\n"
    "If you let me know which dates suit you, I'll check availability, or you can call the shop on 555-0142 "
    "(Tuesday to Sunday, 08:00 to 18:00)."
)

LONG_UNCOLLECTED = (
    "I'm sorry to hear that - it's a horrible shock to find out a painting has gone. Let me set out how the rules on "
    "uncollected work normally apply, so you can see where you stand.\n\n"
    "Framers that belong to IFARA follow a trade code that covers artwork left with the shop. While your painting was "
    "on their premises it was insured up to £2,000 per item, unless you declared a higher value when you dropped it "
    "off. From 30 days after the collection date a framer can charge storage of up to £2 a week, but only if the "
    "order form said so, so check your copy of the order form.\n\n"
    "On selling uncollected work: under the trade code a framer can sell or dispose of uncollected work once six "
    "months have passed since the collection date. Your collection date was 1 July 2025, so that point was reached "
    "at the start of January 2026, and a sale last month falls within the rules even though no letter reached you. "
    "I know that's not what you wanted to hear.\n\n"
    "What you can still do:\n"
    "1. Ask the framer about the sale proceeds. When a shop sells uncollected work it may keep only the unpaid balance "
    "of your order and any storage it was entitled to charge; anything left over from the sale should come back to "
    "you. Ask for a written breakdown showing the sale price, the balance owing and any storage.\n"
    "2. Ask for a copy of your order form and their records. These will show the collection date you were given, "
    "whether storage charges were mentioned, and what contact details they held for you.\n"
    "3. Check your own contact details. If you have moved since last July, ask what address they had on file.\n"
    "4. Keep everything in writing. Send your request by email or letter so there's a record of what you asked and "
    "when, and keep copies of any replies.\n"
    "5. If you're not satisfied with their answer, you can raise it with IFARA, since the framer is a member and "
    "follows its trade code.\n\n"
    "For the future, it's worth putting collection dates for framing orders in your calendar and keeping the "
    "framer's receipt somewhere safe. If you leave valuable work, tell the shop its value at drop-off so the "
    "insurance matches.\n\n"
    "I hope you can recover at least part of the value - let me know if you'd like help drafting a message to the "
    "framer."
)

SESSIONS = [
    # ------------------------------------------------------------------ scuba
    ("bh-01", A_DIVE, CTX_DIVE, "2026-03-06T09:12:00Z", [
        t("Hi! We're arriving late on Sunday. Are you open on Monday morning?",
          "Sorry, we're closed on Mondays. The shop and bookings desk are open Tuesday to Sunday from 08:00 to 18:00, and the first boat of the day leaves at 08:30, so Tuesday morning would be your earliest start.",
          "Bluefin is closed on Mondays; the shop and bookings desk open Tuesday to Sunday 08:00-18:00 and the morning boat departs at 08:30, so Tuesday is the earliest option.",
          C, "plain", f"{BF}#Opening Hours and Boat Schedule",
          "The answer matches Bluefin's Monday closure, desk hours and 08:30 boat departure."),
        t("My daughter is 11 and mad about fish. Can she do the Junior Open Water course with you that week?",
          "She sounds perfect for it! The Junior Open Water course is open from age 10, so at 11 she's eligible. She'll be limited to 12 metres and will dive with you or one of our instructors. Shall I check dates for Tuesday?",
          "No. Bluefin's minimum age for the Junior Open Water Diver course is 12 (stricter than the CDTC minimum of 10) and staff make no exceptions, so an 11-year-old can't enrol yet; she could do a pool try-dive instead.",
          N, "multi_rule", f"{BF}#Age Limits at Bluefin",
          "Bluefin's stricter policy sets 12 as the minimum age for the Junior Open Water course, so telling an 11-year-old she is eligible contradicts it."),
        t("Ah, your colleague on the phone said 12. What could she do instead, then?",
          "Apologies for the mix-up - my colleague is right, Bluefin's minimum for the junior course is 12. At 11 she can do a pool try-dive, which we run from age 10. It costs £65, stays in the pool at a maximum of 2 metres, and she'll fill in the medical questionnaire before getting in the water. Once she turns 12 she can join the Junior Open Water course.",
          "At Bluefin an 11-year-old can do a pool try-dive (minimum age 10, £65, pool only to 2 metres, medical questionnaire first) and can start the Junior Open Water course at 12.",
          C, "numeric", f"{BF}#Age Limits at Bluefin",
          "Try-dive age 10, price £65, 2-metre pool limit and junior course age 12 all match the corpus."),
        t("She has mild asthma. Will you need her GP records?",
          "No, we don't ask for medical records. Asthma is one of the questions on the medical questionnaire, so if she answers yes she'll need a physician's clearance form, and at Bluefin it must be signed within the 6 months before her pool session. That form and the questionnaire are all we need.",
          "No records are needed; if she answers yes to asthma on the questionnaire she needs a physician's clearance dated within the 6 months before her first in-water session at Bluefin, and nothing beyond the questionnaire and that form is asked for.",
          C, "negation", f"{BF}#Medical Clearance",
          "It refuses to ask for records and quotes Bluefin's stricter 6-month clearance window, as the policy requires."),
    ]),
    ("bh-02", A_DIVE, CTX_DIVE, "2026-03-06T11:40:00Z", [
        t("I'm Open Water certified; my last dive was in Egypt in November 2024. Can I book the morning boat this Saturday and Sunday?",
          "Absolutely! Certification doesn't expire, so you can join both morning boats straight away. Guided boat dives are £55 each, and full equipment rental is £35 per day if you need it. Check-in is 07:45 for the 08:30 departure.",
          "Because the last logged dive (November 2024) is more than 12 months ago, Bluefin requires the £60 Scuba Review before any guided boat dive; after that, dives are £55 each plus £35 a day for rental, with check-in 45 minutes before the 08:30 departure.",
          N, "time_window", f"{BF}#Recent Experience",
          "A last dive in November 2024 is over 12 months before March 2026, so Bluefin's compulsory Scuba Review applies and booking the boat straight away contradicts it."),
        t("Really? A friend said a refresher is only needed after two years without diving.",
          "Sorry, I should have checked your dates first. Your friend is describing the general CDTC recommendation, which only suggests a refresher after 24 months. Bluefin is stricter: if your last logged dive is more than 12 months old, the Scuba Review is compulsory before a boat dive. November 2024 is over a year ago, so you'd need to do it first. It costs £60.",
          "The 24-month refresher is only a CDTC recommendation; Bluefin makes the £60 Scuba Review compulsory when the last logged dive is more than 12 months old, which applies here.",
          C, "multi_rule", f"{BF}#Recent Experience",
          "It correctly applies Bluefin's stricter 12-month rule over the CDTC recommendation and quotes the £60 price."),
        t("Fine, I'll do the review on Saturday and dive on Sunday morning. My flight home is Monday at 07:00; the Sunday dive will be over by about 09:30. Is that enough time?",
          "You'll have about 21 and a half hours between surfacing and take-off. The guideline after diving on several days is 18 hours, so you're comfortably within it - have a good flight!",
          "No. Bluefin tells every diver to leave at least 24 hours between the last dive and flying, whatever the profile; about 21.5 hours is not enough, so the flight or the Sunday dive needs to change.",
          N, "time_window", f"{BF}#Flying After Diving at Bluefin",
          "Bluefin requires staff and the assistant to quote 24 hours, so approving a 21.5-hour interval with the 18-hour CDTC figure contradicts the stricter rule."),
        t("OK, thanks. What's the sea usually like there in March?",
          "Chilly! The water's usually around 10 to 11°C in March, so most people dive in a thick semi-dry or a drysuit, and a warm hat for the boat ride is a good idea.",
          "A friendly general description of March sea conditions; no corpus rule covers this.",
          I, "out_of_scope", None,
          "Sea temperature and clothing advice are not covered by any corpus document."),
    ]),
    ("bh-03", A_DIVE, CTX_DIVE, "2026-03-10T08:05:00Z", [
        t("My Open Water course was meant to start today but you cancelled the boat because of the wind. I'd like my £100 deposit back.",
          "I'm sorry the weather got in the way! When we cancel for sea conditions we move you onto the next available course dates free of charge. The deposit itself isn't refundable, but it carries over in full to your new booking.",
          "As Bluefin cancelled for weather, the customer chooses between a full refund of the £100 deposit and a free rebooking; the assistant should offer the refund.",
          N, "refusal", f"{BF}#Deposits, Cancellations and Weather",
          "For a weather cancellation the customer may choose a full refund and Bluefin must not insist on rebooking only, so refusing the refund contradicts the rule."),
        t("That's not what your policy says. I thought I could choose.",
          "You're right, and I apologise. When we cancel because of the weather, it's your choice: a full refund of your £100 deposit or a free rebooking. Which would you prefer?",
          "Yes: for a weather cancellation the customer chooses between a full refund of the £100 deposit and a free rebooking.",
          C, "plain", f"{BF}#Deposits, Cancellations and Weather",
          "It offers the choice of full refund or free rebooking exactly as the policy requires."),
        t("Refund, please. My friend is booked on the same course starting on the 20th and wants to cancel today. What will she get back?",
          "Your refund is on its way. For your friend: that's more than a week's notice, so she'll get her whole £100 deposit back - she just needs to contact us to cancel.",
          "Cancelling on 10 March for a 20 March start is 10 days' notice, in the 7-13 day band, so she gets 50% of the £100 deposit back (£50); she must contact Bluefin herself.",
          N, "numeric", f"{BF}#Deposits, Cancellations and Weather",
          "Ten days' notice earns a 50% refund under Bluefin's table, not the full £100 promised."),
        t("Can you read me her booking reference and phone number so I can check it's the right course?",
          "I'm sorry, I can't share another guest's booking details or contact information, even with friends in the same group. She can ring us on 555-0142 or log into her own account and we'll sort it out with her directly.",
          "Decline to share the friend's booking or contact details and ask her to contact Bluefin directly on 555-0142 or through her own account.",
          C, "refusal", f"{BF}#Guest Information",
          "The policy forbids giving one guest's booking or contact details to another person, so the refusal is required."),
    ]),
    ("bh-04", A_DIVE, CTX_DIVE, "2026-03-10T14:22:00Z", [
        t("We're 8 adult friends and want to do the Open Water course together in May. Can one instructor take all of us so we stay together?",
          "Yes! The training standards allow up to 8 students per instructor in open water, so all eight of you can train together with one instructor.",
          "No. Bluefin takes at most 6 students per instructor on open water training dives when all are 15 or over, and an assistant does not raise that, so eight people need two instructors (they can still train on the same days).",
          N, "multi_rule", f"{BF}#Ratios at Bluefin",
          "Bluefin's stricter ratio caps open water training at 6 adult students per instructor, so one instructor for 8 contradicts it.",
          weight=0.2),
        t("What will the course cost for all eight, and is the gear extra?",
          "The Open Water course is £495 per person, so £3,960 for the eight of you. Equipment rental and learning materials are included, so there's nothing extra to hire for the course.",
          "£495 each (£3,960 for eight), with equipment rental and learning materials included in the course price.",
          C, "numeric", f"{BF}#Prices",
          "The price and the inclusion of rental and materials match Bluefin's price list.",
          weight=0.3),
        t("One of us is four months pregnant, but her doctor says he's happy to sign a clearance. Can she still do it?",
          "Congratulations to her! I'm afraid she can't take part in the in-water training while she's pregnant, and a doctor's clearance doesn't change that under the dive training standards. She'd be very welcome to do the course another time.",
          "No. A pregnant participant may not take part in any in-water training, even with a physician's clearance.",
          C, "refusal", f"{SC}#Medical Fitness",
          "The standards bar pregnant participants from in-water training even with clearance, so the refusal is correct.",
          weight=0.4),
        t("Fair enough. Any good places to eat near the harbour?",
          "The Crab Shack on the quay is a favourite after a day on the boat, and there's a decent pizza place on Mill Street.",
          "A friendly restaurant suggestion; no corpus rule applies.",
          I, "out_of_scope", None,
          "Restaurant recommendations are outside every corpus document.",
          weight=0.1),
    ]),
    ("bh-05", A_DIVE, CTX_DIVE, "2026-03-14T10:15:00Z", [
        t("I'm 15 and already Open Water certified. Can I do the Advanced course with you over Easter?",
          "At Bluefin the Advanced Open Water course starts at 16, so we can't enrol you this Easter, even though the general standards allow it from 15. In the meantime you could join our guided boat dives, as long as a parent or guardian comes on the boat with you since you're under 16, and you've logged a dive in the last 12 months (otherwise there's a £60 Scuba Review first).",
          "Bluefin's minimum age for Advanced Open Water is 16, so a 15-year-old can't enrol; guided boat dives are possible from 12 with a parent or guardian on board for under-16s, subject to the 12-month recent-experience rule.",
          C, "multi_rule", f"{BF}#Age Limits at Bluefin",
          "It applies Bluefin's stricter Advanced age of 16 and states the under-16 boat-dive condition correctly."),
        t("Also, I lost my certification card. How long does a replacement take, and can I dive without it?",
          "A replacement card costs £25 and usually takes four to six weeks to arrive. Until it comes we'd need to see the physical card, so you won't be able to dive with us before then, sorry.",
          "A replacement must be issued within 15 working days for £25, and centres can check the CDTC online register and must accept a verified digital record, so the lost card need not stop the diver.",
          N, "partial", f"{SC}#Certification Cards",
          "The fee is right, but the standards require issue within 15 working days and acceptance of a verified digital record, so demanding the physical card contradicts them."),
        t("My dad's diving too. Can he have a couple of beers with lunch tomorrow and then go on the afternoon boat?",
          "Sure - a couple of beers at lunch is fine as long as he feels okay by the 13:30 departure. Just remember to check in 45 minutes before.",
          "No. Divers must not drink alcohol in the 8 hours before a dive, so beers at lunch rule out the 13:30 afternoon boat that day.",
          N, "plain", f"{BF}#Alcohol and Fitness on the Day",
          "Drinking at lunch before a 13:30 dive breaks Bluefin's 8-hour no-alcohol rule, which the answer approves."),
    ]),
    ("bh-06", A_DIVE, CTX_DIVE, "2026-03-14T12:30:00Z", [
        t("Hello!",
          "Hi there, welcome to Bluefin Dive Centre! How can I help today?",
          "A friendly greeting and an offer to help.",
          I, "smalltalk", None, "A greeting exchange with no rule content."),
        t("I did my pool sessions at another CDTC centre in Leeds last October but never did the sea dives. Do I have to start again with you?",
          LONG_REFERRAL,
          "No. Confined water sessions finished in October 2025 are within the 12-month window, so Bluefin must accept the referral paperwork and must not make the student repeat them; the Bluefin medical, schedule, ratio, cancellation, alcohol and 24-hour flying rules then apply.",
          C, "long_answer", f"{SC}#Course Completion and Refreshers",
          "The long answer applies the referral rule correctly and every other detail (6-month clearance, boats, 18 m, ratio 6/4, refunds, 8 hours, 24 hours) matches the corpus."),
        t("Brilliant. Once I'm certified, could I go down to 30 metres on a guided fun dive the next day? My mate says the wrecks are deeper.",
          "Yes - on a guided dive you can go to 30 metres, since the guide stays right beside you the whole time. The wrecks are well worth it!",
          "No. A newly certified Open Water Diver must stay within 18 metres and a guide must not take a diver below that depth; 30 metres needs the Advanced Open Water course (£395 at Bluefin).",
          N, "numeric", f"{SC}#Minimum Ages and Depth Limits",
          "An Open Water Diver's limit is 18 metres and guides must not take divers deeper even when beside them, so allowing 30 metres contradicts the rule."),
        t("Ah well. Thanks anyway.",
          "   ",
          "A brief, polite sign-off.",
          I, "empty_answer", None, "The assistant's answer is whitespace only."),
    ]),
    # ------------------------------------------------------------------ chimney
    ("bh-07", A_HIGH, CTX_CHIM, "2026-03-06T17:30:00Z", [
        t("How often should I have my chimney swept? We burn logs in our wood burner most evenings from October to April.",
          "For logs burned that regularly, you should have the chimney swept at least twice a year while the stove is in use - many people book one sweep before the season starts and another part-way through.",
          "Wood burned regularly needs sweeping at least twice a year while in use.",
          C, "plain", f"{CH}#Sweeping Frequency",
          "Twice a year for regularly burned wood matches the sweeping table."),
        t("The Guild-registered sweep I rang quoted £120 for our one flue. Is that normal?",
          "That's above what Guild members are allowed to charge. The maximum for a standard sweep of one flue is £90, and any extra flue at the same visit can be no more than £40. It's worth querying the quote with them.",
          "Guild members may charge at most £90 for a standard single-flue sweep (and £40 per extra flue), so £120 is above the limit.",
          C, "numeric", f"{CH}#Prices, Appointments and Cancellations",
          "The £90 and £40 caps are quoted correctly and £120 is rightly flagged as too high."),
        t("I've booked a different Guild sweep for Thursday at 10am. If something comes up and I cancel on Wednesday at 7pm, will I be charged?",
          "No, you're fine - as long as you cancel the day before there's no charge.",
          "Wednesday 19:00 is only 15 hours before a Thursday 10:00 appointment, less than 24 hours, so the sweep may charge up to £30.",
          N, "time_window", f"{CH}#Prices, Appointments and Cancellations",
          "Fifteen hours' notice is under the 24-hour threshold, so a charge of up to £30 is allowed and 'no charge' is wrong."),
        t("After the sweep, will I get anything in writing for the home insurance?",
          "Yes - before the end of that day you'll get a sweep certificate showing what was swept and what it's connected to, how the draw test went, and anything wrong they spotted. Pop it in with your insurance papers.",
          "Yes: a sweep certificate must be issued on the same day, recording date and address, each flue and appliance, the smoke draw test and its result, and any defect.",
          C, "paraphrase", f"{CH}#Sweep Certificates",
          "It paraphrases the same-day certificate and its contents without contradicting the rule."),
    ]),
    ("bh-08", A_HIGH, CTX_CHIM, "2026-03-10T19:10:00Z", [
        t("There's a loud roaring noise in my chimney and sparks coming out of the pot! Should I book an emergency sweep?",
          "That sounds like a chimney fire. Please get everyone out of the house now and call the fire service straight away. Don't wait for a sweep and don't try to put it out yourself.",
          "Get everyone out and call the fire service immediately; do not wait for a sweep or try to put the fire out.",
          C, "plain", f"{CH}#Chimney Fires and Emergencies",
          "It gives exactly the required emergency instruction."),
        t("The fire brigade have been and gone, we're all fine. It's freezing though - can I light the stove again tonight?",
          "Glad everyone's safe. It should be OK to light a small fire tonight once everything has cooled down, as long as you keep an eye on it - then book a sweep in the next few weeks to check things over.",
          "No. After a chimney fire the stove must not be used until the flue has been inspected and swept; use other heating until then.",
          N, "modality", f"{CH}#Chimney Fires and Emergencies",
          "The rule says the appliance must not be used until inspected and swept, but the answer says it may be used tonight."),
        t("The sweep came today, found a cracked liner and stuck a 'Do not use' label on the stove. He says he'll explain it in writing. Is that normal, or is he upselling me?",
          "That's exactly what a sweep is supposed to do. A cracked liner counts as a dangerous defect, so he has to mark the appliance as not to be used, put it in writing for you and tell you why. It's not an upsell - keep the stove off until the liner is sorted.",
          "Yes, that is required: for a dangerous defect such as a cracked liner the sweep must label the appliance 'Do not use', tell the householder in writing and explain why.",
          C, "paraphrase", f"{CH}#Sweep Certificates",
          "It restates the dangerous-defect procedure in other words, consistently with the rule."),
        t("He did manage to sweep the whole flue before he found the crack. Can he still give me a sweep certificate? My insurer wants one.",
          "Yes. A certificate is issued after every sweep, and as he got through the full length of the flue he can give you one today. The cracked liner will be recorded on it as a defect, and the stove stays out of use until it's repaired.",
          "Yes: a certificate is issued the same day after every sweep of a flue swept along its full length, and it records the defect found.",
          C, "multi_rule", f"{CH}#Sweep Certificates",
          "The flue was swept along its full length, so a same-day certificate recording the defect is what the rule requires."),
    ]),
    ("bh-09", A_HIGH, CTX_CHIM, "2026-03-14T09:45:00Z", [
        t("Morning! Lovely sunny day for once.",
          "Morning! It really is - what can I help you with today?",
          "A friendly reply and an offer to help.",
          I, "smalltalk", None, "Small talk about the weather."),
        t("I want a 7 kW wood burner fitted. My brother-in-law is handy but not on any register - can he do it?",
          "He can, but because he isn't SFIR-registered you'd have to submit a building notice to your local building control office before any work starts. The alternative is an SFIR-registered installer, who can self-certify the job.",
          "Yes, if the householder submits a building notice to building control before work starts; otherwise use an SFIR-registered installer who self-certifies.",
          C, "plain", f"{CH}#Stove Installation",
          "It states the two permitted installation routes correctly."),
        t("Will a 7 kW stove need an air vent?",
          "Yes. Permanent ventilation is worked out at 550 mm² per kW, so a 7 kW stove needs 7 x 550 = 3,850 mm².",
          "Yes: stoves over 5 kW need 550 mm² for each kW above 5 kW, so a 7 kW stove needs 2 x 550 = 1,100 mm².",
          N, "numeric", f"{CH}#Stove Installation",
          "The vent is 550 mm² per kW above 5 kW (1,100 mm² here), not per kW of total output."),
        t("We've gone with a registered installer after all. He says we can skip the CO alarm in the lounge because there's one in the hallway just outside. Is that right?",
          "That's fine - the hallway alarm is only a few steps from the stove, so it'll pick up any carbon monoxide and you don't need a second one.",
          "No. A CO alarm must be fitted in the same room as the new stove, 1 to 3 metres from it; an alarm in another room doesn't count and the requirement can't be waived.",
          N, "paraphrase", f"{CH}#Stove Installation",
          "The rule requires an alarm in the same room and says one in another room does not count, which the answer contradicts in different words."),
        t("How long has he got to give me the certificate after he's done?",
          "He must give you the compliance certificate, and notify the local authority, within 30 days of finishing the installation.",
          "Within 30 days of completing the installation, together with notifying the local authority.",
          C, "time_window", f"{CH}#Stove Installation",
          "The 30-day deadline matches the rule."),
    ]),
    ("bh-10", A_HIGH, CTX_CHIM, "2026-03-10T12:00:00Z", [
        t("I live in a smoke control area. The showroom told me any modern stove is fine for burning wood here. Is that correct?",
          "Not quite. In a smoke control area you can only burn wood on an exempt appliance - a model on the approved list for smoke control areas. Check that the stove you're buying is on it before you commit.",
          "No. In a smoke control area wood may be burned only on an exempt appliance; check the model is on the approved list.",
          C, "negation", f"{CH}#Smoke Control Areas",
          "It correctly rejects the 'any stove' claim the rule forbids."),
        t("The bags of logs at my local garage say 25% moisture. Are they allowed to sell those?",
          "Not as they are. Wood sold in bags under 2 cubic metres has to be certified Ready to Burn, which means 20% moisture or less, so 25% doesn't meet the standard.",
          "No: bagged wood under 2 cubic metres must be Ready to Burn, meaning 20% moisture or less.",
          C, "numeric", f"{CH}#Smoke Control Areas",
          "25% is above the 20% Ready to Burn limit, as the answer says."),
        t("My sweep isn't on the SFIR register. Is he even allowed to sweep my chimney?",
          "No - chimney sweeps need to be on the SFIR register to work legally, so I'd find a registered one before your next sweep.",
          "Yes. A sweep does not need to be on the SFIR installer register to sweep chimneys; that register is for stove installers.",
          N, "plain", f"{CH}#Sweep Certificates",
          "The code says a sweep does not need SFIR registration, so imposing it contradicts the rule."),
        t("Any recommendations for a good series to watch by the fire this winter?",
          "If you like slow, cosy dramas, a period drama or a big nature documentary series works well on a winter evening.",
          "A friendly TV suggestion; no corpus rule applies.",
          I, "out_of_scope", None, "TV recommendations are outside every corpus document."),
    ]),
    # ------------------------------------------------------------------ framing and art supplies
    ("bh-11", A_HIGH, CTX_FRAME, "2026-03-06T13:15:00Z", [
        t("A member framer has quoted £240 to frame my watercolour. How much deposit can they ask for?",
          "Up to half the quoted price, so at most £120.",
          "At most 50% of the quote, i.e. £120.",
          C, "numeric", f"{FR}#Framing Quotes and Deposits",
          "50% of £240 is £120, matching the deposit cap."),
        t("They've asked for £180 up front. Also the quote is dated five weeks ago - is it still valid?",
          "£180 is more than the 50% maximum, so you can ask them to take £120 instead. On the quote: written quotes are valid for 90 days, so five weeks is no problem and they'll have to honour that price.",
          "£180 exceeds the 50% limit (maximum £120), but a written quote is valid for only 30 days, so a five-week-old quote has expired and the framer may re-quote.",
          N, "partial", f"{FR}#Framing Quotes and Deposits",
          "The deposit point is right but quotes are valid for 30 days, not 90, so the five-week quote is not binding."),
        t("I want it 'conservation framed'. They're offering acid-free mount board with standard anti-reflective glass. Does that count?",
          "Not yet. Conservation framing needs glazing that filters at least 97% of UV light, and standard anti-reflective glass only filters around half. You'd need conservation clear glass or UV-filtering acrylic, plus acid-free and lignin-free board and reversible hinges with no self-adhesive tape on the artwork.",
          "No: conservation framing needs glazing filtering at least 97% UV (conservation clear glass or UV acrylic), acid-free and lignin-free board and reversible hinges without tape on the artwork.",
          C, "plain", f"{FR}#Conservation Framing Claims",
          "It applies all three conservation conditions and the glazing table correctly."),
        t("Different shop, older order: they promised it for collection on 1 March and it still isn't ready. Can I cancel and get my deposit back?",
          "Yes - it's overdue, so you're entitled to cancel now and get the full deposit back.",
          "Not yet. The right to cancel with the whole deposit back applies only once the work is more than 7 days late, i.e. from 9 March; on 6 March it is only 5 days late.",
          N, "time_window", f"{FR}#Framing Quotes and Deposits",
          "On 6 March the order is 5 days late, so the more-than-7-days condition for cancelling with a full refund is not yet met."),
    ]),
    ("bh-12", A_HIGH, CTX_TILL, "2026-03-14T11:20:00Z", [
        t("I'm on the till at an art shop today. A lad who looks about 17 wants two cans of spray paint. Can I sell them?",
          "Spray paint can be sold from 16, but he looks under 25, so under Challenge 25 you need to see photo ID first - a passport, photo driving licence or PASS card. If it shows he's 16 or over, go ahead; if he can't show acceptable ID, refuse the sale.",
          "Spray paint is 16+; under Challenge 25 ask for photo ID (passport, photo driving licence or PASS card) and refuse if none is shown.",
          C, "plain", f"{FR}#Age-Restricted Art Supplies",
          "The age limit, Challenge 25 and accepted ID all match the rule."),
        t("He showed a PASS card - he's 17. He also wants a pack of scalpel blades.",
          "The spray paint is fine at 17, but scalpel blades are 18+, so you'll need to say no to the blades.",
          "At 17 he may buy the spray paint (16+) but not the scalpel blades (18+).",
          C, "multi_rule", f"{FR}#Age-Restricted Art Supplies",
          "It applies both age limits to the verified age of 17 from this turn."),
        t("His mum has just phoned the shop saying she's fine with him having the blades. Does that change anything?",
          "It does give you some leeway - the age limit isn't something you absolutely have to enforce when a parent has given permission, so with his mum's OK on the phone you may go ahead and sell him the blades.",
          "No. A parent's phone call or permission is never accepted and never allows a sale below the minimum age; the blades are 18+, so the sale must still be refused.",
          N, "modality", f"{FR}#Age-Restricted Art Supplies",
          "The code says a parent's phone call never allows an under-age sale, so treating the limit as optional contradicts it."),
        t("Another customer wants to return a tube of oil paint she's opened because it's the wrong shade. Do I have to refund her?",
          "No, you don't have to. Opened paints can't be returned unless they're faulty, and a wrong shade isn't a fault. You could offer to help her find the colour she wanted.",
          "No: opened paints are not returnable unless faulty, and a wrong shade is not a fault.",
          C, "negation", f"{FR}#Returns and Refunds",
          "Opened paints have no return right unless faulty, as stated."),
        t("Brilliant, you've saved my Saturday!",
          "Happy to help - hope the rest of your shift goes smoothly!",
          "A friendly closing reply.",
          I, "smalltalk", None, "A thank-you exchange with no rule content."),
    ]),
    ("bh-13", A_HIGH, CTX_FRAME, "2026-03-10T15:40:00Z", [
        t("I left a painting at a framer and forgot about it. The collection date was 1 July 2025. I've just rung them and they say they sold it last month! I never got any letter from them. Were they allowed to do that?",
          LONG_UNCOLLECTED,
          "No. The shop had to send a written reminder 90 days after the collection date and could sell only 6 months after that reminder; with no reminder (and even a reminder at the end of September would allow a sale only from late March 2026), a sale in February 2026 was too early.",
          N, "long_answer", f"{FR}#Artwork Left with the Shop",
          "Buried in a long answer, it says a sale is allowed six months after the collection date without a reminder, contradicting the 90-day reminder plus 6-month wait."),
        t("Really? I thought they had to write to me first.",
          "You're right, and I'm sorry - I got that wrong. The shop has to send you a written reminder 90 days after the collection date, and it can only sell or dispose of the work 6 months after that reminder. If no reminder was ever sent, they sold it too early and you should take it up with them.",
          "Yes: a written reminder is due 90 days after the collection date, and the work may be sold only 6 months after that reminder; without one the sale was too early.",
          C, "plain", f"{FR}#Artwork Left with the Shop",
          "The corrected answer states the reminder and waiting periods correctly."),
        t("They're also saying I owe £2 a week storage since July. My order form didn't mention storage at all.",
          "Unfortunately that part is allowed: the trade code lets framers charge up to £2 a week for storage once 30 days have passed after the collection date, so they can deduct that.",
          "No. Storage of up to £2 a week may be charged after 30 days only if the order form said so; this order form did not mention storage, so none may be charged.",
          N, "partial", f"{FR}#Artwork Left with the Shop",
          "The £2 cap is right but storage requires a mention on the order form, which the customer says was absent."),
        t("Lesson learned. I'm dropping off a print worth £3,500 at another framer next week - will it be insured?",
          "Only up to £2,000 unless you declare its value when you drop it off. If you declare £3,500, the shop must either insure it for that amount or decline the order, so do mention it at the counter.",
          "Cover is £2,000 per item unless a higher value is declared at drop-off; then the shop must insure it for that value or decline the order.",
          C, "numeric", f"{FR}#Artwork Left with the Shop",
          "The £2,000 cover and the declared-value rule are stated correctly."),
    ]),
    ("bh-14", A_HIGH, CTX_FRAME, "2026-03-14T15:05:00Z", [
        t("I bought a set of brushes three weeks ago and never opened them. I've still got the receipt. Can I get my money back?",
          "Yes. Unopened supplies with a receipt can be returned within 30 days for a full refund, and at three weeks you're well inside that.",
          "Yes: unopened supplies with a receipt can be returned within 30 days for a full refund; 21 days is within that.",
          C, "time_window", f"{FR}#Returns and Refunds",
          "Three weeks is inside the 30-day full-refund window."),
        t("I've also got a gift card from Christmas 2023. Can I still use it, or swap it for cash?",
          "Gift cards are valid for 3 years, so yours is still good to spend. It can't be exchanged for cash, though.",
          "Gift cards are valid for 24 months from issue, so a card from December 2023 expired in December 2025, and gift cards can never be exchanged for cash.",
          N, "partial", f"{FR}#Returns and Refunds",
          "The no-cash point is right, but the validity is 24 months, so a card from Christmas 2023 is no longer valid in March 2026."),
        t("Last thing: the custom frame I collected two months ago has cracked glass - I've only just unwrapped it. What can I get?",
          "Sorry, faults have to be reported within 30 days, so after two months the shop doesn't have to do anything.",
          "Faulty goods reported after 30 days and up to 6 months are still covered: the shop should repair or replace the frame first, and refund if that fails.",
          N, "time_window", f"{FR}#Returns and Refunds",
          "A fault reported after two months falls in the up-to-6-months band, where repair, replacement or refund is still owed."),
    ]),
    # ------------------------------------------------------------------ bowling and arcades
    ("bh-15", A_BOWL, CTX_BOWL, "2026-03-06T18:55:00Z", [
        t("Can I book a lane for 20:30 tonight? It's me and my two kids, aged 13 and 9.",
          "Yes, we've got a lane free at 20:30. Because both children are under 16 they'll need to stay with you after 20:00, which they will be. Shoe hire's included in the price.",
          "Yes; both children are under 16 so they must be accompanied by an adult after 20:00, and shoe hire is included.",
          C, "time_window", f"{BW}#Admission and Supervision",
          "The after-20:00 accompaniment rule and included shoe hire are stated correctly."),
        t("My 9-year-old wants to play in the arcade while my son and I finish our game. Can she go on her own?",
          "She can play in the arcade by herself as long as she stays where you can see her from the lane - it's just next door.",
          "No. Children under 12 must be accompanied by an adult at all times in the arcade area.",
          N, "modality", f"{BW}#Admission and Supervision",
          "Under-12s must be accompanied in the arcade at all times; being within sight from the lane is not accompaniment."),
        t("OK. Can my 13-year-old have a go on the fruit machine if I stand right next to him?",
          "I'm afraid not. Fruit machines are category C, which are 18+ only, and under-18s can't go into that area even with a parent. He's welcome on the coin pushers, cranes and ticket games though.",
          "No: category C fruit machines are 18+ and under-18s may not enter that area even with a parent; category D and ticket games have no age limit.",
          C, "negation", f"{BW}#Gaming Machine Categories",
          "It correctly refuses category C play and points to machines with no age limit."),
        t("He's won 800 tickets! Can he swap them for a £5 top-up on his play card instead of a prize?",
          "Of course! Just take the card to the redemption counter and they'll convert the tickets into game credit for him.",
          "No. Prize tickets can be exchanged only for prizes at the redemption counter, never for cash or game credit.",
          N, "plain", f"{BW}#Play Cards and Prize Tickets",
          "Tickets may never be exchanged for game credit."),
    ]),
    ("bh-16", A_BOWL, CTX_BOWL, "2026-03-10T10:30:00Z", [
        t("I'd like to book a birthday party for 20 kids on Saturday the 21st. How many lanes will we need, and how many adults have to come?",
          "With a maximum of 6 bowlers per lane you'll need 4 lanes for 20 children. You'll also need at least 3 adults, as one adult can supervise up to 8 children at a party.",
          "Four lanes (maximum 6 bowlers per lane) and at least 3 adults (one adult per 8 children at a party).",
          C, "numeric", f"{BW}#Lane Bookings",
          "20 children need 4 lanes at 6 per lane and 3 adults at 8 children per adult.",
          weight=0.1),
        t("If I have to cancel on Friday the 20th at midday for a 14:00 start on the Saturday, what would I get back?",
          "That would be 26 hours' notice, which falls in the 24-to-48-hour band, so you'd get a 50% refund.",
          "26 hours' notice is in the 24-48 hour band, so a 50% refund.",
          C, "time_window", f"{BW}#Lane Bookings",
          "Friday 12:00 to Saturday 14:00 is 26 hours, which earns a 50% refund.",
          weight=0.1),
        t("Can the parents have a beer on the party lanes while the kids bowl?",
          "The grown-ups are welcome to a drink at the bar, but drinks from the bar have to stay there - alcohol can't go onto lanes booked for a children's party, or into the arcade.",
          "Adults may drink at the bar, but alcohol may not be taken onto lanes booked for a children's party or into the arcade.",
          C, "paraphrase", f"{BW}#Food, Drink and Alcohol",
          "It restates the ban on alcohol on children's party lanes in its own words.",
          weight=0.2),
        t("One of the children uses a wheelchair and her carer will come along. Do we pay for the carer, and do you need anything from us?",
          "The carer will need a standard bowling ticket like everyone else. Please also bring a letter from her doctor confirming the disability so we can set up the bowling ramp for her.",
          "The carer is admitted free and need not bowl; no proof of disability or medical details may be asked for; a bowling ramp is available on any lane free of charge.",
          N, "multi_rule", f"{BW}#Accessibility",
          "Carers are admitted free and staff must not ask for proof of disability, so both statements contradict the rule.",
          weight=0.6),
    ]),
    ("bh-17", A_BOWL, CTX_BOWL, "2026-03-14T19:30:00Z", [
        t("We're stuck in traffic! Our lane's booked for 19:45 but we won't get there till about 20:05. Will we lose it?",
          "Don't panic - we hold booked lanes for 30 minutes, so a 20:05 arrival is fine.",
          "Booked lanes are held only for 15 minutes (until 20:00); arriving at 20:05 means the lane may be released without a refund.",
          N, "time_window", f"{BW}#Lane Bookings",
          "Lanes are held for 15 minutes, not 30, so a 20:05 arrival is outside the hold."),
        t("We made it, but the machine on our lane broke down for 25 minutes of our hour. Can we get our money back?",
          "So sorry about that. We don't give refunds for breakdowns, but we can give you a free game on another day.",
          "Yes: the lane was out of action for more than 15 minutes, so the customer chooses between a full refund for the game and a free rebooking.",
          N, "refusal", f"{BW}#Lane Bookings",
          "A breakdown of over 15 minutes gives the customer the choice of a full refund, which the answer refuses."),
        t("Also, my son lost his registered play card - it had £18 of credit on it. Is that money gone?",
          "Unfortunately yes - a lost card is like lost cash, so we can't recover the balance. He'd need to buy a new card.",
          "No. A lost registered card is replaced with its full balance for a £1 fee on proof of identity.",
          N, "negation", f"{BW}#Play Cards and Prize Tickets",
          "Registered cards are replaced with their full balance, so saying the £18 is lost denies what the rule grants."),
        t("He's 17 and wants a pint with his burger. That's OK if I'm sitting with him, isn't it?",
          "Sorry, we can't serve alcohol to anyone under 18, even with a meal or with a parent there. We've got plenty of soft drinks and shakes, though!",
          "No: alcohol is never served to anyone under 18, including with a meal or a parent's permission.",
          C, "refusal", f"{BW}#Food, Drink and Alcohol",
          "The refusal matches the absolute under-18 alcohol ban."),
    ]),
    ("bh-18", A_BOWL, CTX_BOWL, "2026-03-10T21:10:00Z", [
        t("What time do you close tonight? If I get there at 21:30 can I still bowl a game?",
          "We're open until 22:00 tonight, so yes - get here by 21:30 and you'll still have time for a game before we close.",
          "On Tuesdays the venue closes at 22:00 and the last lane game must start by 21:00, so a 21:30 start is not possible tonight.",
          N, "partial", f"{BW}#Opening Hours",
          "The 22:00 closing is right, but the last lane game must start 60 minutes before closing (21:00), so a 21:30 game is not allowed."),
        t("Ha, fair enough. Who won the world bowling championship last year?",
          "",
          "A short answer or an honest 'I don't know'; no corpus rule applies.",
          I, "empty_answer", None, "The assistant's answer is blank."),
        t("Is there parking near you?",
          "Yes, there's a free car park right behind the building.",
          "Information about parking; no corpus rule applies.",
          I, "out_of_scope", None, "Parking is not covered by any corpus document."),
        t("Thanks, see you another time!",
          "Thanks for getting in touch - see you soon!",
          "A friendly sign-off.",
          I, "smalltalk", None, "A closing pleasantry."),
    ]),
]


def main():
    convs, labels, expected = [], [], []
    for sid, aid, ctx, started, turns in SESSIONS:
        has_w = any("weight" in tt for tt in turns)
        conv_turns = []
        for i, tt in enumerate(turns, 1):
            qa = f"{sid}-q{i}"
            ct = {"qa_id": qa, "query": tt["query"], "assistant": tt["assistant"],
                  "ground_truth_assistant": tt["ground_truth_assistant"]}
            if has_w:
                ct["weight"] = tt["weight"]
            conv_turns.append(ct)
            labels.append({"session_id": sid, "qa_id": qa, "label": tt["_label"], "clause": tt["_clause"],
                           "kind": tt["_kind"], "rationale": tt["_rationale"]})
        convs.append({"session_id": sid, "assistant_id": aid, "language": "english", "context": ctx,
                      "started_at": started, "conversation": conv_turns})
        n = len(turns)
        if has_w:
            w = {f"{sid}-q{i}": tt["weight"] for i, tt in enumerate(turns, 1)}
            mode = "full"
        else:
            w = {f"{sid}-q{i}": round(1.0 / n, 4) for i in range(1, n + 1)}
            mode = "none"
        raw = {f"{sid}-q{i}": (tt["weight"] if has_w else 1.0 / n) for i, tt in enumerate(turns, 1)}
        labs = [tt["_label"] for tt in turns]
        num = sum(raw[f"{sid}-q{i}"] for i, l in enumerate(labs, 1) if l == C)
        den = sum(raw[f"{sid}-q{i}"] for i, l in enumerate(labs, 1) if l != I)
        if den == 0:
            score, verdict = None, I
        else:
            score = round(num / den, 4)
            verdict = C if num / den >= 0.5 - 1e-9 else N
        expected.append({"session_id": sid, "assistant_id": aid, "n_interactions": n,
                         "n_compliant": labs.count(C), "n_non_compliant": labs.count(N),
                         "n_irrelevant": labs.count(I), "weight_mode": mode, "resolved_weights": w,
                         "expected_score": score, "expected_verdict": verdict})
    for name, rows in (("conversations.jsonl", convs), ("labels.jsonl", labels),
                       ("expected_sessions.jsonl", expected)):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(convs)} sessions, {len(labels)} interactions")


if __name__ == "__main__":
    main()
