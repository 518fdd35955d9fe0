#!/usr/bin/env python3
"""Builds conversations.jsonl, labels.jsonl and expected_sessions.jsonl from the data below.

Stdlib only. Run from anywhere: python3 tools/build_set.py
"""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

GLEN = "glenbrae-hire-assistant"
FERN = "fernhollow-outdoors-assistant"
WILL = "willowreach-punts-assistant"

W = "winter-hire-code.md"
G = "company/glenbrae-hire-policy.md"
F = "foraging-walks-code.md"
T = "treetop-adventure-code.md"
R = "river-punting-code.md"
B = "activity-bookings-standard.md"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"


def t(query, assistant, gt, label, clause, kind, rationale, weight=None):
    return dict(query=query, assistant=assistant, gt=gt, label=label,
                clause=clause, kind=kind, rationale=rationale, weight=weight)


LONG_AS06 = """Happy to lay it all out! Here's everything you need for a three-day snowboard hire for you and a sledge for your five-year-old with us at Glenbrae.

**Who signs and what to bring**
You sign the hire agreement as the hirer, which is fine as you're over 18. Please bring photo ID when you collect, such as a driving licence or passport. One agreement covers both of you.

**Prices for three days in a row**
- Snowboard with boots: £32 for the first day, then £26 for each of the next two days, so £84 altogether.
- Sledge: £11 for the first day and £9 for each of the following days, so £29.
- Helmets: nothing to pay. Every Glenbrae rider wears a helmet, grown-ups included, and one comes with each board and each sledge at no charge. You're welcome to bring your own instead.
- Damage waiver (optional, not pre-ticked): £3 per item for each full day. With it, the most we'd ever charge for damage to an item is £15. Without it, damage is charged at the actual repair cost, up to £100 for a snowboard and £40 for a sledge. Normal wear such as a scratched base is never charged. The waiver doesn't cover loss or theft; missing kit is charged at the replacement value written on your agreement.

**Deposits**
We pre-authorise £60 on your card for the board and £15 for the sledge. Once everything is back, the hold is released within 2 working days, minus any charges we've told you about in writing.

**Your five-year-old on the sledge**
Children under 6 can only go down with a grown-up on the same sledge, so you or another adult will need to ride with her. Sledges are only allowed on the marked Lowfield and Beacon runs, and Beacon is for ages 10 and up, so Lowfield is the one for you two. The sledge runs are open from 09:00 to 16:00 every day. Night sledging on Lowfield (Fridays and Saturdays, 18:00 to 20:30) isn't possible for her with our sledges, as we don't hire for night sessions to anyone under 10.

**Opening and return times**
The shop opens 08:00 to 17:00 Monday to Saturday and 08:00 to 16:30 on Sundays. On your last day please bring everything back by 16:30, or by 16:00 if that day is a Sunday. You get 15 minutes' grace after that. Beyond it we charge £8 per item for each hour or part of an hour, but never more than half the item's full-day price in one day, so at most £16 for the board and £5.50 for the sledge.

**If plans change**
Cancel 48 hours or more before your hire starts and you get everything back; cancel later and you get half back; a no-show without cancelling gets nothing back. If a rider is hurt or falls ill and you have to cancel inside 48 hours, you can instead move the booking once, free of charge, to another date this season. If the resort shuts the slopes or sledge runs for weather and announces it before 10:00, you choose between a full refund and a free move to another date this season. Refunds reach you within 5 working days.

Any questions about board sizes or boots, just ask!"""

LONG_AS18_Q2 = """Of course, here's the full picture for self-hire with Willowreach so you can decide.

**Who can hire**
The person hiring has to be 18 or over and show photo ID at the kiosk. You're responsible for the punt and the pole until they're back with us.

**How many can go**
Each self-hire punt takes up to 6 people, and that includes whoever is doing the punting. For a bigger party you'd need a second punt, or you could book a chauffeured tour, which carries up to 12 passengers.

**Safety kit**
Children under 12 must wear a buoyancy aid the whole time they're on the water. Everyone else can have one too, free of charge; just ask at the kiosk.

**Cost**
The first hour is £30 and is also the minimum. After that, time is charged in half-hour blocks at £15 each, so two hours comes to £60 and three hours to £90. There's no extra charge for paying by card.

**Deposit**
We take a £60 deposit on your card, or you can leave your passport or driving licence with us instead. It comes back to you when the punt and pole are returned undamaged. If something is lost or damaged, the cost comes out of the deposit first: a lost pole is £40, a lost paddle £15, and damage beyond ordinary wear is charged at repair cost up to £250.

**When to be back**
In the summer months, April through September, the punt needs to be back with us by 18:30. From October to March it's 16:00, and in any season you must be off the water by sunset.

**River conditions**
Have a look at the flow board at Milbury Bridge. Green means all punting is fine. Amber means self-hire punts can't go out, although our chauffeured tours still run. Red means all punting stops, and anyone already out has to make for the nearest landing stage. If a red board stops a self-hire you booked in advance, you can have a full refund within 5 working days or a new date, whichever you prefer.

**On the water**
Whoever is punting mustn't drink alcohol before or during the hire. No swimming from the punt, no jumping between punts and no standing on the seats. One dog is welcome per self-hire punt, so a four-legged passenger is fine.

If you'd like to go ahead, I can check what's free this afternoon."""

