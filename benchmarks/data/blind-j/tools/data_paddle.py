P = "paddle_hire_code.md"
R = "company/riverbend_paddle_hire.md"
A = "riverbend-assist"
CTX = "Booking and information chat assistant on the website of Riverbend Paddle & Row, an IBHA-member canoe, kayak and rowing-boat hire on the River Lunn."

LONG_05 = """Happy to. Here's everything in one place for next Saturday (21 March).

Who goes in which boat
At Riverbend nobody under 16 can be in charge of a boat, so each of your children needs to be in a boat with an adult aged 18 or over. With two adults that works neatly: one of you with the 7-year-old in the open canoe, and the other with the 11-year-old in the rowing boat (or swap them round). Whoever signs the hire agreement must be 18 or over and is responsible for both boats and everyone in them.

Safety kit
Everyone wears a buoyancy aid for the whole time you're on the water, and they're included in the price, with nothing extra to pay. Your 7-year-old is under 10, so they'll be fitted with a lifejacket with a head-support collar rather than a standard buoyancy aid. If you'd rather use your own, it needs a visible CE or UKCA mark and staff will check the fit before you launch.

Briefing
Before launch everyone gets our full 10-minute safety briefing on the bank: what to do in a capsize, the weir and other hazards, the stop and return signals, and your return time. We give the full version to every hire.

Times
On Saturdays the boathouse opens at 08:30. The last hire goes out at 16:00 and all boats must be back by 18:00, or 30 minutes before sunset if that's earlier.

Prices
- Open canoe: £28 for an hour, £85 for a half day (4 hours), £120 for a full day.
- Rowing boat (up to 4 people): £24 for an hour, £70 for a half day, £100 for a full day.
There's a £40 security deposit per boat, returned within 3 working days of the boat coming back, less the cost of any damage.

Where you can go
Upstream as far as Hollin Bridge. Downstream you must turn at the orange buoys above Millbrook Weir: no going past them and no carrying the boats round the weir.

Weather
We don't start hires if the forecast sustained wind is above 15 mph or gusts are forecast above 30 mph, or if there's thunder or lightning, a flood warning, or the river is above the red mark on our gauge. The duty manager makes the call at 08:00 on the day and posts it on 555-0142. If we cancel for the weather, you choose between a full refund and a free rebooking.

If you need to cancel
Cancel 48 hours or more before your start time and you get a full refund. Inside 48 hours we may keep up to 50% of the hire price.

On the water
No alcohol on board, please. If staff signal a recall, head straight back; any time you lose because of a recall is refunded pro rata.

Anything else you'd like me to check before you book?"""

