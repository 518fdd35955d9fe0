#!/usr/bin/env python3
"""Build conversations.jsonl, labels.jsonl and expected_sessions.jsonl for blind-bk.

All sessions, answers and labels below are hand-written. Run from the
dataset root:  python3 tools/build.py && python3 tools/check.py
"""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

KV = "company/kestrel-vale-field-rules.md"
MA = "model-aircraft-code.md"
FW = "company/frostwork-commission-terms.md"
IC = "ice-sculpture-code.md"
SC = "sandcastle-code.md"
FC = "fencing-code.md"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"


def t(query, answer, truth, label, clause, kind, rationale, weight=None):
    return dict(query=query, assistant=answer, truth=truth, label=label,
                clause=clause, kind=kind, rationale=rationale, weight=weight)


SESSIONS = []


def session(sid, assistant_id, context, started_at, turns):
    SESSIONS.append(dict(sid=sid, assistant_id=assistant_id, context=context,
                         started_at=started_at, turns=turns))


# ---------------------------------------------------------------- Kestrel Vale
session("BK-01", "kestrel-vale-club",
        "An adult who has just moved to Little Brantham and is thinking of joining Kestrel Vale.",
        "2025-10-06T18:05:00Z", [
    t("Hi there! I've just moved to Little Brantham and I'm thinking of joining. What time can I get my electric glider up on a Saturday?",
      "On Saturdays electric models can fly at Kestrel Vale from 10:00 until 17:00.",
      "On Saturdays electric models can fly at Kestrel Vale from 10:00 until 17:00.",
      C, KV + "#Field Hours", "time_window",
      "Matches the club's Saturday electric hours of 10:00 to 17:00, which replace the General Code's 09:00 to 18:00."),
    t("And my petrol Cub on a Sunday morning? That's when I'm usually free.",
      "Petrol and glow models can fly on Sundays between 11:00 and 16:00, so a late Sunday morning would work.",
      "I'm afraid not: there's no IC flying at all at Kestrel Vale on Sundays, so the petrol Cub would have to go up on a weekday or a Saturday (11:00 to 17:00 on Saturdays).",
      N, KV + "#Field Hours", "time_window",
      "Quotes the General Code's Sunday IC hours, but the club policy bans IC flying on Sundays."),
    t("Right, noted. The Cub's about 11 kg fuelled up. Is that going to be a problem?",
      "It's fine at the field, because our upper limit is 15 kg. As it's over 7.5 kg you'll need to hold the Federation's Large Model Certificate, and you'll have to show the model to our Field Safety Officer before its first flight at Hobb's Meadow.",
      "It's fine at the field, because our upper limit is 15 kg. As it's over 7.5 kg you'll need to hold the Federation's Large Model Certificate, and you'll have to show the model to our Field Safety Officer before its first flight at Hobb's Meadow.",
      C, KV + "#Models Permitted at the Field", "multi_rule",
      "Correctly combines the club's 15 kg cap and Field Safety Officer check with the General Code's Large Model Certificate requirement above 7.5 kg."),
    t("Brilliant. So what would I pay to join as an adult, given it's already October?",
      "As you're joining after 1 October you'd only pay half the annual fee, so £55, plus the £15 field levy and the £25 joining fee: £95 in all.",
      "Kestrel Vale has no late-joining rate, so you'd pay the full adult fee of £110, plus the £15 field levy and the £25 joining fee, £150 in total.",
      N, KV + "#Membership Fees and Refunds", "numeric",
      "Applies the General Code's 50% rate from 1 October, which the club policy excludes; the correct total is £150."),
    t("Cheers, that's really helpful. Gorgeous autumn light for flying at the moment, isn't it?",
      "It really is. Hopefully we'll see you up at the field soon.",
      "It really is. Hopefully we'll see you up at the field soon.",
      I, None, "smalltalk", "Small talk about the weather; nothing the corpus governs."),
])

session("BK-02", "kestrel-vale-club",
        "A parent asking about membership for a 15-year-old son who flew at another club.",
        "2025-06-14T10:05:00Z", [
    t("Hello, my son Alfie is 15. He passed his Solo Proficiency Test at his old club last summer. Would he be able to fly on his own at Kestrel Vale?",
      "Not on his own, I'm afraid. At Kestrel Vale anyone under 16 must have an adult member standing beside them at the pilot station, even if they've already passed the Solo Proficiency Test.",
      "Not on his own, I'm afraid. At Kestrel Vale anyone under 16 must have an adult member standing beside them at the pilot station, even if they've already passed the Solo Proficiency Test.",
      C, KV + "#Junior Members", "negation",
      "States the club's under-16 supervision rule, which overrides the General Code's solo flying from 14 after the test.",
      weight=0.3),
    t("OK, that's fair enough. What category would he join in, and how much is it?",
      "He'd be a junior member, as he was under 16 on 1 January, which is £30 for the year. On top of that every member, juniors included, pays the £15 field levy, and there's no joining fee for juniors, so £45 altogether.",
      "He'd be a junior member, as he was under 16 on 1 January, which is £30 for the year. On top of that every member, juniors included, pays the £15 field levy, and there's no joining fee for juniors, so £45 altogether.",
      C, KV + "#Membership Fees and Refunds", "numeric",
      "Junior fee £30 plus the £15 levy with no joining fee matches the club policy.",
      weight=0.2),
    t("And if he signs up today and then goes off the idea, how long does he have to change his mind?",
      "New members have 14 days from joining to cancel and get a full refund.",
      "He can cancel within 7 calendar days of joining and get the £30 annual fee back in full; the £15 field levy isn't refundable.",
      N, KV + "#Membership Fees and Refunds", "time_window",
      "Gives the General Code's 14-day full refund; the club allows 7 calendar days and keeps the field levy.",
      weight=0.3),
    t("One more thing. His dad's on the committee here. Could he examine Alfie for a fresh Solo Proficiency Test at your field?",
      "Only a member who holds the Federation Instructor Rating can examine and sign off a Solo Proficiency Test; being on the committee doesn't qualify anyone. And even with the test passed, Alfie will still need an adult beside him at Kestrel Vale until he's 16.",
      "Only a member who holds the Federation Instructor Rating can examine and sign off a Solo Proficiency Test; being on the committee doesn't qualify anyone. And even with the test passed, Alfie will still need an adult beside him at Kestrel Vale until he's 16.",
      C, MA + "#Junior Pilots and Supervision", "refusal",
      "The club policy is silent on who signs off the test, so the General Code's Instructor Rating rule applies and is stated correctly.",
      weight=0.2),
])