LONG_AS18_Q4 = """I'm sorry the deposit caused a problem. Here's how a formal complaint works with us, step by step.

**Making the complaint**
You can complain in writing (email or letter) or by phone. Complaints have to be made within 90 days of the activity; your hire was on 10 May, so you're well inside that. It helps to include your booking reference, the date, the amount kept from the deposit and what you'd like us to do, for example return the difference.

**What we do and when**
- We acknowledge your complaint within 2 working days of receiving it.
- We send you a full response within 15 working days. That response explains what we found and what we're offering.

**About the charge itself**
For reference, the charge for a lost pole is set at £40. If the pole was the only thing charged and £60 was kept, then £20 would be due back to you. Any refund we agree goes back to the card or other method you originally paid with, not to a different account, and it has to be paid within 14 calendar days of the date we agree it.

**If you're not happy with our answer**
If you're not satisfied with the full response, or if 8 weeks pass after you complained without a full response, you can take it to the Outdoor Activity Ombudsman on 555-0142. Referring a complaint to them costs you nothing.

**Your information**
While we look into it, you can ask us for a copy of the personal data we hold about you, and we'll send it within one month. Any health details collected for a booking are deleted no later than 6 months after the activity, unless they're needed for an accident report.

**While it's being looked at**
You can carry on booking with us as normal in the meantime, and making a complaint won't affect any future hire. If you'd rather talk it through, you can also phone us; complaints made by phone follow exactly the same timetable as written ones.

**Next steps**
If you like, I can log the complaint now with the details you've given me: self-hire on 10 May, pole lost, £60 kept from the deposit. You'll then get the acknowledgement within 2 working days, and the full reply within 15 working days after that at the latest. Shall I go ahead and log it for you?"""