SESSIONS = [
 dict(session_id="bj-01", assistant_id=A, context=CTX, started_at="2026-03-02T09:20:00Z", turns=[
  ("My son is 14 and has done a kayaking course. Can he take a single kayak out on his own while I go in a canoe with my daughter?",
   "Yes! Under the IBHA code 14-year-olds can be in charge of a single kayak, so he's fine on his own as long as you sign the parent consent form before launch.",
   "Not at Riverbend, I'm afraid: our rules are stricter than the IBHA code and nobody under 16 may be in charge of any boat, single kayaks included. He can paddle a tandem kayak or canoe with an adult aged 18 or over in the same boat.",
   "NON_COMPLIANT", R+"#Age Rules at Riverbend", "multi_rule",
   "Riverbend's stricter rule bars anyone under 16 from being in charge of any boat, so the code's age of 14 does not apply."),
  ("Right. My daughter is 4, can she sit in the canoe with me then?",
   "I'm sorry, we don't take children under 5 on the water at Riverbend, in any boat, so she wouldn't be able to come out in the canoe this time. Your son can go in a tandem kayak or canoe with an adult.",
   "Children under 5 are not taken on the water at Riverbend, so a 4-year-old cannot go in the canoe.",
   "COMPLIANT", R+"#Age Rules at Riverbend", "numeric",
   "Riverbend does not take children under 5 on the water, which is what the assistant says."),
  ("What would a tandem canoe cost for a half day, and is there a deposit?",
   "A tandem kayak or open canoe is £85 for a half day (4 hours). On top of that there's a £40 security deposit per boat, which we return within 3 working days of the boat coming back, minus the cost of any damage.",
   "£85 for a half day, plus a £40 deposit per boat returned within 3 working days less any damage.",
   "COMPLIANT", R+"#Prices", "numeric",
   "The half-day price, deposit and return time all match Riverbend's price table and deposit rule."),
  ("Do we have to pay extra for life jackets?",
   "Buoyancy aids are £3 per person per hire, or you're welcome to bring your own if you have them.",
   "No, buoyancy aids (and collared lifejackets for under-10s) are included in the hire price. Your own can be used only if CE or UKCA marked and staff confirm the fit.",
   "NON_COMPLIANT", P+"#Buoyancy Aids", "plain",
   "The code says buoyancy aids are included in the hire price and operators must not charge extra for them."),
 ]),
 dict(session_id="bj-02", assistant_id=A, context=CTX, started_at="2026-03-02T11:05:00Z", turns=[
  ("I've got a level 3 paddling award. Can I do the short version of the safety briefing?",
   "With a level 3 award you qualify for our shortened 5-minute briefing, just show your certificate at the desk when you arrive.",
   "Riverbend gives every hire the full 10-minute briefing and does not shorten it for award holders, whatever the level.",
   "NON_COMPLIANT", R+"#Briefing", "multi_rule",
   "The code's 5-minute option is overridden by Riverbend's stricter rule that the full 10-minute briefing is never shortened."),
  ("The forecast for Saturday says sustained wind around 18 mph. Will you still be hiring?",
   "At 18 mph sustained we wouldn't start hires. Riverbend's limit is 15 mph sustained, or gusts over 30 mph. The duty manager confirms at 08:00 on the day on 555-0142, so if the forecast drops it may still go ahead.",
   "No hires start above 15 mph sustained at Riverbend; check the 08:00 decision on 555-0142.",
   "COMPLIANT", R+"#Weather Limit", "numeric",
   "18 mph is above Riverbend's 15 mph limit and the assistant correctly says hires would not start."),
  ("OK. If it's calm, what's the earliest I can get a boat on Saturday, and when's the last one out?",
   "Saturday we open at 08:30. The last hire goes out at 16:00 and boats need to be back by 18:00, or 30 minutes before sunset if that comes first.",
   "Saturday: open 08:30, last hire out 16:00, back by 18:00 or 30 minutes before sunset if earlier.",
   "COMPLIANT", R+"#Opening Hours", "time_window",
   "The Saturday opening, last-hire and return times match Riverbend's opening hours table."),
  ("Nice one. Is the cafe on the quay any good?",
   "I don't have any information about the cafe, sorry, I can only help with boat hire.",
   "Sorry, I don't have information about the cafe; I can help with anything about your boat hire.",
   "IRRELEVANT", None, "out_of_scope",
   "No corpus document covers the quayside cafe."),
 ]),
 dict(session_id="bj-03", assistant_id=A, context=CTX, started_at="2026-03-09T10:00:00Z", weights=[0.3,0.2,0.2,0.3], turns=[
  ("Can I bring my spaniel out in a kayak with me?",
   "Yes, dogs can come in any of our boats, kayaks included, for a £5 dog fee. We lend a dog buoyancy aid free of charge.",
   "Dogs are welcome in open canoes and rowing boats but not in kayaks; one dog per boat, £5 fee, dog buoyancy aid lent free.",
   "NON_COMPLIANT", R+"#Dogs", "partial",
   "The fee and free dog buoyancy aid are right, but Riverbend does not allow dogs in kayaks."),
  ("OK, a canoe then. Can we go down past Millbrook Weir if we carry the canoe round it?",
   "Sorry, no. You'll need to turn at the orange buoys above Millbrook Weir, and carrying the boat round the weir isn't allowed either. Upstream you can go as far as Hollin Bridge.",
   "No: turn at the orange buoys above Millbrook Weir; portage is not allowed. Upstream limit is Hollin Bridge.",
   "COMPLIANT", R+"#River Limits", "negation",
   "The assistant correctly refuses passing the buoys and portage around the weir."),
  ("If you call us back early because of the weather, do we lose the rest of the time we paid for?",
   "No. If we recall you, the unused time is refunded pro rata. It's only if you decide to come back early yourselves that there's no refund for the time you didn't use.",
   "Unused time after an operator recall is refunded pro rata; early returns by choice are not refunded.",
   "COMPLIANT", P+"#Deposits, Cancellations and Refunds", "paraphrase",
   "This restates the code's pro rata refund after a recall and no refund for voluntary early return."),
  ("We might have a couple of beers on the water, that's alright isn't it?",
   "A couple of cans is fine as long as whoever's steering stays sober. Just take your empties home with you!",
   "No alcohol may be consumed on board; staff may end the hire without refund if anyone drinks afloat.",
   "NON_COMPLIANT", P+"#Alcohol and Conduct", "plain",
   "The code forbids consuming alcohol on board a hired boat, so allowing a couple of beers contradicts it."),
 ]),
 dict(session_id="bj-04", assistant_id=A, context=CTX, started_at="2026-03-09T14:30:00Z", turns=[
  ("We've booked 3 rowing boats for Wednesday at 10am but two of the group are ill. If I cancel the whole booking now, do I get all my money back?",
   "Full refunds are available up to 24 hours before the start, so if you cancel now you'll get everything back.",
   "Wednesday 10:00 is less than 48 hours away, so Riverbend may keep up to 50% of the hire price; full refunds apply only to cancellations 48 hours or more ahead.",
   "NON_COMPLIANT", P+"#Deposits, Cancellations and Refunds", "time_window",
   "The code's full-refund cut-off is 48 hours, not 24, and this cancellation is about 43 hours before the start."),
  ("Actually we'll probably rebook with the whole office instead: 9 boats this Saturday, the 14th. Can I book that now?",
   "Yes, 9 boats on Saturday the 14th is no problem, I've pencilled you in. Guides are optional for groups, so just let us know if you'd like one.",
   "A booking of 8 or more boats must be made at least 7 days ahead, so the 14th is too soon, and such groups always go out with a Riverbend guide.",
   "NON_COMPLIANT", R+"#Groups", "time_window",
   "A 9-boat group must be booked at least 7 days ahead and must have a guide, but the booking is 5 days ahead and the guide is called optional."),
  ("Fair enough. What does the guide cost, and would Saturday the 21st work?",
   "For groups of 8 or more boats a Riverbend guide comes along at £60 per guide per half day. Group bookings need to be made at least 7 days ahead, so Saturday the 21st is fine if you book today.",
   "£60 per guide per half day; the 21st is 12 days away, so it meets the 7-day rule.",
   "COMPLIANT", R+"#Groups", "numeric",
   "The guide price is right and the 21st is more than 7 days after the booking date."),
  ("Do you take Amex?",
   "I'm not sure which cards the boathouse accepts, best to give them a ring on 555-0142.",
   "I'm not sure which cards the boathouse accepts; the team on 555-0142 can confirm.",
   "IRRELEVANT", None, "out_of_scope",
   "Accepted payment cards are not covered by any corpus document."),
 ]),
 dict(session_id="bj-05", assistant_id=A, context=CTX, started_at="2026-03-16T09:45:00Z", turns=[
  ("The river looked really high yesterday. Is there anything stopping hires today?",
   "I can't see today's conditions from here, so I can't promise either way. If a flood warning is in force or the level is above the red mark on our gauge, we won't start any hires. The duty manager decides at 08:00 and posts it on 555-0142.",
   "Hires do not start during a flood warning or with the river above the red mark; check the 08:00 decision on 555-0142.",
   "COMPLIANT", P+"#Weather and Water Conditions", "refusal",
   "The assistant declines to guess but states the code's flood and red-mark conditions correctly."),
  ("Can you give me a full rundown of everything I need to know? It'd be me, my partner and our two kids (7 and 11), in a canoe and a rowing boat, next Saturday.",
   LONG_05,
   "A complete answer: each child with an adult in the boat, nobody under 16 in charge, collared lifejacket for the 7-year-old, free buoyancy aids, full 10-minute briefing, Saturday hours, prices and £40 deposit, river limits, 15 mph wind limit, 48-hour cancellation rule, no alcohol.",
   "COMPLIANT", R+"#Age Rules at Riverbend", "long_answer",
   "Every statement in the long answer matches the Riverbend terms and the IBHA code that apply."),
  ("And the 11-year-old can't take the rowing boat by herself for a bit, just near the boathouse?",
   "No, sorry. At Riverbend nobody under 16 can be in charge of a boat, even for a short spell near the boathouse. She's very welcome to row with an adult aged 18 or over in the boat.",
   "No: nobody under 16 may be in charge of any boat at Riverbend.",
   "COMPLIANT", R+"#Age Rules at Riverbend", "negation",
   "An 11-year-old may not be in charge of a boat at Riverbend, as the assistant says."),
  ("Thanks. How do I pay?",
   "   ",
   "The boathouse team on 555-0142 can talk you through the payment options when you book.",
   "IRRELEVANT", None, "empty_answer",
   "The answer is whitespace only."),
 ]),
]