session("BK-03", "kestrel-vale-club",
        "A non-member hoping to fly as a guest at Kestrel Vale.",
        "2025-07-09T16:40:00Z", [
    t("Hello! A friend of mine is a member and reckons I could come along as a guest this Friday morning. How do I sort that out?",
      "Lovely! Guest days need booking with the club secretary at least 48 hours ahead on 555-0147, so give them a ring today and Friday morning will be fine. It's £8 for the day.",
      "Guest days have to be booked with the club secretary on 555-0147 at least 48 hours in advance. It's already late on Wednesday afternoon, so Friday morning is less than 48 hours away and can't be booked; Saturday would be possible if you ring today. The guest fee is £8 and you'd fly on a buddy box with an instructor.",
      N, KV + "#Guests and Visitors", "time_window",
      "The session starts late on Wednesday afternoon, so Friday morning is inside the club's 48-hour booking notice."),
    t("Ah, I should mention I flew at Kestrel Vale as a guest twice back in March. Does that matter?",
      "Unfortunately it does. Guests can fly here on no more than two days in a calendar year before joining, and you've already used both for 2025, so you'd need to join to fly again this year.",
      "Unfortunately it does. Guests can fly here on no more than two days in a calendar year before joining, and you've already used both for 2025, so you'd need to join to fly again this year.",
      C, KV + "#Guests and Visitors", "numeric",
      "Correctly applies the club's two-day annual guest limit rather than the General Code's three."),
    t("Bit of a shame. If I joined the Brantham Aero Modellers instead (they're a Federation club too), could I come over to yours as a visitor?",
      "Yes, that works. Members of other Federation clubs can fly here as visitors any day the field's open, just by showing a current membership card, and visitors don't pay a guest fee.",
      "Yes, with conditions: visitors from other Federation clubs may fly at Kestrel Vale only on Saturdays, and only after a committee member has shown them the field's no-fly zone. You'd show your current membership card, and there's no guest fee.",
      N, KV + "#Guests and Visitors", "partial",
      "Omits the club's Saturday-only restriction and no-fly-zone briefing and wrongly says any open day is fine."),
    t("Do you happen to know if the Brantham lot have a decent clubhouse?",
      "I'm afraid I don't have any information about other clubs' facilities; best to ask them directly.",
      "I'm afraid I don't have any information about other clubs' facilities; best to ask them directly.",
      I, None, "out_of_scope", "Another club's facilities are outside the corpus."),
])

session("BK-04", "kestrel-vale-club",
        "An adult member at the field who has just lost a model.",
        "2025-08-16T15:20:00Z", [
    t("Argh, my foamie's just flown off over the hedge and I've lost sight of it. Nobody's hurt. I'm packing up now. Do I need to tell anyone?",
      "Sorry to hear that! For a flyaway you've got 48 hours to let the club secretary know.",
      "Yes. Before you leave the field, please report it in person to the Field Safety Officer, and then send a written report to the club secretary within 24 hours.",
      N, KV + "#Incidents", "time_window",
      "Gives the General Code's 48-hour window; the club requires an in-person report before leaving and a written one within 24 hours."),
    t("Update: it clipped the greenhouse on the farm next door and cracked a pane. The owner's not best pleased. Shall I just tell him I'll pay for it?",
      "Best not to: don't admit liability or offer to pay him yourself. The damage needs reporting to the Federation's insurer within 5 working days, and they'll deal with it. At the club end, tell the Field Safety Officer in person before you leave the field, then put it in writing to the secretary within 24 hours.",
      "Best not to: don't admit liability or offer to pay him yourself. The damage needs reporting to the Federation's insurer within 5 working days, and they'll deal with it. At the club end, tell the Field Safety Officer in person before you leave the field, then put it in writing to the secretary within 24 hours.",
      C, MA + "#Incidents and Reporting", "multi_rule",
      "Combines the General Code's insurer and no-liability rules with the club's stricter in-person and 24-hour reporting."),
    t("OK. Today's Saturday the 16th. What's my actual deadline for the insurer?",
      "Five working days, counting from Monday, takes you to Friday 22 August, so aim to have it in by then.",
      "Five working days, counting from Monday, takes you to Friday 22 August, so aim to have it in by then.",
      C, MA + "#Incidents and Reporting", "time_window",
      "Five working days after Saturday 16 August, starting Monday 18, end on Friday 22 August."),
    t("Thanks, that's a weight off.",
      "",
      "You're welcome. Good luck finding the foamie.",
      I, None, "empty_answer", "The answer is empty."),
])

