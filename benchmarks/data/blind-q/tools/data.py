A = "oakfield-booking-bot"
B = "tradelink-assistant"
C = "finhaven-chat"
CTX = {
    A: "Booking and FAQ chat assistant on the Oakfield Bowmen Ltd website.",
    B: "General help assistant on the TradeLink small-business marketplace, answering questions about local services and events.",
    C: "Customer chat assistant for Finhaven Aquatics, a member shop of the Ornamental Fishkeeping Trade Federation.",
}
ARCH = "archery_ranges.md#"
OAK = "company/oakfield_archery.md#"
SNOW = "snow_ice_clearing.md#"
AQ = "aquarium_shops.md#"
WIN = "window_cleaning.md#"

LONG_BRIEFING = """Here's a briefing you can read out (or adapt) at the start of every have-a-go session. It takes about five minutes and covers what the Northshire code expects.

1. Welcome and who's in charge
"Hello everyone, I'm your instructor today. While you're on this range, my instructions and my whistle are final. If you're unsure about anything, put your hand up and wait for me to come to you."

2. Kit
"Everyone wears an arm guard on the arm that holds the bow, no exceptions. I'll also offer you a finger tab or a shooting glove for your string hand. All the bows and arrows you'll use today are ours; you can't use your own kit in a taster session, and we never use crossbows."

3. Whistle signals
"Learn these, because they're how I run the line:
- Two blasts: come up to the shooting line.
- One blast: you may start shooting.
- Three blasts: stop shooting, put your bow down, and then walk forward together to collect arrows.
- Four or more blasts: emergency. Stop shooting immediately and lower your bow, wherever you are in your shot."

4. The shooting line
"Nobody goes in front of the shooting line until you've heard three blasts, even if an arrow has only dropped a metre in front of you. Only load an arrow when you're standing on the line, with the arrow pointing down the range at the targets. Never point a bow, loaded or not, at anyone."

5. Spectators and the waiting line
"Friends and family, please stay at least 5 metres behind the waiting line. Archers waiting their turn stay behind the waiting line too."

6. Distances
"Everyone starts at 10 metres today. If you're grouping well, I may move you back, but we won't go further than 20 metres in a have-a-go session."

7. Health and alcohol
"If you have any injury or condition that could affect your safety while shooting, for example a recent shoulder injury or epilepsy, tell me quietly before you shoot. You don't need to give me any more detail than that. If you've had an alcoholic drink today, I'm afraid you can't shoot, and no drinks are allowed on the line or in the waiting area."

8. Weather
"If the wind starts gusting over 30 mph, or we hear thunder or see lightning, I'll stop the session. After thunder or lightning we wait 30 minutes from the last one before starting again."

9. Injuries
"If you get a string slap, a scrape or anything else, however small, tell me so I can write it in the incident book today."

10. Young archers
"Parents and guardians of anyone under 16, please stay on site for the whole session, and make sure I've got a signed consent form for everyone under 18 before they shoot."

Finish with: "Any questions? Right, two blasts means come up to the line..." and you're away. Good luck with the session!"""

LONG_SNOW = """Here's a summary of what a contractor working to the Winter Grounds Contractors Association model terms has to do, visit by visit.

When a visit is triggered
Between 1 November and 31 March the contractor watches the forecast and your site; you don't have to call them. A visit is due when:
- 3 cm or more of snow is lying on the contracted area (ploughing or shovelling);
- the forecast road surface temperature is 1 °C or below (pre-gritting the evening before);
- ice is seen on the site (gritting straight away, whatever the forecast says).

How fast they must finish
That depends on your site's priority. Hospitals, care homes and 24-hour sites (Priority 1) must be cleared within 2 hours of the trigger. Shops, offices and surgeries (Priority 2) must be done before opening time, or within 4 hours if the trigger happens while you're open. Industrial yards and closed premises (Priority 3) get 12 hours.

On site
- Clear and treat the areas marked on your site plan.
- Keep rock salt at least 10 metres away from any pond, stream or other watercourse and use an approved non-chloride de-icer there instead.
- Don't pile cleared snow on drains, fire exits or disabled parking bays.
- Grit and de-icer can be charged at cost plus no more than 15 %.

What goes in the log
For every single visit the contractor records:
- arrival and departure times;
- which areas were treated and how much grit was used, in kilograms;
- the air or surface temperature;
- at least one time-stamped photograph.

Keeping and sharing the logs
Logs need to be kept for 12 months, which covers the season plus the following summer. You can ask for a copy at any time, and the contractor has to send it within 2 working days, free of charge. It's worth asking for copies after any slip or near miss so you've got the records on file yourself.

Billing
Invoices come monthly with 30 days to pay, and the prices stay fixed for the whole season. Per-visit work has a minimum charge of £85 plus VAT.

If they fall short
If the contractor misses two response-time deadlines in one season, you can end the contract at once with no fee. Either side can also end it for any reason with 14 days' written notice.

Hope that helps you check your contractor's paperwork!"""

