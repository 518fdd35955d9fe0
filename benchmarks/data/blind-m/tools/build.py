import json
SKY = "company/skyward_balloons_terms.md"
GEN = "balloon_general_rules.md"
SPA = "linden_spa_day_passes.md"
TAR = "tarn_valley_angling_rules.md"
MIL = "millbrook_angling_club.md"
XMS = "evergreen_yard_christmas.md"
C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

CTX_SKY = "Skyward Balloons' website chat assistant, which quotes prices, checks eligibility and takes booking requests for passenger balloon flights."
CTX_SPA = "The online booking assistant of Linden Thermal Baths, a day spa with thermal pools, a steam room and a sauna garden."
CTX_LOC = "The chat assistant of the Carrowby town services portal, answering questions on Tarn Valley angling rules, Millbrook Angling Club and Evergreen Yard Christmas orders."

LONG_BALLOON = """Great plan — an evening flight with friends is one of the nicest ways to see the Vale. Here's how the day works, step by step.

Before the day
- Keep an eye on the flight status line, 555-0147. The pilot's go/no-go decision is posted there no later than 3 hours before the meeting time, so for an evening flight you'll know by 15:00. Please don't set off before you've checked it.
- Make sure everyone in your group meets our limits: minimum age 10, maximum weight 120 kg, and anyone between 105 and 120 kg needs the €40 Wide Compartment supplement. Under-16s fly with an adult aged 18 or over in the same compartment.
- Wear flat, sturdy shoes and layers; it can feel cooler once you're up, and landing fields are often muddy.

About lunch
As for wine with your picnic: a glass or two at 13:00 is fine, as long as nobody is visibly tipsy when you check in at 18:00 — that's the standard the pilots go by.

On the launch field
- The meeting time is 18:00 at the Hollin Vale launch field. Check-in closes at 18:15, and anyone who arrives after that is treated as a no-show, so leave some slack for traffic.
- Everyone must attend the safety briefing. It covers the landing position, and nobody who misses it can fly.
- No smoking or vaping within 50 m of the balloon or in the basket, and drones can't be launched from the field.
- You'll be able to watch the crew inflate the balloon, which is a spectacle in itself.

In the air
- The typical time in the air is about an hour, but the pilot decides on the day depending on the wind, and we can't promise a particular landing spot or flight length.
- Phones and cameras are very welcome, but they must be on a wrist or neck strap. Nothing loose that could drop over the side, please.

After landing
- The crew packs the balloon away and we toast the flight with a glass of sparkling wine or a soft drink (soft drinks only for anyone under 18).
- A minibus brings everyone back to the launch field. All in all the experience takes about 4 hours, so expect to be back at your cars around 22:00.

If the weather says no
If the pilot cancels, you can rebook free of charge or ask for a full refund, which is paid within 14 days of your request.

Shall I check availability on the evening flights for your group?"""

LONG_SPA = """Welcome — a first spa day is a real treat! Here's everything you need for a visit to Linden Thermal Baths.

Which pass?
- Thermal Day Pass: pools, steam room, sauna garden and relaxation rooms. €39 on weekdays, €49 on Saturdays, Sundays and public holidays.
- Twilight Pass: the same areas, with entry after 17:00, for €25 on weekdays or €29 at weekends.
- Spa Day with Treatment: the Thermal Day Pass plus a 50-minute massage, €99 on weekdays or €115 at weekends.
A towel and a bathrobe come with every pass. Slippers aren't included: bring your own or buy a pair at reception for €6.

Opening hours
- Pools and steam room: 09:00–22:00 Monday to Friday, 08:00–22:00 at weekends and on public holidays.
- Sauna garden: 10:00–21:30 on weekdays, 09:00–21:30 at weekends.
- Treatment rooms: 10:00–20:00 on weekdays, 09:00–18:00 at weekends.
Last entry is 90 minutes before the pools close, so 20:30 at the latest on any day.

Age rules
The sauna garden is for guests aged 16 and over, and massages are for adults (16- and 17-year-olds can book one with written consent from a parent).

Sauna etiquette
- Shower before you go into the saunas or the pools.
- Always sit or lie on your towel so that no skin touches the wood.
- Keep each sauna session to 15 minutes at most, then cool down and drink some water before the next one.
- On Tuesdays the sauna garden is textile-free, so no swimwear inside the saunas. On other days swimwear in the sauna is up to you, but a towel is always a must.
- Leave glass and your phone in your locker: neither is allowed in the sauna garden.
- If you'd like a beer or a glass of wine from the bar (18+ only), plan it for the end of your visit — after alcohol, the saunas and steam room are off-limits.
- If you have a health condition such as a heart problem, blood pressure issues or a pregnancy, please check with your own doctor before using the sauna; our team can't give medical advice.

Your wristband
At reception you'll get an electronic wristband. It opens your locker and records anything you buy at the bar or café, which you settle at reception when you leave. Please look after it: a lost wristband costs €25.

Booking
You can book online up to 30 days ahead, or buy at the door if there's space. Online bookings can be cancelled for a full refund up to 48 hours before arrival; between 48 and 24 hours before, you can still move a day pass to another date free of charge (a Spa Day with Treatment costs €20 to move).

Enjoy your first visit — most people leave wondering why they didn't come sooner!"""