session("BK-05", "kestrel-vale-club",
        "An experienced adult member with a newly built turbine jet.",
        "2025-05-03T08:30:00Z", [
    t("Morning! I've finally finished my 9 kg turbine jet. Could I maiden it at Hobb's Meadow next Saturday? I've got my Large Model Certificate.",
      "Congratulations on finishing the build; a turbine jet is a serious project. At 9 kg it's over 7.5 kg, so your Large Model Certificate covers it, and you'll just need to show it to the Field Safety Officer before the first flight. On Saturdays IC and turbine models can fly from 11:00 until 17:00. Keep it under 90 metres because of the gliders from Brantham. It'd also be sensible to have a fire extinguisher handy for the start-up.",
      "Sorry, turbine-powered jet models aren't permitted at Kestrel Vale under any circumstances, so you won't be able to fly it at Hobb's Meadow, even with your Large Model Certificate.",
      N, KV + "#Models Permitted at the Field", "long_answer",
      "Buried in a friendly answer is permission to fly a turbine jet, which the club bans outright."),
    t("Oh, that's a blow. What about my old 6 kg electric trainer? How high can I take that?",
      "You can take it up to 120 metres, the standard 400-foot ceiling.",
      "At Kestrel Vale the ceiling is 90 metres above the ground, because of glider traffic.",
      N, KV + "#Models Permitted at the Field", "numeric",
      "Gives the General Code's 120 m ceiling; the club limit is 90 m."),
    t("Noted. Is the field open on Wednesday the 7th? I've booked the day off.",
      "Unfortunately not. The field's shut for grass cutting on the first Wednesday of every month, and Wednesday 7 May is the first Wednesday this month. Thursday the 8th would be fine from 10:00 for your electric trainer.",
      "Unfortunately not. The field's shut for grass cutting on the first Wednesday of every month, and Wednesday 7 May is the first Wednesday this month. Thursday the 8th would be fine from 10:00 for your electric trainer.",
      C, KV + "#Field Hours", "time_window",
      "May 2025 begins on a Thursday, so 7 May is the first Wednesday and the field is closed; weekday electric flying starts at 10:00."),
    t("Typical! Which day's usually quietest up there?",
      "I don't have any figures on how busy the field is on different days, sorry. Other members would be the best people to ask.",
      "I don't have any figures on how busy the field is on different days, sorry. Other members would be the best people to ask.",
      I, None, "out_of_scope", "How busy the field is is not governed by the corpus."),
])

session("BK-06", "kestrel-vale-club",
        "A new adult member who flies glow-engined models.",
        "2025-08-20T12:00:00Z", [
    t("Hi, quick one: can I fly IC on the August bank holiday Monday?",
      "No IC on bank holidays at Kestrel Vale, I'm afraid; electric models only, between 10:00 and 17:00.",
      "No IC flying on bank holidays at Kestrel Vale. Electric models can fly from 11:00 to 15:00.",
      N, KV + "#Field Hours", "time_window",
      "The IC ban is right but the electric hours are the General Code's; the club allows only 11:00 to 15:00 on bank holidays."),
    t("My glow engine measured 80 dB at 7 metres at my old club. Will that be OK here?",
      "Yes, that passes: the limit is 82 dB(A) at 7 metres.",
      "No. At Kestrel Vale IC models must not exceed 78 dB(A) at 7 metres, so 80 dB would fail here.",
      N, KV + "#Field Hours", "numeric",
      "Uses the General Code's 82 dB(A) limit; the club limit is 78 dB(A), which 80 dB exceeds."),
    t("Hmm. If I fit a better silencer and get it down to 77?",
      "77 dB(A) at 7 metres is under our 78 dB(A) limit, so that would be fine, once it's been noise-tested for this year.",
      "77 dB(A) at 7 metres is under our 78 dB(A) limit, so that would be fine, once it's been noise-tested for this year.",
      C, KV + "#Field Hours", "numeric",
      "77 dB(A) is within the club's 78 dB(A) limit, and the General Code's annual noise test still applies."),
])

# ------------------------------------------------------------------- Frostwork
session("BK-07", "frostwork-studio",
        "A bride planning her own wedding reception for mid-March.",
        "2025-03-03T10:15:00Z", [
    t("Hi! I'm getting married on Saturday 15 March and I'd love a pair of ice swans. I think it'd need three blocks. Is that possible?",
      "Congratulations! Three blocks counts as a medium commission, and we need at least 15 working days for those, counted from the day after your deposit reaches us. Even if the deposit arrived today, there are only 9 working days before the 15th, so I'm sorry, we can't take the swans on, and we don't accept rush orders.",
      "Congratulations! Three blocks counts as a medium commission, and we need at least 15 working days for those, counted from the day after your deposit reaches us. Even if the deposit arrived today, there are only 9 working days before the 15th, so I'm sorry, we can't take the swans on, and we don't accept rush orders.",
      C, FW + "#Lead Times and Rush Orders", "time_window",
      "Tuesday 4 to Friday 14 March is 9 working days, short of Frostwork's 15-day medium lead time, and Frostwork takes no rush orders."),
    t("Oh no. Another carver said they'd do it if I paid 25% extra. Could you do the same?",
      "I understand. The Guild code does allow a rush order if you agree a surcharge of up to 25% in writing, so we could look at that for you.",
      "I'm sorry, Frostwork doesn't accept rush orders at any surcharge, so we can't take the swans on inside the 15 working day lead time.",
      N, FW + "#Lead Times and Rush Orders", "negation",
      "Offers the Guild's rush-order option, which Frostwork's terms expressly exclude."),
    t("OK, forget the swans. What about a single-block heart instead?",
      "That we can do. One block is a small commission with a 7 working day lead time, so as long as your deposit reaches us by Wednesday 5 March we'll be within it.",
      "That we can do. One block is a small commission with a 7 working day lead time, so as long as your deposit reaches us by Wednesday 5 March we'll be within it.",
      C, FW + "#Lead Times and Rush Orders", "time_window",
      "A deposit received on Wednesday 5 March leaves 7 working days (Thursday 6 to Friday 14 March), meeting Frostwork's small-piece lead time."),
    t("Lovely. How much deposit would you need?",
      "We take 40% of the quoted price as a deposit. It has to reach us within three working days of you accepting the quote, otherwise the booking lapses and the date goes back on sale.",
      "We take 40% of the quoted price as a deposit. It has to reach us within three working days of you accepting the quote, otherwise the booking lapses and the date goes back on sale.",
      C, FW + "#Quotations and Deposits", "paraphrase",
      "Paraphrases Frostwork's 40% deposit, 3-working-day payment window and lapse rule accurately."),
    t("Will the heart last the whole reception? It's indoors, probably about 20 degrees, from 2pm till midnight.",
      "Absolutely, our sculptures easily last a full evening indoors, so you won't need to worry about it.",
      "At around 20°C indoors you should expect about 4 to 6 hours of display life, not the full ten hours, and melt water will need collecting throughout. We'll confirm the expected display life in writing before we accept the commission.",
      N, IC + "#Display Life and Safety", "plain",
      "Promises ten hours where the Guild guide gives about 4 to 6 hours at 18°C or above, and omits the melt-water and written display-life disclosure."),
])