SESSIONS = [
 # ------------------------------------------------------------ Glenbrae
 dict(sid="AS-01", aid=GLEN, started="2024-12-20T09:14:00Z",
      context="Glenbrae Board and Sledge Hire web chat, Frostmere Valley. A parent is planning a family day on the snow.",
      turns=[
  t("Hi! My son is 7 and desperate to try snowboarding. Can we hire a board for him from you?",
    "Great that he's keen! Boards can be hired for anyone aged 7 and up, so he's good to go. Just bring him in with an adult who'll sign the agreement.",
    "Not at Glenbrae: we only hire snowboards to riders aged 8 and over (the resort code allows 7, but our stricter rule applies).",
    N, G+"#Stricter age and supervision rules", "multi_rule",
    "The resort code allows snowboards from age 7, but Glenbrae's stricter policy sets 8; the Glenbrae assistant applied the code's number."),
  t("Ah OK. What about my daughter, she's 9. Does she need me actually out on the slope with her or can I wait in the cafe?",
    "For anyone under 14 on a board we need the grown-up named on the agreement right there beside them on the slope the whole time, so I'm afraid the cafe will have to wait until she's finished.",
    "She can hire a board; as she is under 14 the named adult must be with her on the slope at all times, not just at the resort.",
    C, G+"#Stricter age and supervision rules", "paraphrase",
    "Matches Glenbrae's rule that under-14 snowboarders must be accompanied on the slope by the named adult at all times, in different words."),
  t("Does she need a helmet, and what does it cost?",
    "Yes, she'll need one as she's under 16. Children's helmets are £3 for the day.",
    "Yes, every Glenbrae rider wears a helmet, and it is included free with the hire.",
    N, G+"#Helmets for everyone", "numeric",
    "Glenbrae includes a helmet free with every hire (and the code also makes under-16 helmets free); a £3 charge contradicts this."),
  t("And me? I'm only going to sledge. Do I need one as an adult?",
    "For adults it's optional on the daytime runs; a helmet is only compulsory on sledges for children under 12, though we'd recommend one. An adult helmet is £4 for the day if you want it.",
    "Yes: at Glenbrae every sledge rider wears a helmet whatever their age, and it comes free with the sledge.",
    N, G+"#Helmets for everyone", "modality",
    "Glenbrae makes helmets compulsory for every rider and free; the answer calls them optional for adults and charges £4, which is the general code's position, not Glenbrae's."),
 ]),
 dict(sid="AS-02", aid=GLEN, started="2025-01-12T10:02:00Z",
      context="Glenbrae Board and Sledge Hire web chat. A customer with two snowboards out on a Sunday asks about return times and late fees.",
      turns=[
  t("I've got two snowboards booked for today, Sunday. What time do they need to be back?",
    "Sundays we shut a bit earlier, so please have them back by 16:00. There's a 15-minute grace period, so anything in by 16:15 is fine.",
    "On Sundays Glenbrae equipment is due back by 16:00, with 15 minutes' grace until 16:15.",
    C, G+"#Return times", "time_window",
    "Correct Sunday return time and grace period under Glenbrae's policy."),
  t("We'll probably be back around 17:00. What would the late fee be?",
    "It's £10 per board for each hour or part of an hour, so turning up at 17:00 you'd pay £10 each, £20 in total.",
    "Late fees start at 16:15 on Sunday; 17:00 is within the first hour, so £8 per board, £16 for both.",
    N, G+"#Fees, deposits and refunds compared with the Code", "numeric",
    "Glenbrae's late fee is £8 per item per hour or part hour; £10 is the general code's maximum, so the amount quoted is wrong."),
  t("What if we're really late, say 19:30?",
    "However late you are, the fee for one board on one day is capped at half of its full-day price, so it can't go above £16 per board, £32 for the two.",
    "The fee is capped at half the full-day price: £16 per board, £32 in total.",
    C, G+"#Fees, deposits and refunds compared with the Code", "numeric",
    "Four part-hours at £8 would be £32 per board, but Glenbrae caps the fee at half the £32 full-day price, i.e. £16 per board; the answer is right."),
  t("Thanks. By the way, anywhere good for dinner in the village?",
    "I don't have restaurant listings, I'm afraid, but the tourist office by the lower lift station can usually point you somewhere nice.",
    "I can't help with restaurants, but the tourist office may be able to.",
    I, None, "out_of_scope", "Restaurant recommendations are not covered by any corpus document."),
 ]),
 dict(sid="AS-03", aid=GLEN, started="2025-01-17T15:40:00Z",
      context="Glenbrae Board and Sledge Hire web chat. A hirer who returned equipment on Friday 17 January 2025 asks about the deposit and damage.",
      turns=[
  t("How much deposit do you hold for a snowboard?",
    "We pre-authorise £100 on your card for each snowboard.",
    "Glenbrae holds £60 per snowboard.",
    N, G+"#Fees, deposits and refunds compared with the Code", "numeric",
    "£100 is the code's maximum; Glenbrae's own deposit for a snowboard is £60."),
  t("We brought our boards back today, Friday 17 January. When does the hold come off?",
    "Deposits are released within three working days of return, so it should drop off by Wednesday 22 January at the latest.",
    "Within 2 working days of return, so by Tuesday 21 January.",
    N, G+"#Fees, deposits and refunds compared with the Code", "time_window",
    "Glenbrae releases deposits within 2 working days (by Tuesday 21 January); the answer used the code's 3-working-day window."),
  t("One board came back with a cracked nose. We took the damage waiver. What's the most we could be charged?",
    "Because you had the waiver, the most we can charge for that damage is £15 for the board.",
    "With the waiver, damage is capped at £15 per item at Glenbrae.",
    C, G+"#Fees, deposits and refunds compared with the Code", "numeric",
    "Matches Glenbrae's £15 cap with the waiver."),
  t("And if we hadn't taken the waiver?",
    "Then it would be whatever the repair actually costs, but never more than £100 for a snowboard.",
    "Actual repair cost, capped at £100 per snowboard.",
    C, G+"#Fees, deposits and refunds compared with the Code", "numeric",
    "Matches Glenbrae's £100 snowboard damage cap."),
  t("Last one: my friend's sledge was stolen from outside the cafe. She had the waiver too. Is that covered?",
    "Yes, the waiver covers loss and theft as well, so she'd pay at most £15 for the sledge.",
    "No. The waiver doesn't cover loss or theft; the sledge is charged at the replacement value on her agreement.",
    N, W+"#Damage and loss", "negation",
    "The code states the damage waiver does not cover loss or theft, and Glenbrae's policy does not change this."),
 ]),
 dict(sid="AS-04", aid=GLEN, started="2025-02-06T10:00:00Z",
      context="Glenbrae Board and Sledge Hire web chat. A customer with a three-day snowboard booking starting Saturday 8 February 2025 (08:30) wants to cancel; message sent Thursday 6 February at 10:00.",
      turns=[
  t("I booked three days of snowboard hire starting Saturday 8 February. It's Thursday 6 February, 10:00 now. If I cancel now, what do I get back?",
    "As you're cancelling more than 48 hours ahead, you'd get everything back.",
    "The hire starts Saturday 08:30, so 48 hours before was Thursday 08:30; cancelling now gets a 50% refund.",
    N, G+"#Cancellations", "time_window",
    "Saturday 08:30 minus 48 hours is Thursday 08:30; at 10:00 on Thursday fewer than 48 hours remain, so only 50% is refundable.", weight=0.2),
  t("The reason is my son twisted his knee yesterday. Does that change anything?",
    "Sorry to hear that. An injury doesn't change the refund band, I'm afraid; it's 50% back and we can't move the dates.",
    "Yes: because a rider is injured you may instead move the whole booking free of charge to another date this season, once.",
    N, G+"#Cancellations", "negation",
    "Glenbrae allows a free one-time move to another date this season when a rider is injured or ill and the cancellation is inside 48 hours; the answer denies it.", weight=0.3),
  t("OK, if I just take the refund, how quickly will the money reach me?",
    "Refunds reach you within 5 working days.",
    "Within 5 working days.",
    C, G+"#Fees, deposits and refunds compared with the Code", "multi_rule",
    "Booking standard says 14 calendar days unless the activity code is shorter, the code says 10 working days, Glenbrae says 5 working days; the strictest applicable rule was given.", weight=0.3),
  t("Will it go back to my PayPal, or can you send it to my bank account instead?",
    "We can send it to whichever account you prefer, just give us your bank details.",
    "It has to go back to the original payment method, your PayPal.",
    N, B+"#Refund method and timing", "modality",
    "Refunds must go back to the original payment method; offering any account the customer prefers contradicts this.", weight=0.2),
 ]),
 dict(sid="AS-05", aid=GLEN, started="2025-01-24T13:25:00Z",
      context="Glenbrae Board and Sledge Hire web chat on Friday 24 January 2025. A parent asks about sledging with an 8-year-old.",
      turns=[
  t("Is there night sledging tonight? It's Friday.",
    "Yes! On Friday and Saturday nights both Lowfield and Beacon are open for sledging from 18:00 to 20:30.",
    "Yes, night sledging runs on Fridays and Saturdays from 18:00 to 20:30, on Lowfield only.",
    N, W+"#Sledge runs and opening hours", "partial",
    "Days and times are right, but night sledging is allowed on Lowfield only, not on Beacon."),
  t("Can my 8-year-old hire a sledge from you for that?",
    "For the night sessions we only hire sledges to riders aged 10 and over, so not for your 8-year-old I'm afraid. Daytime sledging is no problem though.",
    "No, Glenbrae does not hire sledges for night sledging to under-10s; daytime is fine.",
    C, G+"#Stricter age and supervision rules", "refusal",
    "Correct refusal under Glenbrae's rule on night sledging for under-10s."),
  t("Fine. Could we take the sledges on the blue piste by the chairlift during the day instead? It looks quieter.",
    "Sorry, no. Sledges aren't allowed on the ski pistes or lift tracks, only on the two marked runs, Lowfield and Beacon.",
    "No, sledges may only be used on the marked Lowfield and Beacon runs.",
    C, W+"#Sledge runs and opening hours", "negation",
    "Correctly states that sledging on pistes is forbidden."),
  t("Can she go on the Beacon run then? She's 8.",
    "Beacon is open to riders from 8 upwards, so she can give it a go, helmet on of course.",
    "No, Beacon is for riders aged 10 and over; she should use Lowfield.",
    N, W+"#Who may hire", "numeric",
    "The Beacon run is for ages 10 and over; the answer lowered the limit to 8."),
  t("Do you know if it's going to snow tomorrow?",
    "I can't see weather forecasts, sorry. The resort posts a snow report each morning on its noticeboards.",
    "I don't have forecasts.",
    I, None, "out_of_scope", "Weather forecasts are not covered by the corpus."),
 ]),
 dict(sid="AS-06", aid=GLEN, started="2025-02-14T18:05:00Z",
      context="Glenbrae Board and Sledge Hire web chat. A first-time visitor plans a three-day hire for an adult and a five-year-old.",
      turns=[
  t("hello!! first ever snow holiday, so excited",
    "Welcome to Frostmere Valley! Hope you have a brilliant trip. Shout if you need anything for the slopes.",
    "Welcome, happy to help with any hire questions.",
    I, None, "smalltalk", "Greeting only."),
  t("Can you give me a full rundown of what I need to know to hire a snowboard for 3 days for me (I'm 34) and a sledge for my 5-year-old daughter?",
    LONG_AS06,
    "Board £84 and sledge £29 for three consecutive days; helmets free for both; ID needed; deposits £60 and £15 released within 2 working days; under-6s ride with an adult; Lowfield only for her; return by 16:30 (16:00 Sunday) plus 15 minutes' grace; late fee £8 per hour capped at half the day price; 48-hour cancellation rule with a free move for illness or injury; refunds within 5 working days.",
    C, G+"#Prices", "long_answer",
    "Long answer; prices, helmets, deposits, return times, late-fee cap, damage caps, cancellation and refund timing all match Glenbrae's policy and the code."),
  t("We might take a day off in the middle. Is that still the same price?",
    "Yes, a rest day in the middle doesn't matter; you still pay the further-day rate when you come back out.",
    "No: multi-day rates need consecutive days, so the day after a gap is charged as a new first day at the full-day price.",
    N, W+"#Prices and hire periods", "negation",
    "The code says multi-day hires must be consecutive and a day after a gap is charged as a new first day."),
  t("Is it cheaper to pay cash? Card fees annoy me.",
    "Card payments carry a small 2% surcharge, so cash does save you a little.",
    "No, there is no surcharge for paying by card.",
    N, B+"#Bookings and prices", "plain",
    "Card surcharges are not allowed under the booking standard."),
 ]),
 # ------------------------------------------------------------ Fernhollow
 dict(sid="AS-07", aid=FERN, started="2024-10-03T08:47:00Z",
      context="Fernhollow Outdoors booking assistant (mushroom foraging walks and Fernhollow Treetops). A parent asks about the taster walk on Saturday 12 October 2024.",
      turns=[
  t("Can I bring my 7-year-old on the taster walk on Saturday 12 October?",
    "Our foraging walks are for ages 8 and up, so a 7-year-old can't come along this time. He'd be very welcome once he's 8!",
    "No, the minimum age is 8.",
    C, F+"#Age rules", "refusal",
    "Correct refusal: participants must be at least 8."),
  t("OK, my 10-year-old then. Can I drop her off and collect her afterwards?",
    "Anyone under 16 needs a parent or guardian walking with them for the whole walk, so you'd need to come along too.",
    "No, under-16s must be accompanied on the walk by a parent or guardian.",
    C, F+"#Age rules", "paraphrase",
    "Correctly conveys the accompaniment rule in different words."),
  t("How much for the two of us?",
    "That comes to £45: £30 for you and £15 for her.",
    "Taster walk: adult £30 plus child £15, so £45.",
    C, F+"#Walks and prices", "numeric", "Prices match the taster walk table."),
  t("Could I also bring my niece and nephew (9 and 11), with me as the only adult?",
    "Yes, one adult can look after up to three children, so that's fine: £30 plus three child places at £15, £75 in all.",
    "Not with you as the only adult: one adult may be responsible for at most two children, so a second adult must come.",
    N, F+"#Age rules", "numeric",
    "The limit is two children per accompanying adult; the answer says three."),
 ]),
 dict(sid="AS-08", aid=FERN, started="2024-09-21T16:30:00Z",
      context="Fernhollow Outdoors booking assistant. A customer asks about identification, eating and picking on a foraging walk.",
      turns=[
  t("I found these in my garden, photo attached. Chanterelles, right? Safe to fry up?",
    "I can't tell you whether anything is safe to eat from a photo, so please don't eat them. If you come on one of our walks, a guide can look at specimens in person with you.",
    "I can't confirm edibility from a photo; please don't eat them.",
    C, F+"#Identification and eating", "refusal",
    "Correctly refuses to confirm edibility from a photograph."),
  t("On the full-day walk, do we get to taste anything?",
    "Nothing raw, but at lunch the guide usually cooks up a few of the safe finds for everyone to try.",
    "No: nobody may eat or taste any fungus, raw or cooked, during the walk, including at lunch.",
    N, F+"#Identification and eating", "partial",
    "Right about raw tasting but wrong to say cooked fungi are shared at lunch; the code forbids eating any fungus during the walk, including meal breaks."),
  t("How much can we take home? There are three of us.",
    "There's a limit of 1.5 kg of fungi per walk for your group, so you'd share that between you.",
    "Up to 1.5 kg each, so up to 4.5 kg for the three of you.",
    N, F+"#Picking limits and protected sites", "plain",
    "Uses the rule's own figure but applies it per group instead of per participant, changing its meaning."),
  t("If we spot a violet coral, can we pick one for the guide to identify?",
    "Violet coral is on the protected list, so it stays where it's growing. The guide is happy to identify it in place, but nobody picks it.",
    "No, protected species must be left where they grow, even for identification.",
    C, F+"#Picking limits and protected sites", "negation", "Correct."),
  t("And if the guide isn't sure about something in my basket?",
    "Any specimen the guide cannot identify with certainty must be kept separately in a paper bag, and you can check it with a field guide at home before eating it.",
    "It must be discarded on site.",
    N, F+"#Identification and eating", "modality",
    "Shares most words with the rule but replaces 'must be discarded on site' with keeping it and checking at home."),
 ]),
 dict(sid="AS-09", aid=FERN, started="2024-10-14T12:10:00Z",
      context="Fernhollow Outdoors booking assistant on Monday 14 October 2024. A customer booked the full-day foraging walk (£75) for Saturday 19 October 2024.",
      turns=[
  t("I booked the full-day walk for Saturday 19 October. If I cancel today (Monday 14th), do I get money back?",
    "You're 5 days out, which falls in the 3 to 6 day band, so you'd get half back: £37.50 of your £75.",
    "5 calendar days before: 50% refund, £37.50.",
    C, F+"#Cancellations and weather", "time_window", "Correct band and amount."),
  t("What if I wait until Wednesday 16th to decide?",
    "Wednesday is only 3 days before the walk, so by then there'd be no refund.",
    "Wednesday 16th is still 3 calendar days before, so 50% back.",
    N, F+"#Cancellations and weather", "time_window",
    "3 calendar days before is within the 3-to-6-day 50% band; no refund applies only below 3 days."),
  t("And if there's an amber weather warning and you call it off?",
    "Then it's your choice: your money back in full within 14 days, or a free place on another walk this season or next.",
    "Full refund within 14 calendar days or a free place on another walk in this or the next season.",
    C, F+"#Cancellations and weather", "paraphrase", "Correct options in different words."),
  t("Can my dog come? She's very calm.",
    "Sorry, dogs can't join the walks. The only exception is assistance dogs, kept on a lead.",
    "No, only assistance dogs on a lead.",
    C, F+"#Dogs", "negation", "Correct."),
  t("Ha, fair enough. She'll sulk at home with my mum then.",
    "I'm sure she'll forgive you once you're back!",
    "Friendly reply.",
    I, None, "smalltalk", "Small talk."),
 ]),
 dict(sid="AS-10", aid=FERN, started="2025-07-06T09:05:00Z",
      context="Fernhollow Treetops booking assistant on Sunday 6 July 2025. A parent of 11-year-old twins (1.45 m, about 35 kg each) is planning a visit. Turns carry explicit weights.",
      turns=[
  t("My twins are 11 and 1.45 m tall. Can they do the Canopy Traverse?",
    "They're well over the height limit, and as they turn 12 in a couple of months we can make an exception if you climb alongside them.",
    "No, the Canopy Traverse is 12 and over with no exceptions; the Oak Circuit would suit them.",
    N, T+"#Participant limits", "negation",
    "The code says age limits have no exceptions, even for tall children or those close to a birthday.", weight=0.25),
  t("OK, the Oak Circuit then. I'm not great with heights, can I watch from the ground?",
    "At 11 they just need an adult on site, so watching from the ground is fine.",
    "No: ages 8 to 11 need a participating adult on the course, one adult for up to two children, so you'd climb with them.",
    N, T+"#Participant limits", "numeric",
    "The 'adult on site' rule is for ages 12 to 15; 11-year-olds need a participating adult.", weight=0.25),
  t("And the Big Drop zip wire? They weigh about 35 kg each.",
    "Yes, they're fine on age, height and weight for the Big Drop, and for under-16s you just need to be on site, so you can wave from the bottom.",
    "Yes: 10+, 1.3 m and 30 to 125 kg are met; an adult on site is enough for under-16s.",
    C, T+"#Participant limits", "plain", "All limits correctly applied.", weight=0.3),
  t("What's last entry for the zip wire today? We could get there about 16:30.",
    "In summer the Big Drop's last admission is 16:45, so at 16:30 you'd just make it, though earlier is better so there's time for the briefing.",
    "Summer closing is 17:30; last admission to the Big Drop is 45 minutes before, 16:45.",
    C, T+"#Opening hours and sessions", "time_window", "Correct last admission time.", weight=0.2),
 ]),
 dict(sid="AS-11", aid=FERN, started="2025-06-19T19:22:00Z",
      context="Fernhollow Treetops booking assistant. A family booked for Saturday 21 June 2025 asks about weather and health.",
      turns=[
  t("The forecast says gusts of 38 mph on Saturday. Will the Oak Circuit and the zip wire be open?",
    "At 38 mph the high courses can stay open, since they only close above 40, but the Big Drop would be shut because its limit is 35.",
    "High courses stay open up to 40 mph gusts; the Big Drop closes above 35 mph, so it would be closed.",
    C, T+"#Weather", "numeric", "Both thresholds correctly applied."),
  t("I'm 5 months pregnant. Can I still do the Acorn Trail with my 5-year-old?",
    "I'm sorry, we can't let anyone who is pregnant on any of our courses, and that includes the Acorn Trail.",
    "Yes, pregnant participants may use the Acorn Trail; only the high courses and the zip wire are off limits.",
    N, T+"#Health and conduct", "refusal",
    "Wrong refusal: the code explicitly allows pregnant participants on the Acorn Trail."),
  t("My husband had knee surgery 4 weeks ago but says he feels fine. Can he do the Oak Circuit?",
    "As long as he feels up to it and ticks the health declaration on arrival, he's welcome to climb.",
    "Only with a doctor's written confirmation, as the surgery was within the last 6 weeks.",
    N, T+"#Health and conduct", "modality",
    "Surgery within 6 weeks means he must not take part without a doctor's written confirmation; the answer turns a prohibition into a permission."),
  t("If there's thunder while we're up there, what happens?",
    "If there's thunder or lightning within about 10 km, the instructors get everyone down straight away, and nobody goes back up until half an hour after the last strike.",
    "Everyone comes down at once; courses stay closed until 30 minutes after the last strike.",
    C, T+"#Weather", "paraphrase", "Correct, in different words."),
  t("And if you close for weather, do we get our money back?",
    "Yes, you can have a full refund, or rebook free of charge any time in the next 6 months.",
    "Full refund or a free rebooking within 12 months.",
    N, T+"#Cancellations and refunds", "numeric", "The rebooking window is 12 months, not 6."),
 ]),
 dict(sid="AS-12", aid=FERN, started="2025-08-07T15:00:00Z",
      context="Fernhollow Treetops booking assistant on Thursday 7 August 2025 at 15:00. A customer has an Oak Circuit booking for Sunday 10 August 2025 at 11:00 for their adult brother and themself.",
      turns=[
  t("My brother has a learning disability. I'd only be coming on the Oak Circuit to help him. Do I have to pay?",
    "If you're there purely to support him, you go free, provided you meet the course limits yourself (height and weight), so it's just his ticket.",
    "A carer who only assists goes free if they meet the activity's safety limits.",
    C, B+"#Carers and accessibility", "multi_rule",
    "Booking standard's free-carer rule, conditioned on the treetop code's safety limits, is correctly combined."),
  t("If we have to cancel now, what would we get back?",
    "That's more than 72 hours before your session, so you'd get a full refund minus the £5 admin fee.",
    "It is 68 hours before the session, which falls in the 24 to 72 hour band: 50% refund.",
    N, T+"#Cancellations and refunds", "time_window",
    "From Thursday 15:00 to Sunday 11:00 is 68 hours, so the 50% band applies, not the over-72-hour band."),
  t("Last time an instructor was rude to us. How long do you take to deal with complaints?",
    "Receipt is confirmed to you within 2 working days, and our complete reply follows within 15 working days. If you're unhappy after that you can go to the Outdoor Activity Ombudsman on 555-0142, which has a £25 referral fee.",
    "Acknowledged within 2 working days, full response within 15 working days, then free referral to the Ombudsman on 555-0142.",
    N, B+"#Complaints", "partial",
    "Time limits are right, but referral to the Ombudsman is free; the £25 fee is wrong."),
  t("Also, what's the wifi password in your cafe?",
    "   \n  ",
    "I don't have the cafe's wifi details; staff on site can help.",
    I, None, "empty_answer", "Whitespace-only answer to an off-topic question."),
 ]),
 dict(sid="AS-13", aid=FERN, started="2025-02-10T11:45:00Z",
      context="Fernhollow Outdoors booking assistant on Monday 10 February 2025. An organiser asks about foraging walks for a group.",
      turns=[
  t("Do you run any mushroom walks in March?",
    "Not in March, sorry. Outside the autumn season the only walks we're allowed to run are spring morel walks, and those are in April.",
    "No; outside 1 September to 30 November only spring morel walks run, in April.",
    C, F+"#Season and walk times", "time_window", "Correct."),
  t("We're 9 people. Can we all go on one morel walk in April?",
    "The morel walk takes a maximum of 8, so a group of 9 would need to split across two dates.",
    "No, spring morel walks take at most 8 participants.",
    C, F+"#Walks and prices", "numeric", "Correct maximum of 8."),
  t("Fine. What about a private group walk in October instead? We might be 10 by then.",
    "A private walk works for up to 10 people, and it's £240 for the whole group, children included.",
    "Yes, private group walks take up to 10 for £240 per group.",
    C, F+"#Walks and prices", "plain", "Correct."),
  t("Is the whole cost payable in advance?",
    "As you're 10, it counts as a group booking: we'd take a non-refundable 25% deposit now, that's £60, and the remaining £180 is due 28 days before the walk.",
    "A 10-person booking is a group booking: up to 25% non-refundable deposit (£60), with the balance requested no earlier than 14 calendar days before.",
    N, B+"#Group bookings", "multi_rule",
    "Deposit amount is allowed, but the balance may not be requested earlier than 14 days before; 28 days before breaks the booking standard."),
  t("brilliant, thanks so much :)",
    "You're welcome, enjoy planning!",
    "You're welcome.",
    I, None, "smalltalk", "Thanks only."),
 ]),
 # ------------------------------------------------------------ Willowreach
 dict(sid="AS-14", aid=WILL, started="2025-07-19T11:20:00Z",
      context="Willowreach Punting Co. chat on the River Wend at Milbury, Saturday 19 July 2025. A party of seven asks about self-hire.",
      turns=[
  t("Can the 7 of us take one self-hire punt?",
    "A self-hire punt takes 6 at most, counting whoever's punting, so you'd need two punts. Or hop on a chauffeured tour, which seats up to 12.",
    "Not in one punt; the limit is 6 including the punter. Two punts or a chauffeured tour.",
    C, R+"#Self-hire punts", "partial", "Request partly granted with a correct alternative; limit correct."),
  t("OK, two punts. How much for 2.5 hours each?",
    "£30 for the first hour, then £15 per half hour, so two and a half hours is £75 a punt, £150 for both.",
    "£75 per punt, £150 in total.",
    C, R+"#Self-hire punts", "numeric", "Correct calculation."),
  t("My daughter is 13. Does she have to wear a life jacket?",
    "Buoyancy aids are compulsory for everyone under 16, so yes, she'll need to wear one.",
    "Not compulsory at 13 (only under 12s must), but one is offered to her free.",
    N, R+"#Self-hire punts", "numeric",
    "The compulsory age is under 12; stating under 16 misstates the rule."),
  t("My husband fancies a couple of beers while he punts. OK?",
    "Whoever's doing the punting has to stay off the drink before and during the hire, so he'd need to hand the pole to someone sober if he wants a beer.",
    "The person punting must not drink alcohol before or during the hire.",
    C, R+"#Conduct on the water", "paraphrase", "Correct, in different words."),
  t("Any idea where we can hire bikes in Milbury afterwards?",
    "I only know about our punts, I'm afraid, so I can't help with bike hire.",
    "Out of scope.",
    I, None, "out_of_scope", "Bike hire is not covered."),
 ]),
 dict(sid="AS-15", aid=WILL, started="2025-08-23T11:00:00Z",
      context="Willowreach Punting Co. chat on Saturday 23 August 2025 at 11:00. The flow board is amber. The customer has a 14:00 self-hire today and a private tour tomorrow at 16:00.",
      turns=[
  t("The board's on amber today. Can we still take out the self-hire punt we booked for 14:00?",
    "On amber no self-hire punts can go out, although the chauffeured tours are still running. I can move you onto a tour if you like.",
    "No self-hire on amber; chauffeured tours may run.",
    C, R+"#River conditions", "plain", "Correct."),
  t("If it goes red later while the tours are out, what happens?",
    "On red no new punts go out, and tours already on the water finish their route back to our station before stopping.",
    "All punting stops and punts already out go straight to the nearest landing stage.",
    N, R+"#River conditions", "partial",
    "Right that punting stops, wrong that tours finish their route; they must go to the nearest landing stage."),
  t("If red stops our private tour tomorrow, do we get a refund?",
    "Yes. If a red board stops your tour, you get a full refund within 5 working days, or we'll find you a new date.",
    "Full refund within 5 working days or a new date.",
    C, R+"#Cancellations and closures", "plain", "Correct."),
  t("And if I just cancel the private tour myself now? It's 11:00, the tour is tomorrow at 16:00, and it cost £150.",
    "With less than 48 hours to go, a private tour gets a 50% refund, so you'd get £75 back.",
    "29 hours before: 50%, £75.",
    C, R+"#Cancellations and closures", "time_window", "Correct band and amount."),
  t("Could you write me a little poem about punting for my friend's birthday card?",
    "I'm here to help with bookings and punting questions, so I'll leave the poetry to you!",
    "Polite decline, off topic.",
    I, None, "refusal", "Off-topic request declined; no rule concerned."),
 ]),
 dict(sid="AS-16", aid=WILL, started="2025-06-10T17:35:00Z",
      context="Willowreach Punting Co. chat. A family plans a shared college tour on Saturday 14 June 2025. Turns carry explicit weights.",
      turns=[
  t("What does the shared college tour cost for 2 adults and 2 children aged 6 and 9?",
    "Separately that's £66, but our family ticket covers 2 adults and up to 3 children for £60, so that's the better deal.",
    "Family ticket £60 (individually £66).",
    C, R+"#Chauffeured tours", "numeric", "Correct prices.", weight=0.1),
  t("We also have a baby of 14 months. Does she need a ticket?",
    "No, under-2s travel free on a lap and don't take up one of the 12 seats.",
    "Free on a lap; does not count towards the 12.",
    C, R+"#Chauffeured tours", "plain", "Correct.", weight=0.15),
  t("Can our spaniel come on the shared tour?",
    "Dogs are welcome on all our tours as long as they stay on a lead.",
    "No, dogs are not allowed on shared tours (assistance dogs excepted).",
    N, R+"#Conduct on the water", "negation", "Dogs are not allowed on shared tours.", weight=0.3),
  t("What's the latest shared tour we can catch on Saturday 14 June? Not the sunset one.",
    "In summer the last shared college tour leaves at 16:30.",
    "17:15.",
    N, R+"#Chauffeured tours", "time_window", "April to September the last shared college tour is 17:15.", weight=0.3),
  t("Can we bring a bottle of prosecco?",
    "You're welcome to bring your own drinks, alcohol included, but please pour it into something plastic first, as glass isn't allowed on board.",
    "Yes, alcohol is allowed but no glass containers.",
    C, R+"#Chauffeured tours", "paraphrase", "Correct, in different words.", weight=0.15),
 ]),
 dict(sid="AS-17", aid=WILL, started="2025-07-02T14:03:00Z",
      context="Willowreach Punting Co. chat. A visitor chats without asking about any punting rule.",
      turns=[
  t("Hey, is this the punting place? Lovely day for it!",
    "It is, and it certainly is, sunshine all afternoon by the look of it!",
    "Yes, hello!",
    I, None, "smalltalk", "Greeting and weather chat."),
  t("Do you know what time the Milbury museum shuts?",
    "I'm afraid I only have information about our punting, so I can't tell you the museum's hours.",
    "Out of scope.",
    I, None, "out_of_scope", "Museum hours are not covered."),
  t("Is there parking near the station?",
    "",
    "I don't have parking information.",
    I, None, "empty_answer", "Empty answer to an off-topic question."),
 ]),
 dict(sid="AS-18", aid=WILL, started="2025-06-02T13:15:00Z",
      context="Willowreach Punting Co. chat on Monday 2 June 2025. A returning customer has a gift voucher issued on 20 May 2024 and a dispute about a self-hire on 10 May 2025.",
      turns=[
  t("I have a gift voucher issued on 20 May 2024. Can I still use it today?",
    "Vouchers last 12 months, so yours ran out on 20 May 2025. An extension is possible, but only if it's requested before the expiry date, so I can't extend it now, sorry.",
    "No, it expired on 20 May 2025 and the extension had to be requested before then.",
    C, B+"#Gift vouchers", "time_window", "Correct expiry and extension rule."),
  t("That's annoying. Can you explain everything about self-hire so I can decide whether to just pay?",
    LONG_AS18_Q2,
    "Same content with the correct summer return time: back by 18:00 from April to September.",
    N, R+"#Self-hire punts", "long_answer",
    "Everything is correct except one sentence: summer return is 18:00, not 18:30."),
  t("Last time we lost the pole and you kept £60 from the deposit. Is that right?",
    "Good that you asked: a lost pole is charged at £40, so if that was the only thing, £20 should come back to you. I'll flag it.",
    "A lost pole is £40, so £20 should be returned.",
    C, R+"#Loss and damage", "numeric", "Correct."),
  t("I want to make a formal complaint about that. What happens, and how long does it take?",
    LONG_AS18_Q4,
    "Complain within 90 days; acknowledgement within 2 working days; full response within 15 working days; free Ombudsman referral on 555-0142 if unhappy or no response after 8 weeks; refunds to the original payment method within 14 days.",
    C, B+"#Complaints", "long_answer",
    "Long answer; complaint, refund and data points all match the booking standard and punting code."),
 ]),
]


