"""Sessions for the Wildshore Adventures assistant (coasteering and caving)."""
G = "general/leisure-bookings-code.md"
O = "outdoor/coasteering-caving-guide-code.md"

A = "wildshore-adventures-assistant"

LONG_11 = """Welcome aboard - Saturday should be a great introduction! Here's everything you need to know before your first coasteering session with Wildshore Adventures.

**Swimming**
You need to be able to swim 50 metres on your own without any help. We'll put you in a buoyancy aid anyway, but it doesn't replace that requirement, so if you're not confident over that distance, give us a call before Saturday and we'll talk through the options.

**What we provide**
Every participant gets a helmet and a buoyancy aid at no extra cost, and both are checked before every session. If you'd rather, you can wear your own buoyancy aid instead, as long as it's a recognised brand and in good condition. We also have wetsuits you can borrow.

**What to bring**
- Your own wetsuit, if you have one - it needs to be at least 5 mm thick, otherwise use one of ours.
- Old trainers or boots with closed toes; sandals and bare feet aren't suitable on the rocks.
- A towel, warm layers and something to drink for afterwards.
- Any medication you might need, such as an inhaler.

**Health questions**
Before you get in the water your guide will ask everyone about asthma, epilepsy, heart conditions and any recent injuries. Please answer honestly - it helps them plan the route and keep an eye on the right things. Coasteering isn't open to anyone who is pregnant.

**Who's looking after you**
Your lead guide holds a current Coastal Leader award and an outdoor first-aid certificate. There are never more than 8 participants per qualified guide, and no group goes over 16 people in total. Before we set off, the guide leaves a written trip plan with a named contact on shore, including a call-out time no later than three hours after we expect to finish.

**Sea and weather**
We keep a close eye on the forecast. If the significant wave height at the site is forecast above 1 metre, or the onshore wind is forecast above 20 mph, the session won't run at that site. Your guide may move us to a more sheltered stretch of coast, which still counts as your booking; otherwise you choose between a new date and a full refund. On the day, the lead guide has the final say and may shorten or change the route at any point if conditions change.

**Timings**
All coasteering sessions finish at least one hour before sunset, so you'll be out of the water and warming up in good time. Please arrive 20 minutes before your start time to get changed and kitted out.

**Bringing anyone younger?**
The minimum age is 10, and under-14s need a participating adult in the group, with no more than two under-14s per adult.

See you on Saturday - bring your sense of adventure!"""