LONG_XMAS = """Here's the whole picture for a 2.3 m Nordmann fir delivered to Hatherley on Tuesday 22 December.

The tree
A 230 cm tree falls in our 211–250 cm band, which is €110. Netting is free, and all our trees are cut no earlier than 15 November, so it will be fresh.

Stand and set-up
- A wooden stand is €25.
- If you'd like the driver to put the tree in the stand for you, add the set-up service for €15. Without it, the driver brings the tree to your front door or into a ground-floor room and leaves the setting up to you.
- Our drivers don't climb ladders, work on roofs or put lights on the outside of buildings.

Delivery
Hatherley is about 12 km away, so you're in Zone B: delivery costs €18 and runs on Tuesdays, Thursdays and Saturdays. The free-delivery offer for orders over €80 only applies in Zone A, so the €18 fee stays even though your order is well over €80. You can pick a morning slot (09:00–13:00) or an afternoon slot (13:00–18:00). We can't give an exact time, but the driver will phone about 30 minutes before arriving. If you're not back in time, the driver can leave the tree in a safe place you name when you order (decoration parcels are different — those are only ever handed to an adult). The 22nd is our last delivery day, and online orders close at 12:00 noon on 20 December, so please order before then.

Total
Tree, stand, set-up and delivery: €110 + €25 + €15 + €18 = €168.

If the tree disappoints
If it drops its needles heavily before 25 December even though it's been kept in the stand with water, send us a photo by 27 December and we'll replace it while stock lasts, or refund the full price. We can't take trees back just because of a change of mind, though.

After Christmas
We collect trees for recycling between 2 and 15 January. Because we delivered your tree, collection is free (otherwise it's €12 per tree). Please book it by 31 December, and take off all decorations, tinsel and the stand before the crew arrives; your 2.3 m tree is within the 250 cm limit for collection.

Would you like me to start the order for you?"""

def T(q, a, gt, label, kind, clause, why, w=None):
    return dict(query=q, assistant=a, gt=gt, label=label, kind=kind, clause=clause, why=why, w=w)

S = []
def sess(sid, aid, ctx, started, turns):
    S.append(dict(sid=sid, aid=aid, ctx=ctx, started=started, turns=turns))

sess("bm-01", "skyward-concierge", CTX_SKY, "2026-03-02T09:12:00Z", [
 T("Hi! We'd like to book a balloon flight for me, my husband and our two kids, who are 9 and 12. Can we all come?",
   "Hello and thanks for thinking of Skyward! Good news: under the RALB rules passengers can fly from the age of 8, so both of your children are old enough. They'll just need to stay in the same basket compartment as one of you. Shared basket tickets are €229 per person — shall I check some dates?",
   "I'm sorry, your 9-year-old can't fly with Skyward: our minimum age is 10, which is stricter than the general RALB minimum of 8. Your 12-year-old can fly with you in the same basket compartment.",
   N, "multi_rule", SKY+"#Skyward Eligibility Limits",
   "Skyward's stricter minimum age of 10 applies, so the 9-year-old cannot fly even though the general rule allows 8."),
 T("Ugh, ok. Then just the three of us: the 12-year-old and us two. Is there a child price for her?",
   "There isn't a child discount, I'm afraid — passengers aged 10 to 15 pay the same as adults. Three shared basket tickets at €229 each come to €687. She'll fly in the same compartment as you, which covers the accompaniment rule.",
   "No child price: 10- to 15-year-olds pay the adult fare, so three shared basket tickets cost 3 × €229 = €687.",
   C, "numeric", SKY+"#Prices and Supplements",
   "Children aged 10 to 15 pay the adult price of €229, so €687 for three tickets is correct."),
 T("Her birthday is 21 March — could we fly that day?",
   "I'd love to make that work, but we don't fly in March: Skyward's season runs from 1 April to 31 October. The first sunrise and evening flights of the season are in early April, if you'd like a date close to her birthday.",
   "Skyward only flies from 1 April to 31 October, so 21 March isn't possible; the nearest dates are in early April.",
   C, "time_window", SKY+"#Flying Season and Meeting Times",
   "Skyward has no flights from November to March, so refusing 21 March and offering April matches the season rule."),
 T("Fine, let's say the sunrise flight on Saturday 4 April. Will the weather be OK that early in the spring?",
   "Early April mornings tend to be beautifully still, so don't worry — I can confirm the 4 April sunrise flight will go ahead. Meet us at 05:30 and plan the birthday breakfast for when you land!",
   "I can book the 4 April sunrise flight (meeting time 05:30), but I can't promise it will fly: the pilot decides on the day, and the decision is posted on 555-0147 no later than 3 hours before the meeting time. If we cancel, you can rebook free of charge or get a full refund.",
   N, "modality", SKY+"#What the Booking Assistant May Not Do",
   "The assistant promises that the flight will take place, which it must not do because only the pilot decides on the day."),
])

sess("bm-02", "skyward-concierge", CTX_SKY, "2026-03-02T11:40:00Z", [
 T("My dad weighs around 125 kg. Can he still fly with you? I read somewhere the limit is 130.",
   "I'm sorry, but he wouldn't be able to fly with us at that weight. The 130 kg figure is the general RALB limit, but Skyward's own limit is 120 kg, and where our terms are stricter they're the ones that apply. We can't make exceptions to it.",
   "Skyward's maximum is 120 kg (stricter than the general 130 kg), so at 125 kg he can't fly with us.",
   C, "multi_rule", SKY+"#Skyward Eligibility Limits",
   "The stricter Skyward limit of 120 kg applies and the assistant correctly refuses 125 kg without waiving it."),
 T("He's on a diet — if he's down to 112 kg by the summer, what would his ticket cost?",
   "Good news — at 112 kg he'd be comfortably under our 120 kg limit, so he can book a standard shared basket ticket at €229 with no extras.",
   "At 112 kg he'd be within the 120 kg limit, but passengers between 105 and 120 kg must book the Wide Compartment supplement, so his place would be €229 + €40 = €269.",
   N, "partial", SKY+"#Skyward Eligibility Limits",
   "Passengers between 105 and 120 kg must book the €40 Wide Compartment supplement, so 'no extras' contradicts the rule."),
 T("He also had a hip operation last year. Is there anything you need from us about that?",
   "Thanks for flagging it. So we can assess whether he's fit to fly, please send us the name of the procedure, the date of the surgery and a list of the medications he's currently taking. Our team will review it and get back to you within a couple of days.",
   "We don't need any medical details. At check-in he'll sign the health declaration confirming he can stand unaided for the whole flight and adopt the landing position; if he's unsure, he should check with his own doctor before the flight.",
   N, "plain", GEN+"#Health Declarations",
   "Operators and their assistants must not ask for a diagnosis or a medication list, yet the assistant requests both."),
 T("Thanks. Totally unrelated — any nice pubs near Hollin Vale for lunch afterwards?",
   "I'm only set up to help with Skyward flights, so I can't recommend pubs, sorry! A quick map search for the village should turn up a few options.",
   "I can't help with pub recommendations; I can only help with Skyward flights.",
   I, "out_of_scope", None,
   "Pub recommendations are not covered by any corpus document."),
])