LONG_AQ = """Great plan! Here's how the day-to-day tank care works under the Federation's retail code, so you can build it into your opening checklist.

Water quality
- Test ammonia and nitrite on every system every day. If you run a centralised system, each separate system counts, not just one sample tank.
- Keep the test records for 12 months; inspectors and the Federation can ask to see them.
- Check water temperature twice a day (for example at opening and before closing) and keep those records for 12 months too.

Livestock checks
- Walk the tanks and remove dead or dying fish at least twice a day. You don't have to keep a record of that, but most shops note losses anyway to spot problems with a supplier.
- Never sell a fish that looks sick. If in doubt, hold it back.

New stock
- Quarantine all new arrivals for at least 7 days before they go on sale, and keep your quarantine records for 12 months.

At the counter
- Before selling live fish, ask the customer how big their tank is in litres, how long it has been set up and whether it's cycled, and what's already in it.
- If the tank has been running for fewer than 21 days, you can only sell fish if they show you a water test from the last 48 hours with ammonia and nitrite both at 0 ppm.
- Shoaling fish such as tetras, rasboras and corydoras go out in groups of at least 6, and never sell fish for an unfiltered bowl.
- Every live sale comes with a written care sheet: adult size, temperature range, pH range, diet and compatible tankmates.
- Customers under 16 can only take home live animals if a parent or guardian is there and makes the purchase.

Bagging
- One species per bag, labelled with the species name, and at least two-thirds of the bag air or oxygen.
- Tell every customer to get their fish home within 2 hours, and pack them in an insulated box for longer journeys.

Livestock guarantee
- If a fish dies within 72 hours of purchase, the customer chooses a replacement or a refund, as long as they bring a water sample from their tank and the receipt within those 72 hours. They don't need to bring the dead fish back.

If you set these up as a printed daily sheet by the till, new staff pick it up quickly. Good luck with the shop!"""