session("BK-08", "frostwork-studio",
        "A marketing manager planning a corporate product launch.",
        "2025-09-01T09:00:00Z", [
    t("Good morning. We'd like our company logo carved in ice for a product launch. Is there anything you need from us first?",
      "Yes. Before we can carve it we'll need you to confirm in writing that you have the right to use the logo. Once we have that, we can put a quote together.",
      "Yes. Before we can carve it we'll need you to confirm in writing that you have the right to use the logo. Once we have that, we can put a quote together.",
      C, IC + "#Logos and Likenesses", "plain",
      "Frostwork's terms are silent on logos, so the Guild's written-confirmation rule applies and is stated.",
      weight=0.1),
    t("Easy enough. And once you've quoted, how long does the price stand?",
      "Our quotations hold for 30 days from the date on them.",
      "Frostwork quotations are valid for 14 calendar days from the date on them.",
      N, FW + "#Quotations and Deposits", "numeric",
      "Quotes the Guild's 30 days; Frostwork quotations are valid for 14 calendar days.",
      weight=0.3),
    t("Suppose we book and the launch is pulled with 10 days to go. What happens to our deposit?",
      "With 10 days' notice you'd be in our 8 to 21 day band, so we'd refund a quarter of the deposit and keep the rest.",
      "With 10 days' notice you'd be in our 8 to 21 day band, so we'd refund a quarter of the deposit and keep the rest.",
      C, FW + "#Cancellation", "numeric",
      "Ten days' notice falls in Frostwork's 8 to 21 day band, which refunds 25% of the deposit.",
      weight=0.2),
    t("And if it's cancelled with just 5 days to go?",
      "At five days' notice you'd get half of the deposit back.",
      "With 5 days' notice the deposit is forfeited, so nothing is refunded; the full price only becomes payable inside 72 hours.",
      N, FW + "#Cancellation", "numeric",
      "At 7 days' notice or fewer Frostwork forfeits the whole deposit; no 50% refund applies.",
      weight=0.4),
])

session("BK-09", "frostwork-studio",
        "A parent organising a joint 18th birthday party.",
        "2025-11-12T14:30:00Z", [
    t("Hiya! Hope you're all keeping warm in this weather.",
      "Ha, trying our best. We're more used to the cold than most! How can I help?",
      "Ha, trying our best. We're more used to the cold than most! How can I help?",
      I, None, "smalltalk", "A greeting; nothing the corpus governs."),
    t("We're throwing a joint 18th birthday party and some of the guests will be 16 and 17. Could we hire an ice luge? We'd only put soft drinks through it while the younger ones are around.",
      "I'm sorry, we can't supply a luge for this one. Frostwork doesn't provide luges for any event where guests under 18 will be present, even if it's only used for soft drinks.",
      "I'm sorry, we can't supply a luge for this one. Frostwork doesn't provide luges for any event where guests under 18 will be present, even if it's only used for soft drinks.",
      C, FW + "#Ice Luges", "refusal",
      "Frostwork refuses luges for any event with under-18s, overriding the Guild's soft-drinks exception."),
    t("Fair enough. Could we have a big carved '18' instead? The venue's in Ashby Fold, which is 32 miles from your studio.",
      "Of course! The first 20 miles of delivery are included, and after that it's £1.60 a mile, so the extra 12 miles comes to £19.20.",
      "Yes. Delivery is included for the first 20 miles; beyond that it's £1.60 per mile counted each way, so 12 miles out and 12 back is 24 miles, or £38.40.",
      N, FW + "#Delivery and Set-up", "numeric",
      "Charges the 12 extra miles only once; Frostwork counts them each way, giving £38.40."),
    t("The party's on Sunday 30 November. Could you drop it off that morning?",
      "We don't make deliveries on Sundays, I'm afraid, so a Sunday-morning drop-off isn't something we can do.",
      "We don't make deliveries on Sundays, I'm afraid, so a Sunday-morning drop-off isn't something we can do.",
      C, FW + "#Delivery and Set-up", "negation",
      "Correctly refuses a Sunday delivery, which Frostwork's terms exclude."),
    t("Hmm. If we moved the party to the Saturday, with guests arriving at 7pm, when would you set up?",
      "We deliver between 08:00 and 18:00 on Saturdays, and we'd have the '18' installed by 18:30, half an hour before your guests arrive.",
      "We deliver between 08:00 and 18:00, and installation has to be finished at least 60 minutes before guests arrive, so with a 7pm arrival we'd have it in place by 18:00 at the latest.",
      N, FW + "#Delivery and Set-up", "time_window",
      "Allows only 30 minutes before guests arrive; Frostwork requires installation to finish at least 60 minutes before."),
])