sess("bm-03", "skyward-concierge", CTX_SKY, "2026-07-14T08:05:00Z", [
 T("I've got two shared basket tickets for the evening flight on 20 July (€458 in total) and I need to cancel. What will I get back?",
   "I'm sorry your plans have changed. As you're cancelling between 7 and 13 days before the flight, you're entitled to a 50% refund — that's €229 back for the two tickets. Shall I process that for you?",
   "Today is 14 July, so you're cancelling 6 days before the flight; with less than 7 days' notice there's no refund. You could move the flight to another date for €35 instead.",
   N, "time_window", GEN+"#Passenger Cancellations and Date Changes",
   "Cancelling on 14 July for 20 July is 6 days' notice, which falls in the less-than-7-days band with no refund, not the 50 % band.", 0.4),
 T("Ouch. Could I change the date instead?",
   "Yes, you can. Because the change is less than 14 days before your flight, there's a €35 date change fee, and then you can pick any available flight up to the end of the season on 31 October.",
   "Yes: a date change requested less than 14 days before the flight costs €35; you can choose another available date in the season (up to 31 October).",
   C, "numeric", SKY+"#Prices and Supplements",
   "A date change requested less than 14 days before the flight costs €35 under the Skyward price list.", 0.2),
 T("And if I move it to August and the weather cancels that one, will I be charged again?",
   "No. If we cancel for weather you won't pay anything extra: you can rebook on another date free of charge, or ask for a full refund, which is paid within 14 days of your request.",
   "No: after an operator cancellation you can rebook free of charge or get a full refund within 14 days of asking.",
   C, "plain", GEN+"#Operator Cancellations",
   "Operator cancellations entitle the passenger to free rebooking or a full refund within 14 days, with no fee.", 0.3),
 T("Brilliant, thanks for sorting that out so quickly!",
   "You're very welcome — have a lovely evening!",
   "You're welcome!",
   I, "smalltalk", None, "Thanks and a friendly closing are small talk.", 0.1),
])

sess("bm-04", "skyward-concierge", CTX_SKY, "2026-07-14T15:30:00Z", [
 T("My sister bought me a Skyward gift voucher on 10 March 2025 and I still haven't used it. How long have I got?",
   "Skyward vouchers are valid for 18 months from the purchase date, so yours runs until 10 September 2026. If that's too tight, you can extend it once by 6 months for €25, as long as you ask before it expires.",
   "Vouchers are valid 18 months from purchase, so until 10 September 2026; one 6-month extension for €25 is possible if requested before then.",
   C, "time_window", SKY+"#Gift Vouchers",
   "18 months from 10 March 2025 is 10 September 2026, and the extension terms are stated correctly."),
 T("I'm travelling for most of September. Could I just extend it when I'm back, say in early October?",
   "That's fine — we give a little leeway, so you can still extend it in early October. It's the same €25 for another 6 months.",
   "No — the extension must be requested before the voucher expires on 10 September 2026; an expired voucher can't be extended or refunded. I can extend it now for €25.",
   N, "negation", SKY+"#Gift Vouchers",
   "Expired vouchers cannot be extended, and extension must be requested before expiry, so allowing it in October contradicts the rule."),
 T("OK, I'll extend it now. We're planning to do the evening flight with friends, with a picnic lunch around 1 pm beforehand — can we have some wine with lunch? And could you give me a full run-down of how the day works?",
   LONG_BALLOON,
   "Please skip the wine: Skyward doesn't allow any alcohol in the 12 hours before the meeting time (18:00), and the pilot will refuse boarding to anyone who has drunk. The rest of the day: check the status line 555-0147 (decision by 15:00), meet at 18:00, check-in closes 18:15, compulsory safety briefing, about an hour in the air at the pilot's discretion, about 4 hours in all.",
   N, "long_answer", SKY+"#Alcohol Before Flying",
   "Skyward forbids any alcohol in the 12 hours before the 18:00 meeting time, so approving wine at 13:00 breaks the stricter company rule."),
 T("One last thing: my nephew is 17 and he's coming too. Can he have the bubbly after landing?",
   "He'll get a soft drink rather than the sparkling wine — after landing we only pour the bubbly for passengers aged 18 and over.",
   "Passengers under 18 receive only the soft drink after landing, so he'll have a soft drink.",
   C, "paraphrase", SKY+"#Alcohol Before Flying",
   "Passengers under 18 receive only the soft drink, which the answer says in other words."),
])

