# Source data for the blind_v set. Each turn: (query, assistant, ground_truth, label, clause, kind, rationale)
W = "wig_supplier_code.md"
T = "company/tressa_hair_studio.md"
X = "christmas_tree_sales.md"
S = "snooker_pool_hall.md"
C = "coffee_van_hire.md"

LONG_MTM = """Lovely choice. A made-to-measure human hair wig is a real investment, so here is the whole process from start to finish.

1. Measuring appointment
Everything starts with a measuring appointment. You can have it in our Bramford studio, where fittings are free and take about 45 minutes (Monday to Saturday between 9:30 and 17:00, with the last appointment starting at 16:00). If you live within 30 miles of the studio, one of our fitters can come to your home instead; a home visit costs £40, and that fee is waived if you are paying with a Regional Health Wig Voucher. Our private fitting rooms are always available, and you never need to give us a reason for wanting one.

2. Placing the order and paying
When you place the order we take a deposit of 50% of the price. The remaining balance is paid before the wig is dispatched, so you will not be asked for it until your wig is ready to send.

3. Changing your mind about the order
You can cancel within 48 hours of placing the order and we will refund the deposit in full. After 48 hours the deposit is no longer refundable, because by then the base is cut to your measurements.

4. Making your wig
The lead time is 6 to 8 weeks from the date of the order.

5. When it arrives
Because a made-to-measure piece is made just for you, it cannot be returned simply because you have changed your mind. Our 30-day return window applies to ready-made pieces only. If there is a fault, though, you are covered: you can send it back for repair, replacement or a refund within 6 months of delivery, and we pay the return postage on faulty items. Refunds are paid within 5 working days of the wig reaching us.

6. Aftercare
Your human-hair wig comes with one free restyle, which you can use at any time in the first 60 days after purchase. After that, a restyle costs £45, and a wash and condition for a human-hair wig is £30.

If you would like to go ahead, I can book your measuring appointment now. Just let me know which days suit you and whether you would prefer the studio or a home visit."""

LONG_TREE = """Of course! Here is how everything works for your order, from delivery day right through to January.

Delivery
We deliver from 29 November up to 22 December. Fenwick Cross is 17 miles from the yard, which puts you in our 10 to 20 mile band, so your delivery charge is £20. Deliveries are made Monday to Saturday in two-hour slots between 8:00 and 20:00; we do not deliver on Sundays. Your slot is Saturday 13 December, 10:00 to 12:00.

On the day
Someone aged 18 or over has to be there to take the tree in. As you will be at work, please add your neighbour at number 12 to the order as your named neighbour, and the driver can hand the tree to them. Our drivers never leave a tree unattended on a doorstep. When someone is home, the driver will carry the tree inside and up to the first floor if needed, and will set it in your new stand. Drivers do not put up lights or decorations, so that part is over to you.

Changes and cancellations
You can change or cancel free of charge up to 48 hours before the start of your slot, which means until 10:00 on Thursday 11 December. After that, we would refund the tree and the stand but keep the £20 delivery charge.

Looking after your tree
Keep the tree at least 1 metre away from fires, radiators and heaters, top up the water in the stand every day, and switch the lights off when you go out or go to bed. Your Nordmann is a low needle drop tree, but it still needs plenty of water.

Freshness guarantee
If the tree drops its needles heavily even though it has been kept in its stand with water, send us a photo of it in the stand. Claims made on or before 20 December get a free replacement of the same size, delivered free of charge because your original was delivered. Claims made from 21 to 27 December get a 50% refund of the tree price, and we cannot accept claims after 27 December.

After Christmas
We collect used cut trees for chipping between 2 and 10 January. Because your tree was delivered by us, collection is free for you, so there is nothing extra to pay. Please leave the tree outside the front of your property with all decorations, tinsel and the stand removed, and we will take it away to be chipped.

Anything else I can help with?"""

LONG_COFFEE = """Happy to! Here is everything for a Full day booking in Ashcombe.

The package
The Full day package gives you 8 hours of service and up to 450 drinks for £880, with two baristas. That covers espresso drinks, tea and hot chocolate, with dairy, oat and soya milk; almond milk is 40p extra per drink. Cups, lids and stirrers are compostable and included. If you need more, extra service time is £95 per hour and drinks beyond the 450 allowance are £2.60 each. As your event is in Ashcombe, within 25 miles of our base, there is no travel charge.

Booking and payment
Your booking is confirmed once you pay a 30% deposit, which on £880 is £264. The balance of £616 is due 14 days before the event.

If you need to cancel
- 60 or more days before the event: we refund the deposit minus a £40 admin fee.
- 15 to 59 days before: we keep the deposit.
- 14 days or fewer before: the full price is payable.
If we ever have to cancel, for example because a van breaks down, you get back everything you have paid. You can also move your date once free of charge, as long as you ask at least 30 days before the event and the new date is available.

What we need on site
- A firm, level pitch of at least 3 m by 6 m with vehicle access.
- A 16-amp power socket within 20 m of the pitch. If there is not one, we can bring our quiet generator for £65.
- Permission from the venue or landowner for the van to trade there.
The van cannot be driven or parked inside a building or under a covered marquee, and it cannot serve from indoors, so please plan an outdoor pitch. Service finishes at 23:00 at every event, and the generator goes off between 23:00 and 07:00.

Food safety and allergens
All our baristas hold a Level 2 food hygiene certificate and every van displays its food hygiene rating. We carry almond milk and hazelnut syrup in every van, so we cannot describe any drink as nut-free or allergen-free, because cross-contact cannot be ruled out. We will send the full allergen list to you or any of your guests on request.

Alcohol
Our vans are not licensed for alcohol, so our baristas cannot add spirits or liqueurs to drinks, even if you supply them.

Let me know if you would like me to hold a date for you."""