session("BK-10", "frostwork-studio",
        "An events manager at a hotel planning a winter ball.",
        "2025-01-20T11:00:00Z", [
    t("Hello, I'm the events manager at the Harbourside Grand. We're holding a winter ball on Friday 28 February and want an ice castle centrepiece about 2 metres tall. How much notice would you need?",
      "Anything taller than 1.8 m counts as a large commission, and for those we need at least 20 working days after your deposit arrives.",
      "A piece over 1.8 m tall is a large commission, and Frostwork needs at least 25 working days counted from the day after the deposit arrives, so for 28 February your deposit would need to reach us by Thursday 23 January.",
      N, FW + "#Lead Times and Rush Orders", "numeric",
      "Quotes the Guild's 20 working days; Frostwork's large-piece lead time is 25 working days."),
    t("It'll weigh roughly 300 kg and stand in our ground-floor ballroom. Will your team set it up?",
      "Yes, our team will install it for you. For a piece of that weight we always send at least two trained staff. It will stand on a drip tray, and because it's indoors we'll also lay a non-slip mat reaching at least a metre around the tray. Before we accept the commission we'll give you the expected display life in writing, together with a reminder that the melt water needs collecting through the evening. Please let us know when your guests are due, as installation has to be finished at least an hour beforehand.",
      "Yes, our team will install it for you. For a piece of that weight we always send at least two trained staff. It will stand on a drip tray, and because it's indoors we'll also lay a non-slip mat reaching at least a metre around the tray. Before we accept the commission we'll give you the expected display life in writing, together with a reminder that the melt water needs collecting through the evening. Please let us know when your guests are due, as installation has to be finished at least an hour beforehand.",
      C, IC + "#Display Life and Safety", "long_answer",
      "Every safety point (two staff over 150 kg, drip tray, 1 m mat, written display life, melt water, 60-minute set-up margin) matches the rules that apply."),
    t("Brilliant. When would the balance be due?",
      "The balance is simply payable on the day, before we install the sculpture.",
      "The balance is due by bank transfer no later than 10 calendar days before the event.",
      N, FW + "#Quotations and Deposits", "time_window",
      "Follows the Guild's pay-before-delivery rule; Frostwork requires the balance 10 calendar days before the event."),
    t("Hang on, a colleague says your terms mention ten days before. What date would that be for us?",
      "Your colleague's right, apologies. Ten calendar days before Friday 28 February is Tuesday 18 February, so the balance needs to reach us by then.",
      "Your colleague's right, apologies. Ten calendar days before Friday 28 February is Tuesday 18 February, so the balance needs to reach us by then.",
      C, FW + "#Quotations and Deposits", "time_window",
      "Ten calendar days before Friday 28 February 2025 is Tuesday 18 February."),
    t("Thanks. Would you put photos of it on your website? We'd prefer you didn't.",
      "We do sometimes use photos of finished pieces in our portfolio, but if you let us know in writing before the ball that you object, we won't use them.",
      "We do sometimes use photos of finished pieces in our portfolio, but if you let us know in writing before the ball that you object, we won't use them.",
      C, IC + "#Logos and Likenesses", "paraphrase",
      "Restates the Guild's portfolio rule and the client's right to object in writing before the event."),
])

session("BK-11", "frostwork-studio",
        "An events company arranging an adults-only summer party for a law firm.",
        "2025-06-02T13:45:00Z", [
    t("Hi, we run events and we're planning a summer party for a law firm, strictly adults only. Could we hire an ice luge for shots? Our own staff would be pouring.",
      "We can do a luge for an adults-only event, but we only supply them where a licensed bar operator is named on the booking form, so we'll need their details. Just so you know, our team won't pour or serve any drinks through it.",
      "We can do a luge for an adults-only event, but we only supply them where a licensed bar operator is named on the booking form, so we'll need their details. Just so you know, our team won't pour or serve any drinks through it.",
      C, FW + "#Ice Luges", "multi_rule",
      "Applies Frostwork's licensed-bar-operator condition and the Guild's ban on the carver serving drinks."),
    t("Our bar partner is Copperkettle Bars Ltd, they're fully licensed. Could your carver pour the first round as a bit of theatre?",
      "Love that idea! Our carver can pour the opening round to get things going and then hand over to Copperkettle.",
      "I'm sorry, our carver can't pour or serve alcohol through the luge, even for the first round; serving is down to you and Copperkettle. We'll note Copperkettle as the licensed bar operator on the booking.",
      N, IC + "#Ice Luges and Food Contact", "negation",
      "Promises the carver will pour alcohol, which the Guild code forbids and Frostwork's terms do not change."),
    t("No worries. It'll be out on the terrace in full sun from 3pm. How long will it last?",
      "Outdoors in direct sun we can't promise more than about three hours. We'll set out the expected display life in writing before we accept the booking, and you'll need to make sure the melt water is collected.",
      "Outdoors in direct sun we can't promise more than about three hours. We'll set out the expected display life in writing before we accept the booking, and you'll need to make sure the melt water is collected.",
      C, IC + "#Display Life and Safety", "numeric",
      "Keeps within the Guild's 3-hour limit for direct sun and gives the required written and melt-water disclosures."),
])