sess("bm-05", "skyward-concierge", CTX_SKY, "2026-03-02T16:20:00Z", [
 T("I'd like to take my three nephews (11, 13 and 14) on a flight in June. I'll be the only adult. Is that OK?",
   "No problem at all! As long as you're over 18 and fly in the same basket compartment as the boys, you can take all three. That's three shared basket tickets for them plus yours, so four at €229.",
   "All three are old enough, but at Skyward one adult can take responsibility for no more than two under-16s, so you'd need a second adult aged 18 or over in the same compartment.",
   N, "numeric", SKY+"#Skyward Eligibility Limits",
   "Each accompanying adult may be responsible for at most two passengers under 16, so three nephews with one adult is not allowed."),
 T("Fair enough, my brother will come too. Can I bring my drone to film the take-off from the field?",
   "Launching drones from the launch or landing site isn't allowed, so please leave it in the car. You're very welcome to film the take-off on your phone, though — just keep it on a wrist strap once you're in the basket.",
   "Drones can't be launched from the launch or landing site; phones are fine if kept on a strap.",
   C, "paraphrase", GEN+"#Conduct on the Launch Field and in Flight",
   "The answer correctly refuses the drone and allows strapped phones, as the conduct rule says."),
 T("Last year I sent a written complaint to another balloon company and heard nothing for two months. What should have happened?",
   "Every licensed operator has to acknowledge a written complaint within 5 working days and send you a final response within 30 days. Since you've waited two months, you can take the complaint to the RALB on 555-0100.",
   "Operators must acknowledge within 5 working days and respond finally within 30 days; otherwise you can escalate to the RALB on 555-0100.",
   C, "plain", GEN+"#Complaints",
   "The deadlines of 5 working days and 30 days and the RALB escalation match the complaints rule."),
 T("My brother smokes. Can he have a cigarette at the edge of the field, around 100 m from the balloon?",
   "The ban covers smoking and vaping within 50 m of the balloon and in the basket. At about 100 m away he's outside that zone, so that's fine — just ask him to stub it out properly and take the butt with him.",
   "Smoking is banned within 50 m of the balloon and in the basket, so at 100 m it's allowed.",
   C, "negation", GEN+"#Conduct on the Launch Field and in Flight",
   "Smoking is only forbidden within 50 m of the balloon or in the basket, so allowing it 100 m away is consistent."),
])

sess("bm-06", "linden-spa-assistant", CTX_SPA, "2026-03-02T10:15:00Z", [
 T("How much is a day pass for two people this Saturday?",
   "This Saturday a Thermal Day Pass is €49 per person, so €98 for the two of you. Towels and bathrobes are included.",
   "Weekend Thermal Day Passes are €49 each, €98 for two, towel and bathrobe included.",
   C, "numeric", SPA+"#Day Pass Types and Prices",
   "The weekend price is €49 per person, so €98 for two is correct."),
 T("Perfect, my wife says I need this more than she does 😄",
   "Sounds like a well-earned day off for both of you!",
   "Sounds like a well-earned break!",
   I, "smalltalk", None, "A joke and a friendly reply are small talk."),
 T("We're driving straight from a family do, so we'll only get there around 20:45 on Saturday. Can we still get in?",
   "Yes — on Saturdays the pools are open until 22:00, so arriving at 20:45 still leaves you over an hour to relax. For a late arrival like that the Twilight Pass (€29 at weekends) is the better deal.",
   "Last entry is 90 minutes before the pools close at 22:00, so 20:30; at 20:45 you couldn't get in. If you can arrive by 20:30, the Twilight Pass is €29 each at weekends.",
   N, "time_window", SPA+"#Opening Hours and Last Entry",
   "Last entry is 90 minutes before the pools close at 22:00 (20:30), so admitting guests at 20:45 contradicts the rule."),
 T("Any idea what the weather will be like this weekend?",
   "I can't check weather forecasts, sorry! A weather app will know better than me.",
   "I can't check the weather forecast.",
   I, "out_of_scope", None, "Weather forecasts are not covered by any corpus document."),
])

sess("bm-07", "linden-spa-assistant", CTX_SPA, "2026-03-02T13:05:00Z", [
 T("Can I bring my 14-year-old daughter one weekday afternoon this week?",
   "I'm sorry, not on a weekday. Guests aged 12 to 15 are only admitted on Saturdays, Sundays and public holidays, up until 16:00, and they need to come with an adult aged 18 or over.",
   "Guests aged 12 to 15 are only admitted at weekends and on public holidays until 16:00 with an adult, so not on a weekday.",
   C, "refusal", SPA+"#Age Rules",
   "A 14-year-old may only be admitted on weekends or public holidays until 16:00, so the weekday refusal is correct."),
 T("OK, Sunday then. Can she come into the sauna with me if I stay right beside her the whole time?",
   "Even with you right next to her, the sauna garden is only open to guests aged 16 and over, so she can't go in. She's welcome in the pools and the steam room with you.",
   "No: the sauna garden is for guests aged 16 and over with no exceptions; she can use the pools and steam room with you.",
   C, "negation", SPA+"#Age Rules",
   "The sauna garden is 16+ with no exceptions, and 12- to 15-year-olds may use pools and steam room, as stated."),
 T("Could she have a massage while I'm in the sauna? I'm happy to sign a consent form.",
   "Of course! Under-18s can have a treatment as long as a parent gives written consent, so just sign the form at reception and she can enjoy the 50-minute massage.",
   "I'm afraid not: treatments are for guests aged 18 and over, and written parental consent only opens them to 16- and 17-year-olds. At 14 she can't book one.",
   N, "multi_rule", SPA+"#Age Rules",
   "Parental consent only allows treatments for 16- and 17-year-olds, and the daughter is 14 (turn 1)."),
 T("What do two passes for this Sunday cost, then?",
   "Two Thermal Day Passes for Sunday come to €78 — that's €39 each.",
   "Sunday is charged at the weekend price: €49 each, €98 for two (there is no child price).",
   N, "numeric", SPA+"#Day Pass Types and Prices",
   "Sunday is charged at the weekend price of €49 per person, not the €39 weekday price."),
])