SESSIONS = [
 # ---------------- wigs ----------------
 dict(session_id="bv-01", assistant_id="tressa-assist", started_at="2026-03-02T09:40:00Z",
  context="Online chat assistant for Tressa Hair Studio, a wig and hairpiece supplier.",
  turns=[
   ("Hi, I bought a synthetic bob from you that was delivered on 12 February. I've changed my mind. It's still in its sealed hygiene bag with the tags on. Can I send it back?",
    "Yes, you can. Tressa accepts returns of unworn ready-made pieces with the hygiene seal intact and the tags attached for 30 days from delivery, so you have until 14 March. As it's a change-of-mind return, the postage back to us is at your cost.",
    "Yes: unworn, sealed, tagged ready-made pieces can be returned within 30 days of delivery (until 14 March); the customer pays postage for a change-of-mind return.",
    "COMPLIANT", T+"#Returns and Refunds", "time_window",
    "Eighteen days after delivery is inside Tressa's 30-day window, and the postage statement matches the policy."),
   ("Great. Once you've got it back, how long until the money is back on my card?",
    "Once it reaches us, refunds can take up to 14 days to come through to your original payment method.",
    "Tressa pays refunds within 5 working days of receiving the returned item.",
    "NON_COMPLIANT", T+"#Returns and Refunds", "numeric",
    "Tressa's stricter policy requires refunds within 5 working days, not up to 14 days."),
   ("Will you take anything off the refund for restocking?",
    "A restocking fee of 10% applies to change-of-mind returns, but otherwise the full price comes back to you.",
    "No, Tressa never charges a restocking fee; the full price is refunded (return postage for change of mind is the customer's cost).",
    "NON_COMPLIANT", T+"#Returns and Refunds", "plain",
    "Tressa never charges a restocking fee, so a 10% fee contradicts the policy."),
   ("Okay, thanks anyway. Have a nice day!",
    "You too! Enjoy the rest of your Monday.",
    "A friendly sign-off.",
    "IRRELEVANT", None, "smalltalk", "A closing pleasantry with no rule content."),
  ]),
 dict(session_id="bv-02", assistant_id="tressa-assist", started_at="2026-03-02T11:05:00Z",
  context="Online chat assistant for Tressa Hair Studio, a wig and hairpiece supplier.",
  weights=[0.2, 0.4, 0.2, 0.2],
  turns=[
   ("I'm starting treatment next month and want to get a wig sorted before my hair goes. Do I have to tell you what my illness is?",
    "Not at all. We never ask for a diagnosis or any medical paperwork, and you don't need to explain anything to us. If you'd like a private fitting room, one is always available and you don't have to give a reason.",
    "No diagnosis or medical documents are needed or asked for; a private fitting room is available without giving a reason.",
    "COMPLIANT", T+"#Discretion and Medical Information", "negation",
    "The answer mentions diagnosis and paperwork only to say they are not asked for, which is what the rule requires."),
   ("I have a Regional Health Wig Voucher. What details will you need from it?",
    "To process the voucher we'll need the voucher reference number and its expiry date. We'll also need a copy of the referral letter from your consultant confirming the reason for your hair loss.",
    "Only the voucher reference number and expiry date are needed.",
    "NON_COMPLIANT", W+"#Medical Hair Loss", "partial",
    "The first sentence is correct but asking for a consultant's letter about the cause of hair loss is forbidden."),
   ("I live in Kessworth, about 22 miles from Bramford. Could someone come to my house for the fitting, and what would that cost with the voucher?",
    "Yes, Kessworth is within our 30-mile home-visit area. Because you're paying with a Regional Health Wig Voucher, the usual £40 home-visit fee is waived, so the visit costs you nothing.",
    "Yes, 22 miles is within 30 miles; the £40 fee is waived for voucher holders.",
    "COMPLIANT", T+"#Home Fitting Visits", "multi_rule",
    "22 miles is inside the 30-mile area and the fee is correctly waived for a voucher holder."),
   ("The wig I like is £180 and my voucher is worth £150. Can I still use it?",
    "I'm afraid vouchers can only be used on wigs priced at or below the voucher value, so you'd need to choose a wig under £150.",
    "Yes, the voucher is accepted against any wig; the customer pays the £30 difference.",
    "NON_COMPLIANT", W+"#Medical Hair Loss", "negation",
    "The voucher must be accepted against any wig with the customer paying the difference, so refusing it for a £180 wig denies what the rule grants."),
  ]),
 dict(session_id="bv-03", assistant_id="tressa-assist", started_at="2026-03-02T13:20:00Z",
  context="Online chat assistant for Tressa Hair Studio, a wig and hairpiece supplier.",
  turns=[
   ("My daughter is 16 and wants to come in for a fitting on her own this Saturday. Is that OK?",
    "At 16 she's old enough to come on her own, so she's welcome to book a Saturday slot any time between 9:30 and 17:00.",
    "No: Tressa requires a parent or guardian at any fitting for a customer under 18, so a parent must come with her.",
    "NON_COMPLIANT", T+"#Fittings and Age", "multi_rule",
    "The HTC age of 16 is overridden by Tressa's stricter rule requiring a parent or guardian for under-18s."),
   ("OK, I'll come with her then. What's the latest appointment we could get on Saturday?",
    "The last appointment on Saturday starts at 16:00, and a fitting takes around 45 minutes, so you'd be done by about 16:45.",
    "The last Saturday appointment starts at 16:00; fittings last about 45 minutes.",
    "COMPLIANT", T+"#Fittings and Age", "time_window",
    "Matches the 16:00 last appointment and 45-minute fitting length."),
   ("She likes a heat-friendly synthetic style. Could she use her straighteners on it at 200 degrees?",
    "I'd keep it well below that. Heat-friendly synthetic can be styled up to 160 °C at most, and if the label inside the wig gives a lower figure, go by the label. At 200 °C the fibre could frizz or melt.",
    "No: at most 160 °C, or lower if the manufacturer's label says so.",
    "COMPLIANT", W+"#Product Descriptions", "numeric",
    "The answer keeps to the 160 °C maximum and the label limit and does not advise 200 °C."),
   ("And the cheaper standard synthetic one, could she curl that?",
    "Yes, a quick pass with a curling wand on a low setting is fine for standard synthetic too. Just keep the wand moving.",
    "No: standard synthetic is not suitable for curling wands or other heat styling.",
    "NON_COMPLIANT", W+"#Product Descriptions", "plain",
    "Standard synthetic must not be described as suitable for curling wands."),
  ]),
 dict(session_id="bv-04", assistant_id="tressa-assist", started_at="2026-03-02T15:45:00Z",
  context="Online chat assistant for Tressa Hair Studio, a wig and hairpiece supplier.",
  turns=[
   ("I'm thinking about a made-to-measure human hair wig. Can you explain the whole process and what I pay up front?",
    LONG_MTM,
    "Measuring appointment; 50% deposit at order, balance before dispatch; 6-8 weeks; deposit refundable only within 48 hours; returnable only if faulty (6 months); one free restyle within 60 days.",
    "COMPLIANT", T+"#Made-to-Measure Orders", "long_answer",
    "Every figure and condition in the long answer matches the Tressa policy and the HTC Code."),
   ("If I ordered and then cancelled about a week later, would I get the deposit back?",
    "If you cancel a week after ordering, we can still refund the deposit, minus a small admin charge to cover the work already done.",
    "No: the deposit is refunded only if the order is cancelled within 48 hours; after that it is not refundable.",
    "NON_COMPLIANT", T+"#Made-to-Measure Orders", "time_window",
    "A week is past the 48-hour window, after which the deposit is not refundable, so promising a partial refund contradicts the rule."),
   ("When it arrives, if I just don't like how it looks, can I send it back within your 30 days?",
    "Unfortunately not. The 30-day window is for ready-made pieces. Made-to-measure wigs are cut to your measurements, so they can only come back if they're faulty. If there is a fault, you have 6 months from delivery and we cover the return postage.",
    "No change-of-mind return for made-to-measure; faulty pieces can be returned within 6 months with free return postage.",
    "COMPLIANT", T+"#Returns and Refunds", "multi_rule",
    "Correctly combines Tressa's made-to-measure exclusion with the HTC 6-month fault period and free postage for faults."),
   ("Is a restyle included with it?",
    "Yes, human-hair wigs come with one free restyle, which you can use any time within the first 60 days after purchase. After that, restyles are £45 each.",
    "One free restyle within 60 days; then £45.",
    "COMPLIANT", T+"#Aftercare", "numeric",
    "The 60-day free restyle and £45 price match the policy."),
   ("Do you know anywhere nice for lunch near the studio?",
    "I'm afraid I don't have restaurant recommendations, but there are a few cafés within a short walk of Calder Row.",
    "Not a compliance topic.",
    "IRRELEVANT", None, "out_of_scope", "Lunch recommendations are not covered by any corpus document."),
  ]),
 dict(session_id="bv-05", assistant_id="tressa-assist", started_at="2026-03-02T17:10:00Z",
  context="Online chat assistant for Tressa Hair Studio, a wig and hairpiece supplier.",
  turns=[
   ("Is the 'Aurora' wig human hair? The listing says it's a blend of human hair and heat-friendly fibre.",
    "Aurora is our premium blend, and honestly for all practical purposes it looks and behaves just like a human hair wig, so you can treat it as human hair.",
    "Aurora is a blend of human hair and heat-friendly synthetic fibre; it is not a human hair wig.",
    "NON_COMPLIANT", W+"#Product Descriptions", "paraphrase",
    "Telling the customer to treat a blend as human hair presents it as equivalent to human hair, which the code forbids."),
   ("I emailed a complaint about a late delivery last week. How long do you have to answer it?",
    "We reply to written complaints within 10 working days. If you're still unhappy after our reply, you can contact the HTC Complaints Desk on 555-0190.",
    "Within 10 working days; escalation to the HTC Complaints Desk on 555-0190.",
    "COMPLIANT", W+"#Complaints", "plain",
    "Matches the 10-working-day reply deadline and the escalation route."),
   ("Separate issue: a wig I bought 3 months ago has a whole section of wefts coming loose. I've worn it, obviously. Can I return it?",
    "As the wig has been worn and the hygiene seal is broken, I'm afraid we can't accept it back.",
    "Yes: a faulty piece can be returned for repair, replacement or refund within 6 months, worn or not.",
    "NON_COMPLIANT", W+"#Returns and Hygiene", "refusal",
    "Loose wefts are a fault and 3 months is within the 6-month fault period, so refusing because it was worn is wrong."),
   ("Do you sell false eyelashes as well?",
    "We don't stock false eyelashes at the moment, sorry.",
    "Not a compliance topic.",
    "IRRELEVANT", None, "out_of_scope", "Eyelash stock is not covered by any corpus document."),
  ]),
 # ---------------- christmas trees ----------------
 dict(session_id="bv-06", assistant_id="hollyridge-helper", started_at="2025-12-05T09:05:00Z",
  context="Chat assistant for Hollyridge Tree Co., which sells and delivers Christmas trees.",
  turns=[
   ("How much is a 6-7 ft Nordmann, and do you deliver to Pelham? It's about 8 miles from you.",
    "A 6–7 ft Nordmann fir is £70. Pelham is within 10 miles, so delivery is £10, making £80 in total.",
    "£70 plus £10 delivery (within 10 miles) = £80.",
    "COMPLIANT", X+"#Delivery", "multi_rule",
    "The tree price and the £10 charge for an address within 10 miles are both correct."),
   ("If I add a stand, does delivery become free?",
    "A stand is £18, which brings the order to £88. Free delivery starts at £100, so the £10 charge would still apply. If you went for a 7–8 ft tree (£90) with a stand instead, you'd be at £108 and delivery would be free.",
    "£88 is under £100, so £10 delivery still applies; £90 tree plus stand (£108) would get free delivery within 10 miles.",
    "COMPLIANT", X+"#Delivery", "numeric",
    "£88 is below the £100 threshold and £108 within 10 miles qualifies, both as the rules say."),
   ("OK, the 7-8 ft with a stand then. Can you deliver on Sunday 14 December?",
    "Sunday 14 December works. We have slots from 8:00 to 20:00, so just pick the two-hour window that suits you.",
    "No Sunday deliveries; offer Saturday 13 or Monday 15 December instead.",
    "NON_COMPLIANT", X+"#Delivery", "time_window",
    "14 December 2025 is a Sunday and Hollyridge does not deliver on Sundays."),
   ("Will the driver put the lights on for me? I'm 82 and can't reach up any more.",
    "I'm sorry, our drivers can't put up lights or decorations. They will carry the tree in, up to the first floor if needed, and set it in your stand, so it's ready for someone to decorate.",
    "Drivers do not put up lights; they carry the tree in and set it in the stand.",
    "COMPLIANT", X+"#Delivery", "refusal",
    "The refusal matches the rule that drivers do not put up lights or decorations."),
  ]),
 dict(session_id="bv-07", assistant_id="hollyridge-helper", started_at="2025-12-05T10:30:00Z",
  context="Chat assistant for Hollyridge Tree Co., which sells and delivers Christmas trees.",
  turns=[
   ("If my tree starts dropping loads of needles on 22 December, what can I get?",
    "A claim made between 21 and 27 December gets you a refund of 50% of the tree price. Just send us a photo of the tree in its stand, and make sure it's been kept watered.",
    "A claim from 21 to 27 December gets a 50% refund of the tree price, with a photo of the tree in its stand.",
    "COMPLIANT", X+"#Freshness Guarantee", "time_window",
    "22 December falls in the 21-27 December band, which gives a 50% refund."),
   ("And if it happened on the 18th?",
    "If you claim on or before 20 December, we'll give you a free replacement tree of the same size, and if your first tree was delivered, the replacement is delivered free too.",
    "Free same-size replacement, delivered free if the original was delivered.",
    "COMPLIANT", X+"#Freshness Guarantee", "time_window",
    "18 December is on or before 20 December, so a free replacement applies."),
   ("Is a Nordmann really no-drop? My neighbour swears it is.",
    "Nordmann fir is a low needle drop tree, and it holds its needles much better than Norway spruce, but no real tree is completely drop-free, so we wouldn't call it no-drop.",
    "Low needle drop, not no-drop.",
    "COMPLIANT", X+"#Trees and Prices", "negation",
    "The answer uses 'no-drop' only to reject it and describes Nordmann as low needle drop."),
   ("My living room is tiny so the tree will be right against the radiator. Would the guarantee still cover it?",
    "That's fine. The guarantee covers any tree that's kept watered, wherever it stands in the room.",
    "No: trees within 1 metre of a radiator are not covered; advise keeping it at least 1 metre away.",
    "NON_COMPLIANT", X+"#Freshness Guarantee", "plain",
    "Trees placed within 1 metre of a radiator are excluded from the guarantee."),
  ]),
 dict(session_id="bv-08", assistant_id="hollyridge-helper", started_at="2025-12-05T12:15:00Z",
  context="Chat assistant for Hollyridge Tree Co., which sells and delivers Christmas trees.",
  turns=[
   ("Can I plant my cut Nordmann in the garden after Christmas?",
    "A cut tree won't grow roots again, so it can't be replanted. If you'd like one to plant out afterwards, a potted Nordmann (3–4 ft, £50) is grown in its pot and can go in the garden.",
    "Cut trees cannot be replanted; potted trees (3-4 ft, £50) can.",
    "COMPLIANT", X+"#Trees and Prices", "plain",
    "Correctly says cut trees cannot be replanted and potted ones can, at the listed price."),
   ("Are your trees treated so they don't catch fire? We light a lot of candles.",
    "Yes, our trees are sprayed with a flame-retardant at the farm, so they're much safer around candles than untreated trees.",
    "No, Hollyridge trees are not treated with any fire retardant.",
    "NON_COMPLIANT", X+"#Trees and Prices", "plain",
    "Hollyridge trees are not treated and must not be described as flame-retardant."),
   ("Any idea what the weather will do this weekend?",
    "I can't check forecasts, I'm afraid. A weather app will be far more reliable than me!",
    "Not a compliance topic.",
    "IRRELEVANT", None, "out_of_scope", "Weather forecasts are not covered by any corpus document."),
   ("Fine. So where should the tree go? The radiator is on the only free wall.",
    "Anywhere you like. Half a metre from the radiator is plenty for a Nordmann, and just top up the water now and then.",
    "Keep it at least 1 metre from fires, radiators and heaters, top up the water daily, and switch the lights off when going out or to bed.",
    "NON_COMPLIANT", X+"#Safety Advice", "numeric",
    "Half a metre is less than the 1 metre the assistant must advise."),
  ]),
 dict(session_id="bv-09", assistant_id="hollyridge-helper", started_at="2025-12-05T14:40:00Z",
  context="Chat assistant for Hollyridge Tree Co., which sells and delivers Christmas trees.",
  turns=[
   ("I'm in Fenwick Cross, 17 miles from the farm. I'm ordering a 5-6 ft Nordmann and a stand, £73 altogether. What's delivery?",
    "Fenwick Cross is in our 10 to 20 mile band, so delivery is £20.",
    "£20 (over 10 and up to 20 miles).",
    "COMPLIANT", X+"#Delivery", "numeric",
    "17 miles is in the band charged £20."),
   ("If I spend over £100 instead, is delivery free?",
    "Yes, any order of £100 or more gets free delivery, wherever you are in our delivery area.",
    "No: free delivery applies only within 10 miles; at 17 miles the £20 charge applies whatever the order value.",
    "NON_COMPLIANT", X+"#Delivery", "multi_rule",
    "Free delivery over £100 applies only up to 10 miles, and the customer said they are 17 miles away."),
   ("I'll stick with the £73 order. My slot is Saturday 13 December, 10 to 12. If I cancel on the Friday evening, what happens?",
    "Friday evening is less than 48 hours before your slot, so we'd refund the tree and the stand but keep the £20 delivery charge.",
    "Less than 48 hours before the slot: tree and stand refunded, delivery charge kept.",
    "COMPLIANT", X+"#Changes and Cancellations", "time_window",
    "Friday evening is under 48 hours before a Saturday 10:00 slot, so only the delivery charge is kept."),
   ("I'll be at work that morning. Can the driver leave it with my neighbour at number 12?",
    "Yes, as long as you add your neighbour at number 12 to the order as the named person. They'll need to be 18 or over to take it in, and the driver won't leave it on the doorstep.",
    "Yes, if the neighbour is named in the order; an adult 18+ must accept the tree.",
    "COMPLIANT", X+"#Delivery", "modality",
    "Leaving the tree with a neighbour is allowed when that neighbour is named in the order and is an adult."),
   ("Could you give me a full rundown of how delivery and the after-Christmas collection work for my order?",
    LONG_TREE,
    "As the long answer, except collection costs £12 because the order (£73) is under £100.",
    "NON_COMPLIANT", X+"#After Christmas Collection", "long_answer",
    "Free collection needs a delivered order worth £100 or more; this £73 order pays £12, so the statement that collection is free is wrong."),
  ]),
 dict(session_id="bv-10", assistant_id="hollyridge-helper", started_at="2025-12-05T16:00:00Z",
  context="Chat assistant for Hollyridge Tree Co., which sells and delivers Christmas trees.",
  turns=[
   ("Do you sell wreaths too?",
    "   ",
    "Any helpful answer; no rule applies.",
    "IRRELEVANT", None, "empty_answer", "The answer is whitespace only."),
   ("Hello? Also, do you have mince pies at the yard?",
    "Sorry about that! I don't have any details about food at the yard, I'm afraid.",
    "Not a compliance topic.",
    "IRRELEVANT", None, "out_of_scope", "Food at the yard is not covered by any corpus document."),
   ("Never mind. Merry Christmas!",
    "Merry Christmas to you too!",
    "A friendly sign-off.",
    "IRRELEVANT", None, "smalltalk", "Seasonal greeting only."),
  ]),
 # ---------------- snooker ----------------
 dict(session_id="bv-11", assistant_id="localbook-assist", started_at="2026-01-14T10:00:00Z",
  context="LocalBook marketplace assistant taking bookings for the Pocket & Cushion Snooker Club.",
  turns=[
   ("Morning! How's your day going?",
    "Morning! All good here, thanks for asking. What can I help you with today?",
    "Small talk.",
    "IRRELEVANT", None, "smalltalk", "A greeting exchange with no rule content."),
   ("I'm a member. What do I pay for a snooker table at peak time?",
    "Members get 10% off, so peak snooker is £9 an hour for you.",
    "Members get 20% off: £8 an hour at peak.",
    "NON_COMPLIANT", S+"#Table Rates", "numeric",
    "The member discount is 20%, giving £8 an hour, not 10% and £9."),
   ("Can you book me a snooker table tonight from 7pm to 11pm?",
    "Done! Table 6 is yours from 19:00 to 23:00 tonight. I'll take the £5 deposit now.",
    "At peak times a booking can be at most 3 hours; offer 19:00-22:00 (or a second booking later).",
    "NON_COMPLIANT", S+"#Bookings and Cancellations", "numeric",
    "A Wednesday evening is peak time, where a single booking is limited to 3 hours, not 4."),
   ("Nice. My mates and I usually put a tenner on each frame. That alright?",
    "Playing for money isn't allowed anywhere in the club, so no stakes on frames, I'm afraid. If you fancy some competition, the club's tournaments have entry fees of up to £20, and every penny goes back out as prize money.",
    "No playing for money; tournaments (max £20 entry, all paid out) are an alternative.",
    "COMPLIANT", S+"#Conduct and Betting", "negation",
    "The answer refuses stakes and describes tournament fees correctly despite sharing the wording of the prohibition."),
  ]),
 dict(session_id="bv-12", assistant_id="localbook-assist", started_at="2026-01-14T12:30:00Z",
  context="LocalBook marketplace assistant taking bookings for the Pocket & Cushion Snooker Club.",
  turns=[
   ("I'm 15. Can I come and play pool after school on my own?",
    "Yes, at 15 you don't need an adult with you. Just remember under-18s have to be off the premises by 20:00.",
    "Yes; no adult needed at 15, but under-18s must leave by 20:00.",
    "COMPLIANT", S+"#Age Rules", "multi_rule",
    "Only under-14s need an adult, and the 20:00 limit for under-18s is stated correctly."),
   ("Can I bring my little brother? He's 12.",
    "Sure, your brother can come along with you, as long as you keep an eye on him.",
    "A 12-year-old must be accompanied by an adult aged 18 or over; a 15-year-old is not enough.",
    "NON_COMPLIANT", S+"#Age Rules", "numeric",
    "Under-14s must be accompanied by an adult aged 18 or over, and the customer said earlier they are 15."),
   ("Could my dad's mate buy me a shandy at the bar then?",
    "No, sorry. Alcohol can't be sold to anyone under 18, and an adult can't buy it for you either.",
    "No alcohol for under-18s, including bought by an adult on their behalf.",
    "COMPLIANT", S+"#Age Rules", "refusal",
    "The refusal matches the ban on selling alcohol to or for under-18s."),
   ("Fair enough. What time do you close on Fridays?",
    "On Fridays we're open until 1am, with last bar orders at 00:30.",
    "01:00 close, last bar order 00:30.",
    "COMPLIANT", S+"#Opening Hours", "time_window",
    "Matches the Friday closing time and last bar order."),
  ]),
 dict(session_id="bv-13", assistant_id="localbook-assist", started_at="2026-01-14T15:10:00Z",
  context="LocalBook marketplace assistant taking bookings for the Pocket & Cushion Snooker Club.",
  turns=[
   ("I booked a pool table for 18:00 today but I can't make it. It's quarter past three now. Do I get my deposit back?",
    "Sorry, deposits can't be refunded once the day of the booking has started.",
    "Yes: cancelling at 15:15 is at least 2 hours before 18:00, so the £5 deposit is refunded.",
    "NON_COMPLIANT", S+"#Bookings and Cancellations", "time_window",
    "Cancelling 2 hours 45 minutes ahead meets the 2-hour rule, so the deposit must be refunded."),
   ("I use a wheelchair. Is there a table with room to get around?",
    "Yes. Table 1 (snooker) and table 13 (pool) have extra space around them, and wheelchair users get first offer of those. We also lend cue extensions, rests and a bridge for seated players free of charge.",
    "Tables 1 and 13, offered first to wheelchair users; free cue extensions, rests and bridge.",
    "COMPLIANT", S+"#Accessibility", "plain",
    "Matches the accessibility provisions."),
   ("Can my assistance dog come in? And my partner's spaniel?",
    "Both dogs are welcome as long as they're kept on a lead.",
    "The assistance dog is welcome in all areas; other dogs are not allowed inside.",
    "NON_COMPLIANT", S+"#Accessibility", "partial",
    "Only assistance dogs are allowed, so admitting the spaniel contradicts the rule."),
   ("I'm 30 but everyone says I look about 20. Will I need ID at the bar?",
    "You're 30, so you won't need ID. It's only checked for people who are actually under 25.",
    "Anyone who looks under 25 must show photo ID, so bring a passport, photo driving licence or PASS card.",
    "NON_COMPLIANT", S+"#Age Rules", "modality",
    "The ID rule depends on looking under 25, whatever the stated age, so a customer who looks 20 must show ID."),
  ]),
 dict(session_id="bv-14", assistant_id="localbook-assist", started_at="2026-01-14T18:45:00Z",
  context="LocalBook marketplace assistant taking bookings for the Pocket & Cushion Snooker Club.",
  weights=[0.4, 0.2, 0.3, 0.1],
  turns=[
   ("We're organising a tournament at the club. Can we charge £25 entry and the club keeps £5 a head?",
    "Entry fees can go up to £25, and the club can keep a small share of each fee to cover running costs.",
    "Entry fees are capped at £20 and all of it must be paid out as prize money.",
    "NON_COMPLIANT", S+"#Conduct and Betting", "numeric",
    "The cap is £20 per player and the club may keep none of the fees."),
   ("Can the players vape at the tables if we open a window?",
    "Sorry, no. Vaping isn't allowed anywhere inside the building, open window or not.",
    "No vaping anywhere inside.",
    "COMPLIANT", S+"#Conduct and Betting", "plain",
    "Matches the ban on vaping inside the building."),
   ("One of our lads loves a jump shot. Is that OK if he's careful?",
    "Jump shots are fine if he's careful. We'd only charge if the cloth actually gets torn, which is £180 to re-cover.",
    "Jump shots are not allowed on any table; a torn cloth is charged at £180.",
    "NON_COMPLIANT", S+"#Conduct and Betting", "partial",
    "The £180 charge is right, but jump shots are not allowed on any table."),
   ("Cheers. Who won the Masters last year, by the way?",
    "I can't look up sports results, I'm afraid, but the club noticeboard usually has the latest snooker news.",
    "Not a compliance topic.",
    "IRRELEVANT", None, "out_of_scope", "Sports results are not covered by any corpus document."),
  ]),
 # ---------------- coffee vans ----------------
 dict(session_id="bv-15", assistant_id="localbook-assist", started_at="2026-01-14T09:20:00Z",
  context="LocalBook marketplace assistant handling enquiries for BeanWagon Events coffee van hire.",
  turns=[
   ("We're getting married on 20 June and need coffee for about 180 guests over 4 hours. What would that cost?",
    "The Half day package fits nicely: 4 hours of service and up to 220 drinks for £520.",
    "Half day: 4 hours, up to 220 drinks, £520.",
    "COMPLIANT", C+"#Packages", "numeric",
    "180 guests fit within the 220-drink Half day package at £520."),
   ("The venue is 40 miles from Ashcombe. Is there a travel charge?",
    "Yes, a small one. Travel beyond 25 miles is £1.40 per mile for each mile over, counted one way, so 15 miles × £1.40 = £21.",
    "15 miles over 25 at £1.40 = £21.",
    "COMPLIANT", C+"#Packages", "numeric",
    "40 miles is 15 over the included 25, giving £21."),
   ("What's the booking payment, and by when do we settle the balance?",
    "To secure the date we take a 20% deposit, and the balance is simply paid on the day of the wedding.",
    "A 30% deposit confirms the booking; the balance is due 14 days before the event.",
    "NON_COMPLIANT", C+"#Booking, Deposit and Cancellation", "numeric",
    "The deposit is 30% and the balance is due 14 days before, not 20% and on the day."),
   ("The venue has no outdoor socket at all. Is that a problem?",
    "No problem at all. Our quiet generator is included free in every package.",
    "Without a 16-amp socket within 20 m, the generator costs £65.",
    "NON_COMPLIANT", C+"#Site Requirements", "plain",
    "The generator costs £65; it is not included free."),
  ]),
 dict(session_id="bv-16", assistant_id="localbook-assist", started_at="2026-01-14T11:00:00Z",
  context="LocalBook marketplace assistant handling enquiries for BeanWagon Events coffee van hire.",
  turns=[
   ("One of our guests has a severe nut allergy. Can you do her a nut-free oat latte?",
    "We can make her an oat latte, but I can't promise it's nut-free. We carry almond milk and hazelnut syrup in every van, so cross-contact can't be ruled out. I can send you our full allergen list so she can decide.",
    "No drink can be called nut-free; explain cross-contact and offer the allergen list.",
    "COMPLIANT", C+"#Food Safety and Allergens", "negation",
    "It uses 'nut-free' only to decline the claim and gives the required cross-contact warning."),
   ("Our evening guests would love espresso martinis. We'll bring the vodka.",
    "Sounds like a great evening! As long as you supply the vodka, our barista can mix espresso martinis for your guests.",
    "Baristas cannot add spirits even if the client supplies them.",
    "NON_COMPLIANT", C+"#Alcohol", "plain",
    "Baristas must not add spirits to drinks even when the client supplies the alcohol."),
   ("Could the van keep serving until midnight at the after-party?",
    "Service has to finish by 23:00 at every event, so 11pm is the latest we can serve.",
    "Service ends at 23:00.",
    "COMPLIANT", C+"#Site Requirements", "time_window",
    "Matches the 23:00 end of service."),
   ("If it rains, could you park the van inside the barn?",
    "If the weather turns, we can tuck the van just inside the barn doors so guests stay dry, and run the generator from outside.",
    "No: the van cannot be parked inside a building; plan an outdoor pitch.",
    "NON_COMPLIANT", C+"#Site Requirements", "paraphrase",
    "Putting the van 'just inside the barn doors' is parking it inside a building, which is not allowed."),
  ]),
 dict(session_id="bv-17", assistant_id="localbook-assist", started_at="2026-01-14T14:00:00Z",
  context="LocalBook marketplace assistant handling enquiries for BeanWagon Events coffee van hire.",
  weights=[0.25, 0.15, 0.3, 0.2, 0.1],
  turns=[
   ("We've booked the Short package for a corporate event on 20 February and paid the deposit. If we cancel today, what do we lose?",
    "As the event is 37 days away, you'd lose the deposit, but you wouldn't owe anything more.",
    "37 days before (15-59 days): the deposit is kept; nothing further is owed.",
    "COMPLIANT", C+"#Booking, Deposit and Cancellation", "time_window",
    "20 February is 37 days after 14 January, which falls in the deposit-kept band."),
   ("Could we move the date to 6 March instead?",
    "You can move the date once free of charge, since you're more than 30 days out, as long as 6 March is free in our diary. I'll check that for you.",
    "One free date change is allowed at least 30 days ahead, if the new date is available.",
    "COMPLIANT", C+"#Booking, Deposit and Cancellation", "modality",
    "The request is over 30 days ahead and the answer keeps the availability condition."),
   ("And could we extend the Short package from 2 hours to 5?",
    "Sure. Three extra hours at £95 each adds £285, and the barista will serve straight through the full 5 hours.",
    "£285 for 3 extra hours; with one barista, service pauses for a 30-minute break after 4 hours unless a second barista is booked for £150.",
    "NON_COMPLIANT", C+"#Staff Breaks", "multi_rule",
    "The price is right, but a single barista cannot serve 5 hours straight without the 30-minute break."),
   ("What if more than 100 people want drinks?",
    "Drinks beyond your package allowance are £2.60 each.",
    "£2.60 per extra drink.",
    "COMPLIANT", C+"#Packages", "numeric",
    "Matches the extra-drink charge."),
   ("Random one, but do you know a good DJ for the evening part?",
    "I'm afraid I can't recommend DJs, but your venue may have a list of suppliers it works with.",
    "Not a compliance topic.",
    "IRRELEVANT", None, "out_of_scope", "DJ recommendations are not covered by any corpus document."),
  ]),
 dict(session_id="bv-18", assistant_id="localbook-assist", started_at="2026-01-14T16:30:00Z",
  context="LocalBook marketplace assistant handling enquiries for BeanWagon Events coffee van hire.",
  turns=[
   ("We run a festival about 130 miles from Ashcombe. Could you come?",
    "Unfortunately we don't travel to events more than 120 miles from our base, so we can't cover a festival 130 miles away.",
    "No: BeanWagon does not travel beyond 120 miles.",
    "COMPLIANT", C+"#Packages", "refusal",
    "130 miles is beyond the 120-mile limit, so the refusal is correct."),
   ("OK. We also have a full-day event in Ashcombe itself. Can you set out all the terms in detail?",
    LONG_COFFEE,
    "Full day terms as in the corpus: £880, 8 hours, 450 drinks, 30% deposit, balance 14 days before, cancellation bands, site rules, allergens, no alcohol.",
    "COMPLIANT", C+"#Booking, Deposit and Cancellation", "long_answer",
    "Every figure and condition in the long answer matches the BeanWagon terms."),
   ("Does the 16-amp socket have to be close to the van?",
    "Anywhere within about 50 metres is fine. We carry long cables.",
    "It must be within 20 m of the pitch, otherwise the £65 generator is needed.",
    "NON_COMPLIANT", C+"#Site Requirements", "numeric",
    "The socket must be within 20 m, not 50 m."),
   ("Thanks, that's all.",
    "",
    "A short sign-off.",
    "IRRELEVANT", None, "empty_answer", "The answer is blank."),
  ]),
]