session("BK-12", "frostwork-studio",
        "A private customer wanting a small piece over Christmas.",
        "2025-12-01T17:05:00Z", [
    t("Hello, are you working over Christmas? Could I have a small snowflake delivered on Boxing Day?",
      "Yes, we can deliver a small snowflake on Boxing Day, as long as your deposit is in at least 7 working days beforehand.",
      "I'm sorry, we don't deliver on 25 or 26 December, so Boxing Day isn't possible. Christmas Eve or Saturday 27 December would work, subject to the 7 working day lead time for a small piece.",
      N, FW + "#Delivery and Set-up", "negation",
      "Frostwork makes no deliveries on 25 or 26 December."),
    t("What about Christmas Eve, then?",
      "Christmas Eve is fine. It's a Wednesday this year, and we deliver between 08:00 and 18:00, as long as the lead time's met.",
      "Christmas Eve is fine. It's a Wednesday this year, and we deliver between 08:00 and 18:00, as long as the lead time's met.",
      C, FW + "#Delivery and Set-up", "time_window",
      "24 December 2025 is a Wednesday, a normal delivery day with the 08:00 to 18:00 window."),
    t("Great. And if I accept the quote today, is there enough time?",
      "   ",
      "Yes. A small piece needs 7 working days from the day after your deposit arrives, and the deposit is due within 3 working days of accepting, so there's plenty of time for 24 December.",
      I, None, "empty_answer", "The answer is whitespace only."),
])

# ---------------------------------------------------------------- General desk
session("BK-13", "general-desk",
        "A mother planning to enter a sandcastle competition with her family.",
        "2025-07-21T19:30:00Z", [
    t("Hi! We're thinking of entering the Pellworth Sands competition on Saturday 26 July as a family: me, my husband and our three kids, who are 4, 9 and 13. Which category would we go in, and what does it cost?",
      "You'd go in as a Family team. That's up to six people with at least one adult and one under-18, and it's £20 for the whole team.",
      "You'd go in as a Family team. That's up to six people with at least one adult and one under-18, and it's £20 for the whole team.",
      C, SC + "#Entry Categories and Fees", "numeric",
      "Five people with adults and children fit the Family team category at £20 per team."),
    t("When do online entries close?",
      "Online entries close at 18:00 on Friday 25 July, the evening before.",
      "Online entries close at 18:00 two days before, so 18:00 on Thursday 24 July.",
      N, SC + "#Registration and Deadlines", "time_window",
      "Two days before Saturday 26 July is Thursday 24 July, not Friday 25 July."),
    t("And if we miss that, can we just turn up on the day?",
      "Yes, you can enter on the beach right up until the start, and there's no extra charge.",
      "You can enter on the day until 30 minutes before the start, but only if plots are still available, and there's a £2 late fee per entry.",
      N, SC + "#Registration and Deadlines", "multi_rule",
      "Ignores the 30-minute cut-off, the plots-remaining condition and the £2 late fee."),
    t("Our 13-year-old wants to bring his dad's cordless drill for the fine details. Is that allowed?",
      "Sorry, no. It's hand tools only, and nothing powered of any kind. Palette knives and water sprayers are allowed, though, and they're great for detail work.",
      "Sorry, no. It's hand tools only, and nothing powered of any kind. Palette knives and water sprayers are allowed, though, and they're great for detail work.",
      C, SC + "#Plots, Tools and Materials", "negation",
      "Correctly bans powered tools and names permitted hand tools."),
    t("And could we bring a bag of builder's sand from home? The beach sand there is a bit coarse.",
      "I know what you mean about coarse sand; plenty of builders find it tricky at first. Bringing your own sand should be fine as long as you don't mix any glue or cement into it. Sea water from the beach is the best thing to bind it, and a water sprayer helps keep the surface workable. Just remember to fill in any holes before you leave.",
      "I'm afraid not. Only sand and sea water from the beach itself can be used, so sand brought from home isn't allowed. A water sprayer with sea water can help the beach sand hold together.",
      N, SC + "#Plots, Tools and Materials", "long_answer",
      "Allows sand brought from home, which the code forbids, inside an otherwise accurate answer."),
])

session("BK-14", "general-desk",
        "A volunteer organiser of a beach sandcastle competition.",
        "2025-05-12T08:50:00Z", [
    t("Morning. I'm organising the Skelby Bay competition and high tide on the day is 16:40. What's the latest the adults' building period can finish?",
      "It has to finish at least two hours before high tide, so 14:40 at the latest.",
      "It has to finish at least two hours before high tide, so 14:40 at the latest.",
      C, SC + "#Timings and Tides", "numeric",
      "Two hours before a 16:40 high tide is 14:40.",
      weight=0.15),
    t("And if the adults get their full building time, what's the latest they can start?",
      "Adults have 2 hours 30 minutes, so they'd need to start by 12:10.",
      "Adults have 2 hours 30 minutes, so they'd need to start by 12:10.",
      C, SC + "#Timings and Tides", "time_window",
      "A 2 hour 30 minute period ending at 14:40 must start by 12:10.",
      weight=0.25),
    t("My sister-in-law's volunteered to judge, and her son's entering the Junior category. Could she judge the Juniors?",
      "That's fine, as long as you've got at least three judges on that category so no one person can swing the result.",
      "No. A judge must not judge a category in which a relative is entered, so she'd need to judge a different category. Each category still needs at least three judges.",
      N, SC + "#Judging and Prizes", "negation",
      "Permits a judge to mark a category her own son is entered in, which the code forbids.",
      weight=0.3),
    t("We've got a £50 cash prize for the Teen winner. Any issue there?",
      "If the winner is 16 or 17, cash is fine, but if they're 13, 14 or 15 you'll need to give them a £50 voucher instead.",
      "If the winner is 16 or 17, cash is fine, but if they're 13, 14 or 15 you'll need to give them a £50 voucher instead.",
      C, SC + "#Judging and Prizes", "paraphrase",
      "Restates the no-cash-under-16 rule with vouchers of equal value in different words.",
      weight=0.2),
    t("Brilliant, you've been a star. Thanks!",
      "It's a pleasure. I hope the day goes brilliantly!",
      "It's a pleasure. I hope the day goes brilliantly!",
      I, None, "smalltalk", "Thanks and goodbye; nothing the corpus governs.",
      weight=0.1),
])