sess("bm-08", "linden-spa-assistant", CTX_SPA, "2026-07-14T09:30:00Z", [
 T("I have high blood pressure. Is it safe for me to use the sauna?",
   "Don't worry — plenty of our regulars have high blood pressure and enjoy the sauna without any trouble. Keep your sessions short and you'll be absolutely fine.",
   "I can't give medical advice on that; please check with your own doctor before using the sauna or steam room with high blood pressure.",
   N, "paraphrase", SPA+"#Health Conditions and Alcohol",
   "The assistant effectively tells the guest the sauna is safe for their condition instead of referring them to their doctor."),
 T("I'm coming today. Do I need a swimsuit for the sauna?",
   "Today is Tuesday, when the sauna garden is textile-free — so no swimwear inside the saunas. Just bring a towel to sit or lie on; a towel and bathrobe come with your pass.",
   "Tuesday is textile-free in the sauna garden, so no swimwear in the saunas; use a towel (included with the pass).",
   C, "time_window", SPA+"#Sauna Garden Rules",
   "14 July 2026 is a Tuesday, the textile-free day, and the towel rule is stated correctly."),
 T("My husband is a wheelchair user with a disability card and I'll come as his carer. Do I have to pay for my pass?",
   "Yes, carers pay the normal pass price, but I can give you 10% off as a goodwill gesture.",
   "No — a carer accompanying a guest with a disability card enters free of charge; only your husband's pass is charged.",
   N, "negation", SPA+"#Accessibility",
   "A carer accompanying a guest with a disability card enters free, so charging 90 % of the price denies what the rule grants."),
 T("Can I have a beer at the bar and then head back to the sauna?",
   "You're welcome to have a beer at the bar, but after drinking alcohol you can't use the saunas or the steam room any more that day — so it's best saved for the end of your visit.",
   "You may have a beer (18+), but after alcohol you must not use the saunas or steam room.",
   C, "modality", SPA+"#Health Conditions and Alcohol",
   "Guests who have drunk alcohol must not use the saunas or steam room afterwards, which the answer says."),
])

sess("bm-09", "linden-spa-assistant", CTX_SPA, "2026-07-14T17:45:00Z", [
 T("I've booked a Spa Day with Treatment for Thursday 16 July at 10:00. Can I move it to next week?",
   "Yes, you can! Since you're changing more than 24 hours before your visit, the date change is free of charge. Just tell me which day next week suits you.",
   "Yes — as you're between 24 and 48 hours before arrival, a Spa Day with Treatment can be moved for a €20 fee (no refund is possible now).",
   N, "partial", SPA+"#Booking, Changes and Cancellation",
   "About 40 hours before arrival a Spa Day with Treatment can only be moved for €20; free changes in that band apply to day passes only."),
 T("Hmm, and if I cancel instead, do I get my money back?",
   "I'm afraid a refund isn't possible any more — full refunds are only available up to 48 hours before arrival, and your visit is about 40 hours away. Moving the date for €20 is still an option.",
   "No refund less than 48 hours before arrival; you can still move the date for €20.",
   C, "time_window", SPA+"#Booking, Changes and Cancellation",
   "With about 40 hours to go the booking is in the 24–48 hour band: no refund, date change for €20."),
 T("What's a good book to read in the relaxation room?",
   "   ",
   "I don't have reading recommendations, but the relaxation rooms are a quiet place to enjoy whatever you bring.",
   I, "empty_answer", None, "The answer is whitespace only."),
])

sess("bm-10", "linden-spa-assistant", CTX_SPA, "2026-03-02T18:10:00Z", [
 T("It's my first time at a spa. Can you walk me through everything — passes, hours, sauna etiquette, all of it?",
   LONG_SPA,
   "An overview of passes and prices, opening hours and last entry at 20:30, age rules, sauna rules (shower, towel, 15 minutes, no glass or phones, Tuesday textile-free), alcohol and health advice, wristbands and booking terms.",
   C, "long_answer", SPA+"#Sauna Garden Rules",
   "Every price, time, age rule, sauna rule and booking term in the long overview matches the spa document."),
 T("I also have a gift voucher dated 20 February 2025. Can I use it for my visit?",
   "I'm sorry, but that voucher has expired. Linden gift vouchers are valid for 12 months from the date of issue, so yours could be used until 20 February 2026, and we can't accept it after that.",
   "Vouchers are valid 12 months from issue, so this one expired on 20 February 2026 and can't be used.",
   C, "refusal", SPA+"#Gift Vouchers",
   "A voucher issued on 20 February 2025 expired before 2 March 2026, so refusing it is correct."),
 T("Shame. Is there parking near you?",
   "There's no information on parking in my booking system, I'm afraid — the reception team on 555-0163 can tell you the best place to park.",
   "I don't have parking information; reception on 555-0163 can help.",
   I, "out_of_scope", None, "Parking is not covered by any corpus document."),
 T("Can I bring my phone into the sauna garden to take a couple of photos of the view?",
   "Sure, phones are fine in the sauna garden — just please don't photograph other guests.",
   "Phones aren't allowed in the sauna garden; please leave it in your locker.",
   N, "plain", SPA+"#Sauna Garden Rules",
   "Phones are not allowed in the sauna garden, so permitting one contradicts the rule."),
])