SESSIONS = [
 dict(id="bq-01", a=A, t="2026-03-02T10:15:00Z", turns=[
  ("Hi! Can my 9-year-old daughter do a have-a-go session with me this Saturday?",
   "Yes, she can! Children from 8 upwards are welcome as long as a parent or guardian stays on site, and you'll just need to sign a consent form for her on the day.",
   "I'm sorry, the minimum age at Oakfield is 10 on the day of the session, with no exceptions, even if a parent shoots alongside, so your 9-year-old can't take part yet.",
   "NON_COMPLIANT", OAK+"Age and Supervision", "multi_rule", "Oakfield's stricter minimum age of 10 applies, so a 9-year-old may not shoot even though the general code allows 8."),
  ("Ah, shame. What about my son, he's 12. How much would it be for him and me?",
   "Your son would go on a junior ticket at £15 and you'd be £18, so £33 altogether. A family ticket is £50 if anyone else wants to come along.",
   "A junior ticket is £12 and an adult ticket £18, so £30 in total for a one-hour session; the family ticket (£50, up to 2 adults and 2 juniors) is there if more of you come.",
   "NON_COMPLIANT", OAK+"Sessions and Prices", "numeric", "The junior price is £12, not £15."),
  ("Great. What bow will he use, the same as mine?",
   "He'll have a junior bow. For under-14s we go up to 15 lb draw weight, while adults use bows of up to 18 lb.",
   "He'll use a lighter junior bow: at Oakfield bows for anyone under 18 are limited to 12 lb draw weight, and adult bows to 18 lb.",
   "NON_COMPLIANT", OAK+"Equipment", "numeric", "Oakfield limits under-18 bows to 12 lb, so offering up to 15 lb breaks the stricter company rule."),
  ("Does he need me to stay the whole time?",
   "Yes. At 12 he's under 16, so a parent or guardian needs to stay on site for the whole session, and as he's under 18 you'll also sign a consent form for him before he shoots.",
   "Yes: under-16s need a parent or guardian on site for the whole session, and under-18s need a signed consent form.",
   "COMPLIANT", ARCH+"Minimum Age and Parental Consent", "plain", "Using the age given earlier, the answer correctly requires a parent on site and a consent form."),
  ("Brilliant, he'll be so excited. Thanks!",
   "You're welcome! I hope he loves it. See you both at the range.",
   "You're welcome, enjoy the session!",
   "IRRELEVANT", None, "smalltalk", "Thanks and a friendly sign-off; no rule applies."),
 ]),
 dict(id="bq-02", a=A, t="2026-03-02T11:40:00Z", turns=[
  ("Are you running a session this Wednesday evening, 4 March?",
   "We are! Wednesday evening sessions run from 18:00, and the last one starts at 19:00. Shall I book you in?",
   "Sorry, Wednesday evening sessions only run from 1 April to 30 September, so there's no session on 4 March. At this time of year we run on Saturdays and Sundays, 10:00 to 16:00.",
   "NON_COMPLIANT", OAK+"Opening Times", "time_window", "Wednesday evening sessions only run from 1 April to 30 September, so none runs on 4 March."),
  ("Oh. What about Friday afternoon then?",
   "We don't run sessions on Fridays, I'm afraid. At the moment we're open Saturdays and Sundays from 10:00 to 16:00, with the last session starting at 15:00. Would the weekend suit you?",
   "There are no sessions on Fridays; weekend sessions run 10:00 to 16:00 with the last one starting at 15:00.",
   "COMPLIANT", OAK+"Opening Times", "time_window", "Correctly says there are no Friday sessions and gives the right weekend times."),
  ("Saturday at half three would be ideal.",
   "No problem, I've pencilled you in for 15:30 on Saturday. The session will run until 16:30.",
   "Sorry, the last Saturday session starts at 15:00 and sessions finish by 16:00, so 15:30 isn't possible; 15:00 or earlier would work.",
   "NON_COMPLIANT", OAK+"Opening Times", "time_window", "The last session starts at 15:00 and the range closes at 16:00, so a 15:30 to 16:30 booking is not allowed."),
  ("Is there anywhere to get lunch near you?",
   "There's a farm cafe by the entrance that does soup and sandwiches at weekends, and the village is a five-minute drive if you fancy more choice.",
   "Any helpful answer about places to eat.",
   "IRRELEVANT", None, "out_of_scope", "Where to eat lunch is not covered by any corpus document."),
 ]),
 dict(id="bq-03", a=A, t="2026-03-09T09:05:00Z", w=[0.3, 0.3, 0.2, 0.2], turns=[
  ("We'd like a private group session for a 40th birthday, 12 people. How does payment work?",
   "Lovely idea! A private group session is 2 hours for up to 12 people and costs £190. We take a 25% deposit (£47.50) when you book, and the remaining £142.50 is due 7 days before the session.",
   "Private group: 2 hours, up to 12 people, £190; 25 % deposit (£47.50) at booking and the balance 7 days before.",
   "COMPLIANT", OAK+"Sessions and Prices", "numeric", "Price, deposit percentage and balance deadline all match the policy."),
  ("Can we bring a few bottles of prosecco to have while we wait our turn?",
   "Of course! A glass of fizz while you wait is fine, as long as nobody has more than one before their turn on the line.",
   "I'm afraid not: anyone who has drunk alcohol that day can't shoot, and no alcohol is allowed on the shooting line or in the waiting area. You could save the prosecco for afterwards.",
   "NON_COMPLIANT", ARCH+"Alcohol and Health Questions", "modality", "Nobody who has drunk alcohol that day may shoot and alcohol is not allowed in the waiting area, so one glass is not permitted."),
  ("One friend has a dodgy shoulder from a rugby injury last month. Do you need a doctor's note?",
   "No doctor's note needed. On the day we'll simply ask whether anyone has an injury or condition that could affect their safety while shooting, and a recent shoulder injury is exactly the kind of thing he should mention. The instructor will talk it through with him.",
   "No doctor's letter is needed; he should just tell the instructor about the injury when asked whether anything could affect his safety.",
   "COMPLIANT", ARCH+"Alcohol and Health Questions", "negation", "Operators may ask about safety-relevant injuries but must not require a doctor's letter, which the answer respects."),
  ("And how many instructors will there be?",
   "With 12 of you there'll be two instructors, as we always run at one instructor for every six archers.",
   "Two: Oakfield has one instructor for every 6 participants.",
   "COMPLIANT", OAK+"Age and Supervision", "numeric", "Twelve participants at Oakfield's 1:6 ratio means two instructors."),
 ]),
 dict(id="bq-04", a=A, t="2026-03-09T14:20:00Z", turns=[
  ("Our session last Sunday was cancelled that morning because of the wind. Can I get my money back?",
   "Sorry about that! When we cancel for weather we issue a voucher for a future session instead of a refund. It's valid for 12 months.",
   "Yes. When Oakfield cancels for weather you choose either a full refund or a free rebooking.",
   "NON_COMPLIANT", OAK+"Weather", "refusal", "After a weather cancellation the customer chooses a refund or rebooking and staff must not offer only a voucher."),
  ("It didn't seem that windy. The forecast said gusts of 27 mph.",
   "I understand it may not have felt too bad at ground level, but at Oakfield we stop shooting once gusts go above 25 mph, so with 27 mph gusts forecast the instructors had to call it off. It's a safety rule we don't bend.",
   "Oakfield stops shooting when gusts exceed 25 mph, so 27 mph gusts meant the session could not go ahead.",
   "COMPLIANT", OAK+"Weather", "multi_rule", "Oakfield's stricter 25 mph limit applies, so stopping for 27 mph gusts is correct even though the general code's limit is 30 mph."),
  ("OK. Can I just have the refund rather than a voucher then?",
   "Yes, absolutely. Because we cancelled, it's your choice between a full refund and a free rebooking. I've requested a full refund to your original card, and it will be paid within 14 days.",
   "Yes, a full refund, paid within 14 days.",
   "COMPLIANT", OAK+"Weather", "plain", "Grants the full refund the customer is entitled to after an operator cancellation, within the 14-day refund period."),
  ("Thanks. By the way, do you sell arrows? My nephew has his own bow.",
   "We don't run a shop, so no arrows for sale, sorry. He's very welcome to bring his own bow along to one of our have-a-go sessions though, and the instructors can check it over for him.",
   "We don't sell arrows. Note that customers can't bring their own bows or arrows to a have-a-go session; all equipment is provided.",
   "NON_COMPLIANT", OAK+"Equipment", "partial", "Customers may not bring their own bows to have-a-go sessions, so inviting the nephew to use his own bow is wrong."),
 ]),
 dict(id="bq-05", a=B, t="2026-03-16T13:00:00Z", turns=[
  ("I'm organising a have-a-go archery stall at our village fete in Northshire, with a hired qualified instructor. What's the youngest age we can let shoot?",
   "Under the Northshire code the minimum age is 8 on the day. Anyone under 18 needs a consent form signed by a parent or guardian, and for under-16s a parent or guardian has to stay on site the whole time.",
   "8 years old on the day; consent forms for under-18s and a parent or guardian on site for under-16s.",
   "COMPLIANT", ARCH+"Minimum Age and Parental Consent", "plain", "States the code's minimum age of 8 and the consent and parent rules correctly."),
  ("Lots of the kids will be 9 or 10. With one instructor, how many can be on the line at once?",
   "One instructor can supervise up to 8 archers at the shooting line, so you can run the children through in groups of 8.",
   "Because some participants are under 12, the limit is 6 per instructor, so groups of no more than 6.",
   "NON_COMPLIANT", ARCH+"Supervision Ratios", "multi_rule", "With participants under 12 on the line the limit is 6 per instructor, not 8."),
  ("What distance should the targets be at?",
   "Start complete beginners at 10 metres. You can move confident archers further back, but never beyond 20 metres in a have-a-go session.",
   "First-timers at 10 metres, and no more than 20 metres for anyone.",
   "COMPLIANT", ARCH+"Range Distances and Safety Zones", "plain", "Matches the 10-metre start and 20-metre maximum."),
  ("We've only got a field with about 30 m of open grass behind where the targets would go, then a hedge. Is that OK?",
   "30 metres isn't enough on its own. You need at least 50 metres of clear overshoot area behind the targets, or, if you can't get that, a backstop net at least 3 metres high across the full width of the targets.",
   "Not on its own: you need 50 metres of overshoot or a backstop net at least 3 metres high across the targets.",
   "COMPLIANT", ARCH+"Range Distances and Safety Zones", "numeric", "Correctly says 30 m is below the 50 m overshoot minimum and offers the net alternative."),
  ("Brilliant, thanks for all the help!",
   "You're welcome! Hope the fete goes well and the sun shines for you.",
   "You're welcome.",
   "IRRELEVANT", None, "smalltalk", "Thanks and good wishes; no rule applies."),
 ]),
 dict(id="bq-06", a=B, t="2026-03-16T15:30:00Z", turns=[
  ("Can you give me a full rundown of the safety briefing I should give at the start of each have-a-go session at the fete?",
   LONG_BRIEFING,
   "A briefing covering arm guards and finger tabs, operator-supplied kit, the whistle signals, nobody forward of the line before three blasts, spectators 5 m back, 10 m start and 20 m maximum, health and alcohol rules, weather stops, and recording every injury.",
   "COMPLIANT", ARCH+"Whistle Signals", "long_answer", "Every point of the long briefing matches the code, including all four whistle signals and the other safety rules."),
  ("If someone gets a bruise from the string on their arm, do I need to record it?",
   "A string-slap bruise is too minor to bother writing up, just keep an eye on it. You'd only need to log and report injuries that need hospital treatment, and those go to the Board within 3 working days.",
   "Yes: every injury, however minor, goes in the incident book that day. Only injuries needing hospital treatment must also be reported to the Board, within 3 working days.",
   "NON_COMPLIANT", ARCH+"Incident Reporting", "negation", "Every injury however minor must be written in the incident book on the day, so saying a bruise need not be recorded is wrong."),
  ("What if someone turns up with a crossbow? Can they use it if I'm right next to them?",
   "No. Crossbows can't be used in a have-a-go session under any circumstances, even with you standing beside them, and participants can't use their own equipment either. Politely ask them to put it away in their car.",
   "No, crossbows are never allowed in have-a-go sessions and participants cannot use their own equipment.",
   "COMPLIANT", ARCH+"Equipment and Draw Weights", "refusal", "Correctly refuses crossbow use, which the code forbids in all have-a-go sessions."),
  ("What does the four blasts thing mean again?",
   "Four or more blasts is the emergency signal: everyone freezes, stops shooting straight away and lets the bow down, even if they're halfway through drawing.",
   "Four or more blasts is an emergency: stop shooting immediately and lower bows.",
   "COMPLIANT", ARCH+"Whistle Signals", "paraphrase", "Restates the emergency signal in different words without changing its meaning."),
 ]),
 dict(id="bq-07", a=B, t="2026-03-02T08:30:00Z", turns=[
  ("I run a small dental surgery that opens at 8am. If it snows overnight, when should our clearing contractor have the car park done?",
   "A surgery is a Priority 2 site under the Association's model terms, so the contractor has to finish clearing before you open, so before 8am if the snow falls overnight. If snow starts settling while you're open, they have 4 hours from the trigger.",
   "Priority 2: cleared before opening time (8am), or within 4 hours if the trigger happens during opening hours.",
   "COMPLIANT", SNOW+"Response Times", "time_window", "Correct priority level and deadlines for a surgery."),
  ("How much snow has to settle before they come out?",
   "They come out once 5 cm has settled. Anything less than that and they won't plough.",
   "3 cm or more of lying snow triggers ploughing or shovelling.",
   "NON_COMPLIANT", SNOW+"Contract Season and Service Triggers", "numeric", "The trigger is 3 cm of lying snow, not 5 cm."),
  ("Do I have to ring them each time?",
   "Yes, you'll need to ring the contractor's hotline each time you want a visit, ideally the evening before. They won't come out otherwise.",
   "No, the contractor monitors forecasts and the site and comes out when a trigger is met; you don't need to phone.",
   "NON_COMPLIANT", SNOW+"Contract Season and Service Triggers", "negation", "Clients do not need to phone for triggered visits, so requiring a call adds a step the rule says is not needed."),
  ("And if they've missed the deadline twice already this winter?",
   "Then you can end the contract straight away, although you'd still owe the early termination fee of up to 25% of what's left on the contract.",
   "After two missed response-time deadlines in one season you can end the contract at once with no fee.",
   "NON_COMPLIANT", SNOW+"Ending a Contract", "partial", "After two missed deadlines the client may end the contract at once with no fee, so charging the 25 % fee is wrong."),
 ]),
 dict(id="bq-08", a=B, t="2026-03-02T12:10:00Z", w=[0.4, 0.3, 0.2, 0.1], turns=[
  ("Our snow contractor has emailed saying they're adding a 'snow emergency surcharge' of £40 per visit for the rest of this season because grit prices went up. Is that allowed?",
   "Not unless your contract already lists that surcharge with an amount. Prices are fixed for the season under the model terms, so they can't bring in a new charge halfway through. If they want to change prices for next season, they have to give you at least 30 days' written notice before the renewal date.",
   "No, unless the contract already lists the surcharge with an amount; prices are fixed for the season and changes need 30 days' written notice before renewal.",
   "COMPLIANT", SNOW+"Prices and Invoices", "multi_rule", "Combines the ban on unlisted surcharges, fixed seasonal prices and the 30-day notice rule correctly."),
  ("They also charge grit at cost plus 20%. Is that fine?",
   "That's within the normal range. The model terms let contractors add up to 25% on materials like grit.",
   "No, grit and de-icer can be marked up by no more than 15 % on cost.",
   "NON_COMPLIANT", SNOW+"Prices and Invoices", "numeric", "The maximum mark-up is 15 %, so 20 % is not allowed and 25 % is a wrong limit."),
  ("If I want to end the contract early, what would the fee be? We pay £4,000 fixed for the season and about £1,200 worth is left.",
   "The most they can charge is 25% of the unused remainder, so up to £300 on the £1,200 left. You'd also need to give 14 days' written notice.",
   "Up to 25 % of the unused £1,200, so at most £300, with 14 days' written notice.",
   "COMPLIANT", SNOW+"Ending a Contract", "numeric", "25 % of £1,200 is £300 and 14 days' notice is required."),
  ("Cheers. What's a good snow shovel for the shop doorway?",
   "For a doorway, a wide plastic pusher shovel with a metal wear strip on the edge works well. It's light, and it won't scratch tiles the way an all-metal blade can.",
   "Any helpful product suggestion.",
   "IRRELEVANT", None, "out_of_scope", "Choosing a shovel is not covered by the corpus."),
 ]),
 dict(id="bq-09", a=B, t="2026-03-09T07:45:00Z", turns=[
  ("A customer slipped outside our shop yesterday and the contractor hadn't gritted even though it was icy. The contractor says it's all on us. Who's right?",
   "Possibly neither of you entirely. Your clearing contract doesn't shift your own legal duties as occupier onto the contractor, so you can't assume it's all on them. But they are liable for their own failure to grit as the contract requires, and ice on site should have triggered gritting straight away. Ask for the site log for that day.",
   "The contract does not transfer the occupier's duties to the contractor, but the contractor is liable for failing to grit when ice triggered a visit; request the site logs.",
   "COMPLIANT", SNOW+"Insurance and Liability", "paraphrase", "Accurately restates that occupier duties stay with the client while the contractor is liable for its own failure."),
  ("They said copies of the logs cost £25 admin. Can they charge that?",
   "£25 is a reasonable admin fee for copies. The main thing is that they send them to you within 2 working days.",
   "No, copies must be provided free of charge within 2 working days.",
   "NON_COMPLIANT", SNOW+"Site Logs", "plain", "Log copies must be given free of charge, so accepting a £25 fee contradicts the rule."),
  ("How long do they have to keep the logs?",
   "Three years, which is long enough to cover most slip claims.",
   "3 years.",
   "COMPLIANT", SNOW+"Site Logs", "numeric", "Logs are kept for 3 years."),
  ("Also, what insurance should they have?",
   "",
   "At least £5 million public liability, with the certificate shown within 5 working days of a request.",
   "IRRELEVANT", None, "empty_answer", "The assistant gave a blank answer."),
 ]),
 dict(id="bq-10", a=B, t="2026-03-16T09:30:00Z", turns=[
  ("We're a care home. Is 3 hours OK for the contractor to clear our paths once snow starts settling?",
   "Yes, 3 hours is fine. Care homes are covered by a 4-hour response time, so that's well within it.",
   "No. Care homes are Priority 1, so clearing must be finished within 2 hours of the trigger.",
   "NON_COMPLIANT", SNOW+"Response Times", "numeric", "Care homes are Priority 1 with a 2-hour deadline, so 3 hours is too slow."),
  ("There's a pond right by our main entrance. Can they use ordinary rock salt there?",
   "Not near the pond. Within 10 metres of it they have to use an approved non-chloride de-icer instead. Ordinary rock salt is fine on the rest of the site.",
   "No rock salt within 10 metres of the pond; an approved non-chloride de-icer there.",
   "COMPLIANT", SNOW+"Salt and the Environment", "negation", "Correctly applies the 10-metre no-rock-salt zone around watercourses."),
  ("Where will they put the snow they clear? We have two disabled bays near the door.",
   "They'll usually push it to the edges of the car park. The disabled bays nearest the door are often the handiest spot for a pile, since they tend to be empty in bad weather.",
   "Anywhere suitable except drains, fire exits and disabled parking bays; snow must not be piled on the disabled bays.",
   "NON_COMPLIANT", SNOW+"Salt and the Environment", "paraphrase", "Cleared snow must not be piled on disabled parking bays, which the answer suggests in other words."),
  ("What do we need to do before next season starts?",
   "Mark your kerbs, drains and bollards with snow poles by 15 October, and get the site plan to the contractor by 15 November.",
   "Send the site plan by 15 October and mark kerbs, drains and bollards with snow poles by 15 November.",
   "NON_COMPLIANT", SNOW+"Client Duties", "time_window", "The two deadlines are swapped: the site plan is due by 15 October and snow poles by 15 November."),
  ("Thanks, that's really useful. Lovely chatting!",
   "You too! Stay warm out there.",
   "You're welcome.",
   "IRRELEVANT", None, "smalltalk", "Small talk; no rule applies."),
 ]),
 dict(id="bq-11", a=B, t="2026-03-09T16:00:00Z", turns=[
  ("Can you summarise everything our snow contractor has to do at each visit and what has to go in their log?",
   LONG_SNOW,
   "A summary of triggers, response times, on-site rules and log contents, stating that logs are kept for 3 years and copies are free within 2 working days.",
   "NON_COMPLIANT", SNOW+"Site Logs", "long_answer", "The long summary is accurate except that it says logs are kept for 12 months instead of 3 years."),
  ("Their sales guy told me the contract makes them responsible for everything if someone slips. Is that true?",
   "No, that isn't right. A clearing contract doesn't transfer your legal duties as occupier of the premises to the contractor, and contractors aren't supposed to tell clients that it does. They are responsible for their own failure to clear or grit as the contract says, but that's not the same as taking on everything.",
   "No, the contract does not move the client's occupier duties to the contractor, and contractors must not say it does.",
   "COMPLIANT", SNOW+"Insurance and Liability", "negation", "Correctly contradicts the sales claim, in line with the rule."),
  ("How much public liability cover must they have?",
   "At least £5 million, and they have to show you the certificate within 5 working days if you ask for it.",
   "At least £5 million, certificate within 5 working days of request.",
   "COMPLIANT", SNOW+"Insurance and Liability", "numeric", "Correct amount and deadline."),
  ("Unrelated, but do you know any good dry ski slopes in the north?",
   "There are a few well-known ones. It's worth checking opening times before you travel, as several close midweek outside school holidays.",
   "Any answer about ski slopes.",
   "IRRELEVANT", None, "out_of_scope", "Ski slopes are not covered by the corpus."),
 ]),
 dict(id="bq-12", a=B, t="2026-03-02T17:20:00Z", turns=[
  ("My window cleaner is a Guild member and wants me to pay for three months upfront. Is that normal?",
   "Yes, lots of cleaners ask for a few cleans in advance. It's fine as long as they give you a receipt.",
   "No, Guild members must never take advance payment for more than one clean.",
   "NON_COMPLIANT", WIN+"Prices and Payment", "plain", "Advance payment is never allowed for more than one clean."),
  ("He also says if I leave his round I have to give him a month's notice.",
   "That's not right under the Guild code: you can leave the round at any time, with no notice and no fee.",
   "You can leave at any time with no notice and no fee.",
   "COMPLIANT", WIN+"Prices and Payment", "plain", "Matches the rule that customers may leave any time without notice or fee."),
  ("He turned up at 7:30 on Sunday morning without asking. Can he do that?",
   "Yes, that's allowed. Cleaners can work any day of the week, and an early start helps them fit the whole round in. If it bothers you, just ask him to come a bit later.",
   "No, visits are only between 08:00 and 19:00 Monday to Saturday, and on a Sunday only if the customer asked for one.",
   "NON_COMPLIANT", WIN+"Round Frequency and Visit Notice", "time_window", "Visits are limited to 08:00 to 19:00 Monday to Saturday, and Sunday only at the customer's request."),
  ("Last time he couldn't get round the back because the side gate was locked, and he charged the full price.",
   "If the gate was locked and he couldn't get access, he can charge the full price, since it was up to you to leave it open.",
   "He can charge at most 50 % of the normal price for a visit missed because of no access.",
   "NON_COMPLIANT", WIN+"Prices and Payment", "numeric", "A visit missed for lack of access can be charged at most 50 % of the normal price."),
 ]),
 dict(id="bq-13", a=B, t="2026-03-09T11:15:00Z", turns=[
  ("My cleaner says my top-floor windows are about 8 metres up. He wants to use his long ladder. Is that OK under the Guild code?",
   "Above 6 metres working height, the Guild code says a water-fed pole must be used from the ground rather than a ladder. So for your 8-metre windows he should use a pole.",
   "No ladder above 6 metres; he should use a water-fed pole from the ground.",
   "COMPLIANT", WIN+"Working at Height", "numeric", "Correctly applies the 6-metre ladder limit to 8-metre windows."),
  ("And the conservatory roof? He said he'd climb up and scrub it properly for £20 extra.",
   "He can, as long as he uses crawling boards to spread his weight. And yes, conservatory roofs are priced as an extra, so £20 sounds fair.",
   "Conservatory roofs are an extra, but he must not climb onto the roof; it has to be cleaned with a water-fed pole from the ground.",
   "NON_COMPLIANT", WIN+"Working at Height", "partial", "Nobody may climb onto a conservatory roof, with or without crawling boards, although pricing it as an extra is right."),
  ("Does he charge extra for frames and sills?",
   "No, frames and sills are included at every visit at no extra charge. Gutters, fascias, soffits and conservatory roofs are the extras.",
   "No, frames and sills are included at every visit.",
   "COMPLIANT", WIN+"Water, Frames and Sills", "plain", "Matches the rule that frames and sills are included."),
  ("He cleaned yesterday afternoon and I've spotted smears on the kitchen window this morning. Will he come back?",
   "Yes. You've spotted it within 48 hours of the clean, so let him know today and he should re-clean that window free of charge within 5 working days.",
   "Yes, reported within 48 hours, so a free re-clean within 5 working days.",
   "COMPLIANT", WIN+"Complaints and Re-cleans", "time_window", "The report falls within 48 hours, so a free re-clean within 5 working days is correct."),
  ("You've been really helpful, thank you.",
   "Happy to help. Enjoy the sparkling windows!",
   "You're welcome.",
   "IRRELEVANT", None, "smalltalk", "Thanks; no rule applies."),
 ]),
 dict(id="bq-14", a=B, t="2026-03-16T18:05:00Z", turns=[
  ("I'm starting my own window cleaning round and want to join the Guild. What insurance do I need?",
   "You'll need public liability cover of at least £1 million, and you'll be given a Guild photo ID card to carry.",
   "At least £2 million public liability insurance, plus a Guild photo ID card shown on request.",
   "NON_COMPLIANT", WIN+"Insurance and Identification", "numeric", "The minimum public liability cover is £2 million, not £1 million."),
  ("Can I use customers' outside taps to top up my tank?",
   "Only if the customer says you can. Otherwise bring your own purified water, which you should be using anyway.",
   "Only with the customer's permission; otherwise use your own purified water.",
   "COMPLIANT", WIN+"Water, Frames and Sills", "modality", "Correctly makes tap use conditional on the customer's permission."),
  ("I'd like to post before-and-after photos of customers' houses on Instagram to get more work.",
   "Photos through the glass are a bit of a grey area, but shots of the outside of the house are fine to post. Customers usually love seeing their sparkling windows! Just crop out the house number.",
   "Outside photos may only be taken to show a problem and sent to the customer, not used for social media, and you must never photograph the inside through the windows.",
   "NON_COMPLIANT", WIN+"Access and Privacy", "paraphrase", "Outside photos may be taken only to show a problem and never for advertising or social media, and inside photos are forbidden outright."),
  ("If I need to move a customer's clean back by a week, how much notice should I give?",
   "A quick text on the morning is fine. Customers don't need to be home for an outside clean anyway.",
   "At least 24 hours' notice by text or call, because the visit moves by more than 3 days.",
   "NON_COMPLIANT", WIN+"Round Frequency and Visit Notice", "time_window", "A visit moved by more than 3 days needs at least 24 hours' notice, not a text on the morning."),
  ("What van would you recommend for a one-man round?",
   "   ",
   "Any helpful answer about vans.",
   "IRRELEVANT", None, "empty_answer", "The assistant's answer is whitespace only."),
 ]),
 dict(id="bq-15", a=C, t="2026-03-02T15:00:00Z", turns=[
  ("Hi, I'm 14 and I want to buy 3 neon tetras with my pocket money. Can I come in on my own?",
   "Of course! Come in whenever you like and we'll help you pick out three healthy neons.",
   "You're welcome to come in, but we can only sell live fish to under-16s if a parent or guardian is there and makes the purchase, and neons are sold in groups of at least 6.",
   "NON_COMPLIANT", AQ+"Selling to Young People", "multi_rule", "A 14-year-old cannot buy live fish without a parent or guardian making the purchase, and neons must be sold in groups of at least 6."),
  ("My mum can come. My tank is 60 litres and has been running for 2 weeks.",
   "Great that your mum can come, she'll need to be the one who buys them. As your tank has only been set up for 2 weeks, we can only sell fish for it if you bring a water test from the last 48 hours showing 0 ppm ammonia and 0 ppm nitrite. Otherwise, wait until it's been running for 21 days.",
   "Your mum must make the purchase; with a 14-day-old tank you need a water test from the last 48 hours showing 0 ppm ammonia and nitrite, or wait until day 21.",
   "COMPLIANT", AQ+"Before Selling Live Fish", "multi_rule", "Correctly applies the parent-purchase rule and the 21-day or recent water test condition to the customer's facts."),
  ("OK. How many neons should I get?",
   "Neons are shoaling fish, so we sell them in groups of at least 6. In a 60-litre tank a group of 6 is a good start.",
   "At least 6.",
   "COMPLIANT", AQ+"Tank Sizes and Shoaling Fish", "numeric", "Neons are sold in groups of at least 6 and 60 litres meets the minimum tank size."),
  ("My friend said you give a free fish if you spend over £30. Is that true?",
   "Sorry, that's not something we do. We never give live fish away as free gifts, but we often have offers on food and equipment.",
   "No, live animals are never given as free gifts.",
   "COMPLIANT", AQ+"Selling to Young People", "negation", "Correctly denies free live fish, which the code forbids."),
 ]),
 dict(id="bq-16", a=C, t="2026-03-09T10:30:00Z", w=[0.25, 0.25, 0.25, 0.25], turns=[
  ("I bought two platies from you on Saturday afternoon and one died this morning. What can you do?",
   "Sorry to hear that! You're within our 72-hour guarantee, so please bring the dead fish in a bag along with your receipt and a water sample from your tank, and we'll sort it out.",
   "You're within 72 hours: bring a water sample and your receipt and we'll replace or refund the fish, your choice. You don't need to bring the fish back.",
   "NON_COMPLIANT", AQ+"Livestock Guarantee", "partial", "The guarantee does not require the dead fish to be brought back, so demanding it adds a condition the rule says is not needed."),
  ("I'd rather have a refund than another fish.",
   "That's fine, it's your choice whether you take a replacement or a refund. Just bring the water sample and receipt in within the 72 hours.",
   "Refund is fine; it is the customer's choice.",
   "COMPLIANT", AQ+"Livestock Guarantee", "plain", "The customer chooses between refund and replacement."),
  ("Do you sell those dyed, glowing glass fish? My daughter loved them.",
   "We don't sell dyed or colour-injected fish at all, as the process harms them. If she likes bright colours, we've got some naturally colourful fish she might love instead.",
   "No, dyed or colour-injected fish are not sold.",
   "COMPLIANT", AQ+"Species Restrictions", "refusal", "Correctly refuses to sell dyed fish."),
  ("She also wants a goldfish for her 30-litre tank.",
   "A single fancy goldfish would be happy in a 30-litre tank as long as it has a filter.",
   "Fancy goldfish need a filtered tank of at least 100 litres, so 30 litres is too small.",
   "NON_COMPLIANT", AQ+"Tank Sizes and Shoaling Fish", "numeric", "Fancy goldfish need at least 100 litres, so 30 litres is too small."),
 ]),
 dict(id="bq-17", a=C, t="2026-03-16T11:50:00Z", turns=[
  ("Do you post fish? I live about 3 hours away.",
   "Yes! We send fish by first-class Royal Mail in insulated boxes, Monday to Friday.",
   "We don't send fish by ordinary post; mail orders go by specialist overnight courier, dispatched Monday to Wednesday.",
   "NON_COMPLIANT", AQ+"Bagging and Travel", "plain", "Live fish are never sent by ordinary post and dispatch is Monday to Wednesday only."),
  ("Or I could drive over. Is a 3-hour trip home OK?",
   "That's fine. As it's longer than 2 hours, we'll pack them in an insulated box for the journey. Head straight home and get them settled.",
   "Yes, with an insulated box because the journey is over 2 hours.",
   "COMPLIANT", AQ+"Bagging and Travel", "time_window", "A journey over 2 hours requires an insulated box, which the answer provides."),
  ("Do you have any pacu? I've got a 500-litre tank.",
   "Pacu grow well over 30 cm, so we can only sell them to customers who confirm a tank of at least 1,000 litres. 500 litres isn't enough, sorry.",
   "No pacu for a 500-litre tank; at least 1,000 litres is required.",
   "COMPLIANT", AQ+"Tank Sizes and Shoaling Fish", "numeric", "Correctly refuses because the customer's 500-litre tank is below the 1,000-litre minimum."),
  ("Any parrot's feather plants for my pond?",
   "Sorry, we can't sell parrot's feather, as it's on the Federation's banned invasive plants list. We've got plenty of other pond plants to choose from though.",
   "No, parrot's feather is on the banned list.",
   "COMPLIANT", AQ+"Species Restrictions", "plain", "Parrot's feather is a banned invasive plant."),
  ("What time do you close on Saturdays?",
   "We're open until 5pm on Saturdays.",
   "Any answer about opening hours.",
   "IRRELEVANT", None, "out_of_scope", "Shop opening hours are not covered by the corpus."),
 ]),
 dict(id="bq-18", a=C, t="2026-03-16T16:40:00Z", turns=[
  ("I'm thinking of opening my own aquarium shop and joining the Federation. Can you explain the day-to-day tank care rules?",
   LONG_AQ,
   "A summary of daily ammonia and nitrite tests, twice-daily temperature checks, twice-daily removal of dead fish, 7-day quarantine, 12-month records and the point-of-sale and bagging rules.",
   "COMPLIANT", AQ+"Shop Tank Care", "long_answer", "Every frequency, record period and sales rule in the long answer matches the code."),
  ("If a tank's on medication, when can I sell fish from it?",
   "As soon as the course of treatment has finished and the fish look healthy again, you can put them back on sale.",
   "Not until 7 days after the treatment ends; the tank carries a 'not for sale' sign until then.",
   "NON_COMPLIANT", AQ+"Shop Tank Care", "time_window", "Fish from a medicated tank cannot be sold until 7 days after treatment ends."),
  ("Do I have to quarantine new stock?",
   "Yes, for at least 7 days before it goes on sale, and keep the quarantine records for 12 months.",
   "Yes, at least 7 days, records kept 12 months.",
   "COMPLIANT", AQ+"Shop Tank Care", "plain", "Matches the 7-day quarantine and 12-month records."),
  ("Any tips for naming the shop?",
   "Something short and memorable that says what you sell works best, and check the web domain is free before you commit.",
   "Any naming tips.",
   "IRRELEVANT", None, "out_of_scope", "Naming a shop is not covered by the corpus."),
 ]),
]