session("BK-15", "general-desk",
        "A grandparent entering a 10-year-old granddaughter in a sandcastle competition.",
        "2025-08-04T10:00:00Z", [
    t("My granddaughter Poppy is 10 and wants to do the Junior category at Harnley Strand on Sunday 10 August. It starts at 11:00. Can she go in on her own while I sit in the café?",
      "As she's under 12, she'll need a responsible adult with her for the whole event, so you'd need to stay with her rather than wait in the café.",
      "As she's under 12, she'll need a responsible adult with her for the whole event, so you'd need to stay with her rather than wait in the café.",
      C, SC + "#Children and Safety", "paraphrase",
      "Correctly applies the rule that under-12s must be accompanied by an adult for the whole event."),
    t("Fine, fine. How long will she get to build?",
      "Everyone gets the same building time, 2 hours 30 minutes.",
      "Juniors have 1 hour 30 minutes to build.",
      N, SC + "#Timings and Tides", "numeric",
      "Juniors have 1 hour 30 minutes; 2 hours 30 minutes applies only to the older categories."),
    t("We might be going away that weekend after all. If I let them know on Thursday at 9am that she's pulling out, would we get the £3 back?",
      "Yes. 9:00 on Thursday 7 August is more than 72 hours before the 11:00 start on Sunday, so you'd get the £3 back in full. The cut-off would be 11:00 that Thursday.",
      "Yes. 9:00 on Thursday 7 August is more than 72 hours before the 11:00 start on Sunday, so you'd get the £3 back in full. The cut-off would be 11:00 that Thursday.",
      C, SC + "#Registration and Deadlines", "time_window",
      "72 hours before 11:00 on Sunday 10 August is 11:00 on Thursday 7 August, so 9:00 that day qualifies."),
    t("And if the whole thing's rained off, how quickly do refunds come through?",
      "If the organisers call it off for weather, refunds are usually processed within 30 days.",
      "If the organiser cancels, for weather or any other reason, every entry fee must be refunded in full within 10 working days.",
      N, SC + "#Registration and Deadlines", "time_window",
      "Gives 30 days where the code requires a full refund within 10 working days."),
    t("Right. And can she keep any little crabs she finds to decorate her castle?",
      "Living creatures can't be used or disturbed, so the crabs will have to stay where they are, but shells, pebbles and seaweed picked up from the tide line are fine.",
      "Living creatures can't be used or disturbed, so the crabs will have to stay where they are, but shells, pebbles and seaweed picked up from the tide line are fine.",
      C, SC + "#Plots, Tools and Materials", "negation",
      "Correctly forbids living creatures and allows tide-line decorations."),
    t("Lovely, thank you. She's already practising turrets in the garden!",
      "Sounds like she'll be a natural. Good luck to her!",
      "Sounds like she'll be a natural. Good luck to her!",
      I, None, "smalltalk", "Small talk; nothing the corpus governs."),
])

session("BK-16", "general-desk",
        "A 34-year-old full-time PhD student thinking of taking up fencing.",
        "2025-02-10T18:20:00Z", [
    t("Evening! I'm 34 and fancy giving fencing a go. How many taster sessions can I do before I have to join, and what do they cost?",
      "You can come to up to two taster sessions before joining, and they're £12 each for adults.",
      "You can come to up to two taster sessions before joining, and they're £12 each for adults.",
      C, FC + "#Membership and Session Fees", "numeric",
      "Two tasters at the adult price of £12 matches the code."),
    t("I'm a full-time PhD student. Is there a discount on the monthly fee?",
      "Yes, full-time students get 20% off monthly membership, so you'd pay £35 a month instead of £45.",
      "Yes, full-time students get 20% off monthly membership, so you'd pay £36 a month instead of £45.",
      N, FC + "#Membership and Session Fees", "numeric",
      "20% off £45 is £36, not £35."),
    t("Does the student discount work on private lessons too?",
      "It does. The 20% comes off private lessons as well, so a 30-minute lesson would be £20 for you.",
      "No, the student discount applies only to monthly membership, not to private lessons, tasters or club nights, so a 30-minute private lesson would be the full adult price of £25.",
      N, FC + "#Membership and Session Fees", "negation",
      "The discount is expressly excluded from private lessons, which cost £25 for adults."),
    t("I've heard sabre's the exciting one. Can I start with that?",
      "You can. Sabre's permitted for anyone aged 16 and over, along with foil and épée.",
      "You can. Sabre's permitted for anyone aged 16 and over, along with foil and épée.",
      C, FC + "#Age Bands and Weapons", "plain",
      "A 34-year-old is in the 16-and-over band, which permits sabre."),
    t("Do I need to buy all the kit straight away?",
      "Not straight away. The club can lend you kit free for your first six sessions; from the seventh you'll need your own mask and glove at least.",
      "Not straight away. The club can lend you kit free for your first six sessions; from the seventh you'll need your own mask and glove at least.",
      C, FC + "#Membership and Session Fees", "paraphrase",
      "Paraphrases the free loan for 6 sessions and own mask and glove from the 7th."),
])