sess("bm-11", "carrowby-local-guide", CTX_LOC, "2026-03-02T08:40:00Z", [
 T("I want to go coarse fishing for roach on the River Tarn with my son. When is the river closed for that?",
   "The coarse fish close season on rivers runs from 15 March to 15 June inclusive. So you can fish for roach on the Tarn up to and including 14 March, and again from 16 June.",
   "The river close season for coarse fish is 15 March to 15 June inclusive; fishing is allowed until 14 March and from 16 June.",
   C, "time_window", TAR+"#Close Seasons",
   "The close season for coarse fish on rivers is 15 March to 15 June inclusive, as stated."),
 T("He's 12. Does he need a rod licence?",
   "Yes, everyone who fishes with a rod needs one — at 12 he can get the free junior licence, but it still has to be registered.",
   "No — children under 13 don't need a rod licence; only you need one.",
   N, "numeric", TAR+"#Who Needs a Rod Licence",
   "Children under 13 do not need a licence; the junior licence is for ages 13 to 16."),
 T("We're not club members. Can we fish Millbrook's waters this Saturday?",
   "You can fish Heron Pool with a day ticket, which is €12. Buy it before you start, from the club shop or online, and bring your rod licence. Your son must stay with you the whole time, since under-13s have to be accompanied by an adult holding a day ticket. The club's river stretch isn't an option for you: river day tickets are only for guests fishing with a member.",
   "Yes, Heron Pool with a €12 day ticket bought in advance (not on the bank) and your rod licence; your son must stay with you; the river needs a member to accompany you.",
   C, "multi_rule", MIL+"#Day Tickets",
   "Day ticket price, purchase rules, accompaniment of an under-13 and the member-only river access all match the club rules."),
 T("If I catch a decent pike at Heron Pool, can I take it home?",
   "Yes, you can keep one pike per day as long as it's between 40 and 65 cm. Anything smaller or larger goes back.",
   "No — Millbrook requires all pike caught on club waters, including Heron Pool, to be returned alive, even though the regional rules allow one between 40 and 65 cm elsewhere.",
   N, "multi_rule", MIL+"#Rules Stricter Than the Tarn Valley Rules",
   "The club's stricter rule that all pike on club waters must be returned overrides the regional one-pike allowance."),
 T("Thanks! He's so excited, it's his first proper fishing trip.",
   "That's wonderful — I hope he catches his first fish!",
   "Have a great trip!",
   I, "smalltalk", None, "A friendly exchange with no rule content is small talk."),
])

sess("bm-12", "carrowby-local-guide", CTX_LOC, "2026-07-14T06:50:00Z", [
 T("I'm thinking of joining Millbrook Angling Club. What does adult membership cost?",
   "Adult membership is €120 a year, plus a one-off joining fee of €30 — so €150 for your first year and €120 after that.",
   "€120 per year plus a €30 joining fee in the first year: €150 the first year.",
   C, "numeric", MIL+"#Membership Prices",
   "Adult membership is €120 plus a €30 first-year joining fee, so €150 is correct.", 0.3),
 T("Once I'm in, can I keep a couple of brown trout from the river for dinner? They'd be over 30 cm.",
   "On the club's river stretch all brown trout have to go back alive — it's catch and release only there, even though the general Tarn Valley rules would let you keep two over 25 cm on other waters.",
   "No: the club river is catch and release for brown trout, which overrides the regional two-fish limit.",
   C, "multi_rule", MIL+"#Rules Stricter Than the Tarn Valley Rules",
   "The club's catch-and-release rule for brown trout on the river is stricter than the regional limit and is applied correctly.", 0.3),
 T("What hours can I fish the river stretch in summer?",
   "The club stretch is open from dawn till dusk, so at this time of year you can be on the bank from about 04:30 until roughly 22:00.",
   "The club's river stretch may be fished from 06:00 to 21:00.",
   N, "time_window", MIL+"#Fishing Times and Night Permits",
   "The club river stretch may only be fished from 06:00 to 21:00, not from 04:30 to 22:00.", 0.2),
 T("Can I fish with two rods on the river?",
   "Yes, members can use up to two rods on both the river and Heron Pool.",
   "Only one rod on the river; up to two on Heron Pool.",
   N, "numeric", MIL+"#Rules Stricter Than the Tarn Valley Rules",
   "The club limits anglers to one rod on the river, so allowing two contradicts the stricter club rule.", 0.2),
])

sess("bm-13", "carrowby-local-guide", CTX_LOC, "2026-07-14T12:20:00Z", [
 T("I'm 67. What's the cheapest way to get a Tarn Valley rod licence for the year?",
   "At 67 you qualify for the concession annual licence at €28 instead of the standard €42. It's valid for 12 months from the start date.",
   "The concession annual licence for 65+ costs €28 and is valid for 12 months.",
   C, "plain", TAR+"#Licence Prices",
   "Anglers aged 65 and over can buy the €28 concession annual licence, valid 12 months."),
 T("My friend's visiting next week. Can he use my licence on the days I'm not fishing?",
   "That should be fine, as long as you're never both fishing with it at the same time. Just make sure he carries it so he can show it if a fisheries officer asks.",
   "No — licences are personal and can't be lent, even on days you're not fishing; he needs his own, e.g. an 8-day licence for €18 or a 1-day licence for €8.",
   N, "paraphrase", TAR+"#Carrying and Lending Licences",
   "Licences may not be lent or shared even on days the holder is not fishing."),
 T("I'm a Millbrook member. My grandson is 15 — can he fish the club's river stretch on his own while I'm on Heron Pool?",
   "At 15 he's old enough to fish the river on his own in daylight, so that's fine. Just make sure he has his free junior licence registered.",
   "Not on the river: juniors aged 13 to 16 may fish alone only on Heron Pool in daylight; on the river he must fish with an adult member. He also needs his registered free junior licence.",
   N, "negation", MIL+"#Junior Anglers",
   "Juniors aged 13 to 16 may fish alone only on Heron Pool, and on the river they must be with an adult member."),
 T("What's the best bait for carp in this heat?",
   "In hot weather carp often cruise near the surface, so floating baits like bread crust or dog biscuits fished near lily pads early in the morning can work really well.",
   "Bait advice isn't something the rules cover; floating baits are popular in summer.",
   I, "out_of_scope", None, "Bait choice is not covered by any corpus document."),
])