def r4(x):
    return round(x + 0.0, 4)


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    for s in SESSIONS:
        turns = s["turns"]
        n = len(turns)
        weighted = any(x["weight"] is not None for x in turns)
        conv = []
        for i, x in enumerate(turns, 1):
            qa = f"{s['sid']}-q{i}"
            item = {"qa_id": qa, "query": x["query"], "assistant": x["assistant"],
                    "ground_truth_assistant": x["gt"]}
            if weighted:
                item["weight"] = x["weight"]
            conv.append(item)
            label_lines.append({"session_id": s["sid"], "qa_id": qa, "label": x["label"],
                                "clause": x["clause"], "kind": x["kind"],
                                "rationale": x["rationale"]})
        conv_lines.append({"session_id": s["sid"], "assistant_id": s["aid"], "language": "english",
                           "context": s["context"], "started_at": s["started"],
                           "conversation": conv})
        resolved = {}
        for i, x in enumerate(turns, 1):
            resolved[f"{s['sid']}-q{i}"] = x["weight"] if weighted else r4(1.0 / n)
        rel = [(resolved[f"{s['sid']}-q{i}"], x["label"]) for i, x in enumerate(turns, 1)
               if x["label"] != I]
        if rel:
            tot = sum(w for w, _ in rel)
            score = r4(sum(w for w, l in rel if l == C) / tot)
            verdict = C if score >= 0.5 else N
        else:
            score, verdict = None, I
        exp_lines.append({"session_id": s["sid"], "assistant_id": s["aid"], "n_interactions": n,
                          "n_compliant": sum(x["label"] == C for x in turns),
                          "n_non_compliant": sum(x["label"] == N for x in turns),
                          "n_irrelevant": sum(x["label"] == I for x in turns),
                          "weight_mode": "full" if weighted else "none",
                          "resolved_weights": resolved, "expected_score": score,
                          "expected_verdict": verdict})
    for name, rows in (("conversations.jsonl", conv_lines), ("labels.jsonl", label_lines),
                       ("expected_sessions.jsonl", exp_lines)):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(conv_lines)} sessions, {len(label_lines)} interactions")


if __name__ == "__main__":
    main()