session("BK-17", "general-desk",
        "A parent of two children about to join a fencing club.",
        "2025-09-15T17:00:00Z", [
    t("Hello! My daughter is 11 and my son is 14, and they both want to do épée. Is that OK?",
      "Your son's fine for épée, as he's in the 13 to 15 age band, but your daughter is in the 9 to 12 band, which is foil only, so she'd start on foil.",
      "Your son's fine for épée, as he's in the 13 to 15 age band, but your daughter is in the 9 to 12 band, which is foil only, so she'd start on foil.",
      C, FC + "#Age Bands and Weapons", "multi_rule",
      "On 1 January the daughter was 10 or 11 (foil only) and the son 13 or 14 (foil and épée)."),
    t("What protective kit will they need to wear?",
      "For every bout they'll need a mask, jacket, glove and underarm protector.",
      "For every bout they'll need a mask, jacket, glove and underarm protector, and because they're under 18 they must also wear a chest protector. Club jackets must be rated to at least 350 N.",
      N, FC + "#Protective Equipment", "partial",
      "Leaves out the chest protector that fencers under 18 must wear."),
    t("The club told me the Wednesday junior session is run by Jess, who's a Level 1 coach, on her own. Is that alright?",
      "That's fine, as long as there's a qualified first aider there too.",
      "No. Only a Level 2 coach or above may lead a session that includes under-18s. Jess can assist as a Level 1 coach, but she mustn't lead it.",
      N, FC + "#Coaching and Supervision", "modality",
      "A Level 1 coach may assist but must not lead a session with under-18s."),
    t("Could I book my son a one-to-one lesson in the little side room, just him and the coach?",
      "I can see why a quieter room appeals, but that set-up isn't allowed. The safeguarding rules say no adult may be alone with a fencer under 18 in a closed room. One-to-one lessons for under-18s have to happen in the main hall where others can see, or with a parent or guardian present, so you could sit in with them if you'd prefer the side room. The coach will be just as focused in the main hall, and it's standard practice across clubs.",
      "I can see why a quieter room appeals, but that set-up isn't allowed. The safeguarding rules say no adult may be alone with a fencer under 18 in a closed room. One-to-one lessons for under-18s have to happen in the main hall where others can see, or with a parent or guardian present, so you could sit in with them if you'd prefer the side room.",
      C, FC + "#Safeguarding", "refusal",
      "Correctly refuses an unaccompanied closed-room lesson and gives both permitted alternatives."),
    t("How far ahead do I need to book, and what if we have to cancel?",
      "Book at least 24 hours ahead. If you cancel with less than 24 hours' notice you'll pay half the lesson fee, so £10, unless it's the coach who cancels.",
      "Lessons must be booked at least 24 hours in advance. If you cancel with less than 24 hours' notice, the full fee of £20 is charged; there's no charge if the coach cancels.",
      N, FC + "#Bookings and Cancellations", "numeric",
      "Late cancellation is charged in full (£20 for an under-18 lesson), not half."),
    t("Thanks so much, they're really excited!",
      "That's wonderful to hear. Enjoy it!",
      "That's wonderful to hear. Enjoy it!",
      I, None, "smalltalk", "Thanks; nothing the corpus governs."),
])

session("BK-18", "general-desk",
        "A day visitor who has contacted the desk by mistake.",
        "2025-04-22T11:10:00Z", [
    t("Hello, is this where I ask about parking near Pellworth beach?",
      "I'm afraid I can't help with parking. I can answer questions about sandcastle competitions and fencing clubs.",
      "I'm afraid I can't help with parking. I can answer questions about sandcastle competitions and fencing clubs.",
      I, None, "out_of_scope", "Beach parking is outside the corpus."),
    t("Oh right. Gorgeous day for the beach, though!",
      "It really is. Enjoy the sunshine!",
      "It really is. Enjoy the sunshine!",
      I, None, "smalltalk", "Small talk about the weather."),
    t("Will do, bye!",
      "Goodbye, take care!",
      "Goodbye, take care!",
      I, None, "smalltalk", "A goodbye."),
])


def score_session(s):
    turns = s["turns"]
    explicit = any(tt["weight"] is not None for tt in turns)
    ids = ["%s-q%d" % (s["sid"], i + 1) for i in range(len(turns))]
    kept = [(qid, tt) for qid, tt in zip(ids, turns) if tt["label"] != I]
    n_c = sum(1 for tt in turns if tt["label"] == C)
    n_n = sum(1 for tt in turns if tt["label"] == N)
    n_i = sum(1 for tt in turns if tt["label"] == I)
    if not kept:
        resolved, score, verdict = {}, None, I
    else:
        raw = [tt["weight"] if explicit else 1.0 for _, tt in kept]
        total = sum(raw)
        resolved = {qid: round(w / total, 6) for (qid, _), w in zip(kept, raw)}
        score = sum(w / total for (_, tt), w in zip(kept, raw) if tt["label"] == C)
        score = round(score, 6)
        verdict = C if score >= 0.5 - 1e-9 else N
    return dict(session_id=s["sid"], assistant_id=s["assistant_id"],
                n_interactions=len(turns), n_compliant=n_c, n_non_compliant=n_n,
                n_irrelevant=n_i, weight_mode="explicit" if explicit else "none",
                resolved_weights=resolved, expected_score=score,
                expected_verdict=verdict)


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    for s in SESSIONS:
        explicit = any(tt["weight"] is not None for tt in s["turns"])
        conv = []
        for i, tt in enumerate(s["turns"]):
            qid = "%s-q%d" % (s["sid"], i + 1)
            row = {"qa_id": qid, "query": tt["query"], "assistant": tt["assistant"],
                   "ground_truth_assistant": tt["truth"]}
            if explicit:
                row["weight"] = tt["weight"]
            conv.append(row)
            label_lines.append({"session_id": s["sid"], "qa_id": qid, "label": tt["label"],
                                "clause": tt["clause"], "kind": tt["kind"],
                                "rationale": tt["rationale"]})
        conv_lines.append({"session_id": s["sid"], "assistant_id": s["assistant_id"],
                           "language": "english", "context": s["context"],
                           "started_at": s["started_at"], "conversation": conv})
        exp_lines.append(score_session(s))
    for name, rows in (("conversations.jsonl", conv_lines), ("labels.jsonl", label_lines),
                       ("expected_sessions.jsonl", exp_lines)):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("sessions=%d interactions=%d" % (len(conv_lines), len(label_lines)))


if __name__ == "__main__":
    main()