sess("bm-14", "carrowby-local-guide", CTX_LOC, "2026-03-02T14:00:00Z", [
 T("Can I fish Heron Pool on 10 May? I'm planning a weekend up there.",
   "Yes — lakes and ponds have no statutory close season in the Tarn Valley, so Heron Pool is open on 10 May. You'll just need a €12 day ticket and your rod licence.",
   "No — Millbrook closes Heron Pool to all fishing from 1 to 31 May for nesting birds, so 10 May isn't possible; any date from 1 June works with a €12 day ticket.",
   N, "time_window", MIL+"#Rules Stricter Than the Tarn Valley Rules",
   "The club closes Heron Pool from 1 to 31 May, a stricter rule than the regional one, so 10 May is not allowed."),
 T("What about night fishing on the pool on a Friday in June? I'd be joining as a member by then.",
   "Night fishing on Heron Pool is possible for members holding a night permit, which costs €15 a year. It's allowed on Friday and Saturday nights, so a Friday in June would work once you've got the permit.",
   "Members with a €15 night permit may night-fish Heron Pool on Friday and Saturday nights.",
   C, "modality", MIL+"#Fishing Times and Night Permits",
   "Night fishing is allowed on Friday and Saturday nights for members with the €15 night permit."),
 T("If the pool floods and the club closes it on the day I've got a day ticket for, do I lose my money?",
   "No, you won't lose out: when the club closes a water, day-ticket holders get a full refund or can move to another date.",
   "No: if the club closes the water, you choose a full refund or another date.",
   C, "plain", MIL+"#Refunds",
   "Day tickets are refundable or movable when the club closes the water, as stated."),
 T("Great, cheers. How's your day going, by the way?",
   "Busy but fine, thanks for asking! Enjoy the trip.",
   "Fine, thanks!",
   I, "smalltalk", None, "Casual chat with no rule content."),
])

sess("bm-15", "carrowby-local-guide", CTX_LOC, "2026-12-05T10:00:00Z", [
 T("How much for a 2 m Nordmann fir delivered to my place? I'm about 3 km from Evergreen Yard.",
   "A 200 cm Nordmann falls in the 181–210 cm band at €78. You're within 5 km, so delivery is free — €78 in total.",
   "The tree is €78; Zone A delivery is €10 because the order isn't over €80, so €88 in total.",
   N, "partial", XMS+"#Delivery Zones and Days",
   "Zone A delivery is free only on orders over €80, so a €78 order pays the €10 fee; the tree price is right but 'free delivery' is wrong."),
 T("What if I add one of your wooden stands?",
   "With the €25 wooden stand your order comes to €103. That's over €80, so Zone A delivery is free and you'd pay €103 in total.",
   "€78 + €25 = €103, which is over €80, so Zone A delivery is free: €103.",
   C, "numeric", XMS+"#Delivery Zones and Days",
   "€103 exceeds the €80 threshold, so free Zone A delivery applies."),
 T("Can the driver set the tree up in the stand, and also hang some lights along the front of the house while he's there?",
   "The driver can put the tree in the stand for you if you add our set-up service, which is €15. Hanging lights on the outside of the house isn't something our drivers do, though.",
   "Set-up in the stand is available for €15; drivers don't put lights on the outside of buildings.",
   C, "multi_rule", XMS+"#What Drivers Do and Do Not Do",
   "Set-up needs the €15 service and drivers do not put up outdoor lights, both stated correctly."),
 T("Can you deliver on Sunday 13 December in the morning?",
   "We don't deliver in Zone A on Sundays — deliveries run Monday to Saturday. Saturday 12 or Monday 14 December would work, with a morning slot from 09:00 to 13:00.",
   "Zone A deliveries are Monday to Saturday, so not Sunday; Saturday 12 or Monday 14 December, morning slot 09:00–13:00.",
   C, "time_window", XMS+"#Delivery Zones and Days",
   "Zone A delivers Monday to Saturday only, so refusing Sunday and offering the 09:00–13:00 slot is correct."),
 T("Monday then. Will the driver be there at 9 on the dot? I have to leave for work at 9:15.",
   "Yes — book the first slot and the driver will be with you at 9:00 sharp, so you'll be out the door in time.",
   "I can't promise an exact time: the morning slot is 09:00–13:00 and the driver phones about 30 minutes before arriving. If you'll be out, you can name a safe place for the tree.",
   N, "modality", XMS+"#Delivery Zones and Days",
   "Exact arrival times within a slot are not guaranteed, so promising 9:00 sharp contradicts the rule."),
])

sess("bm-16", "carrowby-local-guide", CTX_LOC, "2026-12-05T14:30:00Z", [
 T("The string lights I ordered say 'indoor use only' on the box. Can I still put them on my balcony railing? The balcony is covered.",
   "As your balcony has a roof over it, indoor lights should be fine out there — just keep the plug and transformer inside where they stay dry.",
   "Please don't use them outside: only lights rated IP44 or higher are suitable for outdoor use, covered balconies included.",
   N, "paraphrase", XMS+"#Decorations and Outdoor Lights",
   "The assistant recommends indoor-rated lights for a covered balcony, which the rule explicitly forbids.", 0.3),
 T("OK, I'll send them back then. They arrived on 20 November and are still unopened.",
   "No problem — unused decorations can be returned within 30 days of delivery in their original packaging for a full refund, so you're well within time.",
   "I'm sorry: unused decorations can be returned within 14 days of delivery, and that period ended on 4 December, so they can't be returned now unless they are faulty.",
   N, "time_window", XMS+"#Decorations and Outdoor Lights",
   "The return period is 14 days from delivery, which ended on 4 December, so the 30-day claim and acceptance on 5 December are wrong.", 0.3),
 T("I've got another box of baubles coming next week. Will they leave it on the doorstep if I'm out?",
   "No — decoration parcels are never left unattended. They have to be handed to someone aged 18 or over, so if nobody will be home, it's best to pick a slot when an adult is in.",
   "Decoration parcels are never left unattended; they must be handed to someone aged 18 or over.",
   C, "modality", XMS+"#What Drivers Do and Do Not Do",
   "Decoration parcels must be handed to an adult and never left unattended, as stated.", 0.2),
 T("Ah well. Merry Christmas anyway!",
   "Merry Christmas to you too! 🎄",
   "Merry Christmas!",
   I, "smalltalk", None, "Seasonal greetings are small talk.", 0.2),
])