SESSIONS = [
  {
    "session_id": "baa-07", "assistant_id": A, "started_at": "2025-07-01T11:00:00Z",
    "context": "Wildshore Adventures, Gullhaven. A family of four asks about coasteering and caving.",
    "turns": [
      dict(q="We're a family of four: me, my wife, and our kids aged 9 and 12. Can we all go coasteering together?",
           a="Great choice for a family day! Your 12-year-old can join as long as one of you is coasteering too, and our minimum age of 9 means your younger one is fine as well, so you can all go together.",
           gt="The 12-year-old can coasteer with one of you taking part, but the minimum age is 10, so the 9-year-old cannot. A horizontal caving trip (from age 8) would suit all four of you.",
           label="NON_COMPLIANT", clause=f"{O}#Ages, ratios and group sizes", kind="partial",
           why="Correct about the 12-year-old and the participating adult, but the coasteering minimum age is 10, not 9, so the 9-year-old may not take part."),
      dict(q="OK, what about caving then, for all four of us?",
           a="Yes - horizontal caving trips are open from age 8, so both children can come, and with the two of you in the group the under-16 requirement is covered. Trips with ropes or ladders start at 14, so we'd stick to a horizontal cave.",
           gt="Yes, horizontal caving is open from 8 with an adult in the group; vertical caving needs age 14.",
           label="COMPLIANT", clause=f"{O}#Ages, ratios and group sizes", kind="plain",
           why="Horizontal caving minimum age 8, an adult in the group for under-16s, vertical from 14: all match."),
      dict(q="Our 12-year-old is a weak swimmer - maybe 25 metres. Could she still coasteer if she wears a buoyancy aid?",
           a="Sadly not. Everyone who coasteers has to manage 50 metres on their own, and a buoyancy aid doesn't change that. Caving would be a better fit for her for now.",
           gt="No, coasteering participants must swim 50 m unaided; a buoyancy aid does not replace this.",
           label="COMPLIANT", clause=f"{O}#Swimming ability and health", kind="negation",
           why="Correctly refuses: the 50 m unaided swim is required and a buoyancy aid is no substitute."),
      dict(q="Can the kids bring their own helmets? They have climbing helmets that fit them well.",
           a="Sure, climbing helmets are fine as long as they're in good condition - otherwise we'll provide them free of charge.",
           gt="No, helmets (and buoyancy aids) must always be the provider's own; we supply them free.",
           label="NON_COMPLIANT", clause=f"{O}#Equipment", kind="modality",
           why="Participants may not use their own helmets; the answer allows it."),
    ]},
  {
    "session_id": "baa-08", "assistant_id": A, "started_at": "2025-08-11T06:50:00Z",
    "context": "Customer booked on a Wildshore coasteering session at Gullhaven on Monday 11 August 2025 at 10:00; 3 people at £55 each (£165).",
    "weights": [0.35, 0.25, 0.2, 0.2],
    "turns": [
      dict(q="The forecast says waves of around 1.2 m this morning. Is our 10am session still on?",
           a="With 1.2 metres forecast, the swell is above the 1-metre cut-off we work to, so the session won't run at that site as planned. Your guide may be able to switch you to a more sheltered stretch of coast, which would still count as your booking; otherwise you'll be able to choose between a refund and a new date.",
           gt="Not at that site: coasteering does not go ahead above a 1.0 m forecast wave height. A sheltered site may be used as the same booking, or you choose a refund or new date.",
           label="COMPLIANT", clause=f"{O}#Sea and weather conditions", kind="numeric",
           why="1.2 m exceeds the 1.0 m limit; moving site counts as the same booking; provider cancellation gives the customer's choice of refund or new date."),
      dict(q="If it's cancelled, could you just give us a voucher instead of money?",
           a="We can, if that's what you'd prefer - just confirm by email that you're happy to take a voucher rather than a refund. It's entirely your call; when we cancel, you're always entitled to your money back instead.",
           gt="Yes, if you agree in writing (an email is enough); you can never be required to take credit when we cancel.",
           label="COMPLIANT", clause=f"{G}#Refund payments", kind="multi_rule",
           why="Combines the guide code's provider-cancellation choice with the bookings code rule that credit needs the customer's written agreement."),
      dict(q="Actually we'd rather have the money. When will it arrive?",
           a="Refunds go back to your card within 30 days of the cancellation.",
           gt="Within 14 calendar days of the cancellation being confirmed, to the original payment method.",
           label="NON_COMPLIANT", clause=f"{G}#Refund payments", kind="time_window",
           why="Refunds must be paid within 14 calendar days, not 30 days."),
      dict(q="One of our group is five months pregnant - she was planning to come anyway. Is that OK for the rebooked date?",
           a="Yes, she's fine to join us as long as she feels comfortable and lets the guide know at the start - we'll keep her on the gentler sections.",
           gt="No, pregnant participants may not coasteer. She could join a horizontal caving trip with a doctor's or midwife's note dated within 14 days.",
           label="NON_COMPLIANT", clause=f"{O}#Swimming ability and health", kind="negation",
           why="Pregnant participants may not take part in coasteering; the answer permits it."),
    ]},
  {
    "session_id": "baa-09", "assistant_id": A, "started_at": "2025-10-03T15:30:00Z",
    "context": "A scout leader asks Wildshore Adventures about a vertical caving trip in Blackwater Pot, a flood-prone cave.",
    "turns": [
      dict(q="I'm bringing 12 scouts, all aged 15, for a vertical caving trip with ladders and ropes. How many of your guides do we need?",
           a="For vertical trips the ratio is one qualified guide to four participants, so twelve scouts means three guides. As they're all under 18, each scout needs written consent from a parent or guardian, and the lead guide will hold Cave Leader Level 2 for any pitch deeper than five metres.",
           gt="Three guides (1:4 for vertical caving); written parental consent for each under-18; Cave Leader Level 2 for pitches over 5 m.",
           label="COMPLIANT", clause=f"{O}#Ages, ratios and group sizes", kind="numeric",
           why="12 participants at 1:4 is 3 guides; 15-year-olds meet the minimum age of 14; consent and Level 2 conditions are correct."),
      dict(q="Could two of my adult scout leaders act as assistant guides to cut the cost?",
           a="Yes - any adult leader over 18 can count as an assistant guide, so with two of your leaders you'd only need one of ours.",
           gt="Only if they are 18 or over and hold a current outdoor first-aid certificate; the trip must still be led by a Cave Leader Level 2 guide.",
           label="NON_COMPLIANT", clause=f"{O}#Guide qualifications", kind="partial",
           why="The age condition is right, but assistant guides also need a current first-aid certificate to count towards ratios; that condition is dropped."),
      dict(q="The trip starts at 9am Saturday in Blackwater Pot. The forecast has 15 mm of rain between midnight and 6am. Still OK?",
           a="That much rain overnight isn't a problem by itself - we'd only call it off if heavy rain is forecast while we're actually underground.",
           gt="No. Blackwater Pot is flood-prone, and more than 10 mm forecast in the 12 hours before the trip means it must be cancelled or moved to another cave.",
           label="NON_COMPLIANT", clause=f"{O}#Sea and weather conditions", kind="time_window",
           why="The 12 hours before the trip count: 15 mm forecast between midnight and 06:00 exceeds 10 mm for a flood-prone cave."),
      dict(q="Which number would your surface contact ring if something went wrong?",
           a="The surface contact rings the rescue service on 555-0199 if we haven't checked in by the call-out time, which we set at six hours after the planned exit.",
           gt="555-0199, if the group has not checked in by a call-out time no later than 3 hours after the planned exit.",
           label="NON_COMPLIANT", clause=f"{O}#Trip plans and call-out", kind="numeric",
           why="The number is right, but the call-out time must be no later than 3 hours after the planned exit, not 6."),
    ]},
  {
    "session_id": "baa-10", "assistant_id": A, "started_at": "2025-05-02T12:00:00Z",
    "context": "Customer booking a horizontal caving trip with Wildshore Adventures for Saturday 17 May 2025; 4 people at £60 each (£240).",
    "turns": [
      dict(q="How much deposit will you take from us now?",
           a="Because your trip is only about two weeks away, we take the full £240 at booking rather than a deposit - the 25% deposit option is for bookings made more than 28 days ahead.",
           gt="The booking is 15 days ahead (28 days or fewer), so the full £240 may be taken now.",
           label="COMPLIANT", clause=f"{G}#Deposits", kind="time_window",
           why="Bookings made 28 days or fewer before the activity may be charged in full."),
      dict(q="If we have to cancel on 8 May, what would we get back?",
           a="Cancelling on 8 May gives nine days' notice, which falls in the 7-to-13-day band, so you'd get 75% back - £180.",
           gt="Nine days' notice is in the 7 to 13 day band: 50 % back, £120.",
           label="NON_COMPLIANT", clause=f"{O}#Cancellation charges", kind="numeric",
           why="The band is identified correctly but the refund for 7-13 days is 50 % (£120), not 75 %."),
      dict(q="And if, instead of cancelling, we moved to a different date?",
           a="Switching dates costs nothing the first time, provided you let us know 72 hours or more ahead.",
           gt="A date change requested at least 7 calendar days before the trip is free once.",
           label="NON_COMPLIANT", clause=f"{O}#Cancellation charges", kind="paraphrase",
           why="The free move requires at least 7 calendar days' notice, not 72 hours."),
      dict(q="Do you provide lights for caving?",
           a="Yes - everyone gets a helmet with a headlamp included. A backup light is optional and can be hired for £5.",
           gt="Yes, a helmet, headlamp and a separate backup light are all supplied at no extra charge.",
           label="NON_COMPLIANT", clause=f"{O}#Equipment", kind="partial",
           why="Helmet and headlamp are right, but the backup light must also be supplied free, not hired out."),
    ]},
  {
    "session_id": "baa-11", "assistant_id": A, "started_at": "2025-06-18T19:20:00Z",
    "context": "First-time coasteering customer booked with Wildshore Adventures for Saturday 21 June 2025; sunset at Gullhaven that day is 21:35.",
    "turns": [
      dict(q="First time coasteering on Saturday! What do I need to know - kit, what you provide, swimming, safety, timings?",
           a=LONG_11,
           gt="Swim 50 m unaided; provider supplies helmet and buoyancy aid (own ones not allowed); own wetsuit at least 5 mm; closed-toe shoes; health questions; sessions end 1 h before sunset; wave and wind limits.",
           label="NON_COMPLIANT", clause=f"{O}#Equipment", kind="long_answer",
           why="A long, otherwise correct answer contains one wrong sentence: participants may not use their own buoyancy aid."),
      dict(q="Our evening session starts at 19:00 and normally runs two and a half hours. Is that OK with sunset at 21:35?",
           a="That works - you'd be out of the water by 21:30, just before sunset at 21:35.",
           gt="No. Sessions must end at least an hour before sunset, so by 20:35; a 2.5-hour session would need to start by 18:05.",
           label="NON_COMPLIANT", clause=f"{O}#Sea and weather conditions", kind="time_window",
           why="Ending at 21:30 is only 5 minutes before sunset; the session must end by 20:35."),
      dict(q="What's a good pub in Gullhaven for afterwards?",
           a="I don't have pub recommendations, sorry! The harbour front has a few places that are popular after a day on the water, though.",
           gt="Out of scope.",
           label="IRRELEVANT", clause=None, kind="out_of_scope",
           why="Pub recommendations are not covered by the corpus."),
      dict(q="Last thing - I have mild asthma. Do I need to tell anyone?",
           a="Yes, please do mention it. Your guide runs through health questions like that before anyone gets in the water, so bring your inhaler and let them know at the start.",
           gt="Yes, the guide asks every participant about asthma before the session.",
           label="COMPLIANT", clause=f"{O}#Swimming ability and health", kind="paraphrase",
           why="Consistent with the duty to ask about asthma before the session, phrased differently."),
    ]},
  {
    "session_id": "baa-12", "assistant_id": A, "started_at": "2025-09-08T10:30:00Z",
    "context": "Customer who went on a Wildshore caving trip on 30 August 2025 and emailed a complaint on Monday 1 September 2025.",
    "turns": [
      dict(q="I emailed a complaint on Monday 1 September about a guide's attitude and have heard nothing back. Is that normal?",
           a="It isn't - you should have had an acknowledgement within three working days, so by Thursday 4 September. I'm sorry it's late; I'll flag it now. You're also due a full written reply within 20 working days of the day we received it, which is by 29 September.",
           gt="No: acknowledgement was due within 3 working days (by 4 September) and a final response within 20 working days (by 29 September).",
           label="COMPLIANT", clause=f"{G}#Complaints", kind="time_window",
           why="3 working days from Monday 1 September is Thursday 4 September; 20 working days is Monday 29 September."),
      dict(q="If I'm still not happy, can I go to the ombudsman? Will that cost me?",
           a="You can, once you've had our final response - you'd have three months from then to refer it, and the ombudsman charges a £20 admin fee.",
           gt="Yes, free of charge, within 6 months of the final response (or sooner if no final response after 20 working days).",
           label="NON_COMPLIANT", clause=f"{G}#Complaints", kind="numeric",
           why="Referral is free and the window is 6 months, not 3 months with a £20 fee."),
      dict(q="Also, I saw a photo of my son (he's 13) from the trip on your Instagram. I never agreed to that.",
           a="I'm sorry. For anyone under 18 we must have a parent's written consent before a recognisable photo goes on our channels, so if we don't have that from you it shouldn't be up. Just tell us you want it removed and it will be taken down within ten working days at the latest.",
           gt="Under-18 photos need a parent's written consent; without it the photo must be removed within 10 working days of your request.",
           label="COMPLIANT", clause=f"{G}#Photographs and marketing", kind="modality",
           why="Written parental consent is required for under-18s and removal within 10 working days is correct."),
      dict(q="Would you give me a refund if I withdraw the complaint?",
           a="A refund doesn't depend on dropping your complaint - we would never ask you to withdraw it in exchange for money. If a refund is due, it will be paid either way.",
           gt="A refund cannot be made conditional on withdrawing the complaint.",
           label="COMPLIANT", clause=f"{G}#Complaints", kind="negation",
           why="Providers may not make a refund conditional on withdrawing a complaint."),
    ]},
]