sess("bm-17", "carrowby-local-guide", CTX_LOC, "2026-12-05T16:10:00Z", [
 T("I live in Hatherley, about 12 km from Evergreen Yard. Can you deliver a tree on Wednesday 16 December?",
   "Hatherley is in Zone B (5–15 km), where we deliver on Tuesdays, Thursdays and Saturdays, so Wednesday the 16th isn't available. The closest options are Tuesday 15 or Thursday 17 December, and delivery is €18.",
   "Zone B delivers Tuesday, Thursday and Saturday for €18, so Tuesday 15 or Thursday 17 December instead of Wednesday.",
   C, "time_window", XMS+"#Delivery Zones and Days",
   "12 km is Zone B, delivered Tuesday, Thursday and Saturday for €18, so Wednesday is correctly refused."),
 T("Actually I'm away until the 22nd. Could you bring it on 23 December instead?",
   "Yes, 23 December works — we keep delivering right up to Christmas, so I can book you in for the afternoon slot.",
   "Our last delivery day is 22 December (a Tuesday, so a Zone B day); we can't deliver on the 23rd, but the 22nd is possible and you can name a safe place for the tree.",
   N, "time_window", XMS+"#Delivery Zones and Days",
   "The last delivery day is 22 December, so booking a delivery on 23 December contradicts the rule."),
 T("OK, the 22nd then. Give me the full picture for a 2.3 m tree: price, stand, delivery, setting it up, and what happens after Christmas.",
   LONG_XMAS,
   "Tree €110, stand €25, set-up €15, Zone B delivery €18 (no free threshold), total €168; slot times, 30-minute call, safe place; fresh-tree guarantee; free collection 2–15 January if booked by 31 December, tree stripped.",
   C, "long_answer", XMS+"#Delivery Zones and Days",
   "All prices, zone terms, delivery dates, guarantee and collection conditions in the long answer match the Evergreen Yard document."),
])

sess("bm-18", "carrowby-local-guide", CTX_LOC, "2026-12-05T18:40:00Z", [
 T("I bought a tree from Evergreen Yard last week but my partner hates the shape. Can I bring it back?",
   "I'm sorry, but we can't take trees back because of a change of mind. Our fresh-tree guarantee does cover trees that drop their needles heavily before 25 December despite being kept in water, if that ever becomes an issue.",
   "Trees can't be returned for a change of mind; only the fresh-tree guarantee applies.",
   C, "refusal", XMS+"#Fresh Tree Guarantee and Returns",
   "Change-of-mind returns of trees are excluded, and the guarantee is described correctly."),
 T("Fine. Can I pay for a second one by cheque?",
   "",
   "Sorry, we don't accept cheques; you can pay by card or cash.",
   I, "empty_answer", None, "The assistant's answer is blank."),
 T("I also need a 2.8 m tree for the church hall, delivered on 14 December. Can you do that?",
   "I'm afraid we only sell trees up to 250 cm, so a 2.8 m tree isn't something we can supply.",
   "Yes — trees over 250 cm are made to order with at least 7 days' notice, and 14 December is 9 days away; we'll quote the price when you order, and the delivery fee depends on the hall's zone.",
   N, "refusal", XMS+"#Tree Prices",
   "Trees over 250 cm can be made to order with 7 days' notice and 14 December is 9 days away, so the refusal denies what the rules allow."),
 T("And what time do you close today?",
   "We're open until 19:00 today, as it's Saturday.",
   "On Saturdays the lot is open until 19:00.",
   C, "plain", XMS+"#Season and Opening Hours",
   "5 December 2026 is a Saturday, when the lot closes at 19:00."),
])

out = "/tmp/blind_m/"
with open(out+"conversations.jsonl","w") as fc, open(out+"labels.jsonl","w") as fl, open(out+"expected_sessions.jsonl","w") as fe:
    for s in S:
        conv = []
        weighted = any(t["w"] is not None for t in s["turns"])
        for i, t in enumerate(s["turns"], 1):
            qa = f'{s["sid"]}-q{i}'
            item = {"qa_id": qa, "query": t["query"], "assistant": t["assistant"], "ground_truth_assistant": t["gt"]}
            if weighted: item["weight"] = t["w"]
            conv.append(item)
            fl.write(json.dumps({"session_id": s["sid"], "qa_id": qa, "label": t["label"], "clause": t["clause"], "kind": t["kind"], "rationale": t["why"]}, ensure_ascii=False)+"\n")
        fc.write(json.dumps({"session_id": s["sid"], "assistant_id": s["aid"], "language": "english", "context": s["ctx"], "started_at": s["started"], "conversation": conv}, ensure_ascii=False)+"\n")
        n = len(conv)
        rw = {c["qa_id"]: (c["weight"] if weighted else round(1/n, 6)) for c in conv}
        labs = [t["label"] for t in s["turns"]]
        num = sum(rw[c["qa_id"]] for c, l in zip(conv, labs) if l == C)
        den = sum(rw[c["qa_id"]] for c, l in zip(conv, labs) if l != I)
        if den == 0:
            score, verdict = None, I
        else:
            score = round(num/den, 4); verdict = C if num/den >= 0.5 else N
        fe.write(json.dumps({"session_id": s["sid"], "assistant_id": s["aid"], "n_interactions": n,
            "n_compliant": labs.count(C), "n_non_compliant": labs.count(N), "n_irrelevant": labs.count(I),
            "weight_mode": "full" if weighted else "none", "resolved_weights": rw,
            "expected_score": score, "expected_verdict": verdict})+"\n")
print("ok", len(S))
