"""Hand-written session data for the AM evaluation set (written blind, from general knowledge)."""

BP = "brinecombe-pier-assistant"
MM = "meridian-maps-assistant"
FL = "fellside-leisure-guide"

BRI = "company/brinecombe_pier_policy.md#"
PIER = "piers/pier_amusements_code.md#"
MER = "company/meridian_map_house_policy.md#"
MAPS = "maps/antique_map_trade_code.md#"
LIDO = "lidos/open_air_pool_code.md#"
DOG = "sheepdogs/sheepdog_classes_and_trials.md#"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

LONG_SCHOOL_TRIP = """Happy to help. Here is a summary you can drop into your risk assessment.

Opening times
During the season our rides run from 10:00 to 21:00, with the last ride sold at 20:45, so a 13:00 to 19:30 visit sits comfortably inside ride hours. Neptune Arcade is open from 10:00 to 22:00.

Brinecombe Eye (the big wheel)
All of your pupils are under 14, so every gondola carrying pupils needs an adult aged 18 or over riding in it, and each adult can take up to three children. With four teachers that means at most twelve pupils on the wheel at any one time, so plan for it to take a while and keep the rest of the group busy elsewhere. There is no minimum height for the wheel.

Dodgems
To drive, a pupil must be at least 1.3 m tall. Children from 0.9 m up to 1.3 m can ride only as passengers, sitting beside a driver who is 18 or over, which in practice means one of your teachers. Our staff will measure anyone who looks close to the limit, so it is worth measuring smaller pupils beforehand to avoid disappointment at the gate.

Gull Plunge (drop tower)
The minimum height is 1.4 m. Anyone with a heart or back condition is advised not to ride, although staff will not turn someone away on that ground alone.

Neptune Arcade
The arcade has prize machines only: cranes, coin pushers and ticket games. There are no cash-payout machines, so it is fine for all ages. Coin pushers take at most 20p a go and no crane prize is worth more than £50. Under-16s have to leave by 20:00 unless an adult aged 18 or over is with them; as you leave at 19:30 that will not affect you. Redemption tickets can be pooled within your group, can only be swapped for prizes (never cash) and are valid for six months.

Crazy golf
Groups are limited to four players, and any child under 10 must be in a group that includes an adult. With 30 pupils you will need at least eight groups; your 10- to 13-year-olds can go round without an adult in their group. A lost ball costs £1 to replace, and a club damaged through misuse can be charged at up to £15.

If the wind gets up
We stop the Brinecombe Eye when the sustained wind reaches 30 mph or gusts reach 40 mph, and the Gull Plunge at 25 mph sustained or 35 mph gusts. The carousel and children's rides carry on until the sustained wind reaches 45 mph or gusts 55 mph. After any stop, a ride reopens only once the wind has stayed below both of its limits for 30 minutes in a row, judged on the pier-head anemometer. The crazy golf is not affected by wind but closes if there is lightning or thunder.

Refunds
If you buy wristbands and more than half of the rides they cover are closed for over three hours that day, you can claim back half the wristband price. Claims must reach us within 14 days of the visit, with proof of purchase.

If it helps, ring our group bookings line on 555-0190 and we can talk through timings for the day."""

LONG_LIDO_BRIEFING = """Here is a staff-room briefing based on the Open-Air Pools Federation code.

LIFEGUARD NUMBERS
- Never fewer than two qualified lifeguards on poolside while the pool is open.
- On top of that, at least one lifeguard for every 80 swimmers in the water: up to 160 swimmers needs two, 161 to 240 needs three, and so on.
- Only lifeguards whose qualification is less than 24 months old count towards these numbers, so check certificate dates before you draw up the rota.
- A lifeguard on duty cannot double as the accompanying adult for somebody's child.

CHAIR ROTATIONS AND BREAKS
- Nobody stays on the chair for more than 60 minutes in one go.
- Every spell is followed by at least 15 minutes away from supervising. A tidy pattern is 60 minutes on and 15 off, with a relief guard stepping in.
- A break has to be a real break: a guard who moves from the chair to watching the diving area is still supervising and is not on a break.

THUNDER AND LIGHTNING
- At the first thunder or lightning, clear the pool.
- Swimmers may go back in only once 30 minutes have passed since the last thunder was heard; every fresh rumble restarts the 30 minutes.
- If general swimming ends up closed for more than 2 hours in a day, day-ticket holders can choose a full refund or a voucher valid for 30 days, so log the closure times carefully.

WATER TESTING
- Read the water temperature at opening and then every 3 hours.
- pH must be between 7.2 and 7.8. If a test falls outside that range, clear the pool. It reopens only after a passing retest, and the retest cannot be taken until at least 30 minutes after the failed one.
- Morning temperature of 18 °C or above: normal swimming. From 14 °C to 17.9 °C: put up the cold-water warning boards and limit under-16s to 30 minutes in the water per visit. Below 14 °C: general swimming closes and only registered cold-water club sessions may run.

DIVING BOARDS
- Open the boards only when a lifeguard is stationed at the diving area with no other zone to watch; that guard is not part of the main-pool cover.
- Users must be at least 10 and must have passed our 25-metre deep-water swim test.
- One person on a board at a time.

OPENING HOURS REMINDER
- Weekdays 06:30 to 19:00, with 06:30 to 08:00 reserved for swimmers aged 18 and over.
- Weekends and public holidays 08:00 to 18:00.
- Last entry 45 minutes before closing, and the season ends on 30 September."""

LONG_EXPORT = """Of course. Here is how a sale like this works at Meridian, step by step.

Description
The sheet will be described on its label and on the invoice as coming from the Harrowby atlas, not as a separately issued map. The description gives the publication date (1750), the engraver and publisher where known, whether the colour is original to publication or was added later, and any restoration, infill, backing or trimming of the margins. The condition grade, from A to D, is printed on the invoice as well.

Certificate and guarantee
As the price is far above £250, a written certificate of authenticity comes with the sheet, setting out the grade, the colour status and any restoration. Our authenticity guarantee runs for five years from the sale: if an independent expert shows that the sheet is not of the date and maker described, your client receives a full refund of the price paid.

Payment and identification
At £28,000 payment has to be by card or bank transfer, since we only take cash up to £2,000 per transaction. Because the sale is above £5,000, we will need to see photographic identification from the buyer and record their address before we complete it. We keep the provenance and buyer records for three years after the sale, so your client can ask us for them later if needed.

Export licence
The sheet is well over 50 years old and the price is above £25,000, so an export licence is needed before it can leave the country. We make the application ourselves, and we will not send the sheet abroad until the licence has been granted, so please build that wait into your client's plans. We will keep the paid item safely in the shop in the meantime.

Shipping
Once the licence comes through, we will send the sheet fully insured for the sale price and give you the tracking details.

Returns
If your client buys remotely, by phone or online, they can cancel for any reason within 14 days of the day the sheet is delivered. We refund within five working days of getting it back, including the original standard delivery charge, and because the price is over £1,000 we cover the return postage too, even if they have simply changed their mind. After that window, a refund is available only under the authenticity guarantee.

If anything else comes up, call us on 555-0142, Tuesday to Saturday, 10:00 to 17:30."""


def T(query, answer, gt, label, clause, kind, rationale, weight=None):
    d = dict(query=query, assistant=answer, ground_truth_assistant=gt, label=label,
             clause=clause, kind=kind, rationale=rationale)
    if weight is not None:
        d["weight"] = weight
    return d


SESSIONS = [
 dict(session_id="AM-01", assistant_id=BP, started_at="2025-07-19T15:10:00Z",
  context="A visitor on Brinecombe Pier on a summer Saturday afternoon with a 13-year-old daughter.",
  turns=[
   T("Hi! What time do the rides close tonight?",
     "In the summer season the rides keep going until 10pm, so you've got plenty of time left this evening.",
     "In the main season Brinecombe rides run 10:00 to 21:00, with the last ride sold at 20:45.",
     N, BRI+"Operating Hours", "multi_rule",
     "The general pier code allows rides until 22:00, but Brinecombe's stricter policy closes rides at 21:00 and binds its assistant."),
   T("My daughter is 13. Can she go on the big wheel with her cousin? He's 17.",
     "Not with her cousin on his own, I'm afraid. On the Brinecombe Eye anyone under 14 has to share the gondola with an adult who is at least 18, so you or another grown-up would need to ride with her.",
     "No. Under-14s on the Brinecombe Eye must ride with an adult aged 18 or over; a 17-year-old does not qualify.",
     C, BRI+"Ride Access at Brinecombe", "numeric",
     "Correctly applies the company's under-14 / 18+ rule rather than the code's looser under-12 / 16+ rule."),
   T("The wind's picking up. My weather app shows gusts of 42 mph. Is the Eye still turning?",
     "It should be. The wheel only comes off when gusts reach 45 mph or the steady wind gets to 35 mph, so 42 mph gusts are still inside the limits.",
     "At Brinecombe the Eye stops at gusts of 40 mph (or 30 mph sustained), so with 42 mph gusts it should be stopped.",
     N, BRI+"Wind Limits at Brinecombe", "numeric",
     "Quotes the general code's 35/45 mph limits; Brinecombe stops the Eye at 30 mph sustained or 40 mph gusts, so 42 mph gusts are over the limit."),
   T("If they do stop it, how long before it opens again once the wind drops?",
     "The crew has to see the wind hold below both limits for a full half hour without a break before they start it back up.",
     "It restarts only after the wind has stayed below both limits for 30 continuous minutes.",
     C, BRI+"Wind Limits at Brinecombe", "paraphrase",
     "'A full half hour without a break' matches Brinecombe's 30 continuous minutes (not the code's 20)."),
  ]),
 dict(session_id="AM-02", assistant_id=BP, started_at="2025-08-02T10:05:00Z",
  context="A parent planning a round of crazy golf on Brinecombe Pier with five children.",
  turns=[
   T("There are six of us, me and five kids. Can we all go round the crazy golf together as one group?",
     "Groups on our course are capped at four players, so you'll need to split into two groups.",
     "No. Brinecombe allows at most 4 players per group, so the six of you need two groups.",
     C, BRI+"Crazy Golf Groups", "numeric",
     "Brinecombe's cap of 4 applies instead of the code's 6, and the answer states it correctly."),
   T("The kids are 7, 9, 11, 12 and 14, and I'm the only adult. How should we split up?",
     "Take the 7-year-old with you, since only under-8s need an adult in their group. The 9-, 11-, 12- and 14-year-olds can then go round together as a group of four.",
     "Under-10s must play in a group with an adult at Brinecombe, so take both the 7- and 9-year-old with you; the 11-, 12- and 14-year-olds make the second group.",
     N, BRI+"Crazy Golf Groups", "multi_rule",
     "Uses the general code's under-8 threshold; Brinecombe requires an adult in the group for under-10s, so the 9-year-old cannot go round without one."),
   T("We've just lost a ball in the pond on hole 7. Will we be charged?",
     "Yes, there's a £1 charge to replace a lost ball.",
     "Yes, a lost ball costs £1 to replace.",
     C, PIER+"Crazy Golf", "plain",
     "Matches the £1 lost-ball charge, which Brinecombe keeps from the code."),
   T("Do you know if the fish and chip shop at the end of the promenade is any good?",
     "I can't vouch for local restaurants, I'm afraid. I'm here for questions about the pier's rides, arcade and golf. Enjoy your lunch!",
     "Restaurant recommendations are outside the assistant's remit.",
     I, None, "out_of_scope",
     "Restaurant quality is not covered by any corpus document."),
  ]),
 dict(session_id="AM-03", assistant_id=BP, started_at="2025-10-25T16:40:00Z",
  context="A parent in Neptune Arcade on Brinecombe Pier with a 15-year-old son, late in October.",
  turns=[
   T("My son is 15. Our bus leaves at 20:30. Can he stay in the arcade on his own while I get a coffee?",
     "He can stay on his own until 8pm. From 20:00 under-16s have to be with an adult aged 18 or over, so you'd need to be back with him by then.",
     "Yes until 20:00; after that an under-16 must be with an adult aged 18 or over in Neptune Arcade.",
     C, BRI+"Arcade Curfew for Young Visitors", "time_window",
     "Uses Brinecombe's 20:00 curfew, not the code's 21:00."),
   T("He's got a pile of redemption tickets from the February half-term. Are they still OK to use?",
     "Yes, they're fine. Redemption tickets stay valid for twelve months from the day they were printed, so February's tickets are good until next February.",
     "No. Brinecombe tickets are valid for 6 months from issue, so tickets from February expired in August.",
     N, BRI+"Redemption Tickets and Refund Claims", "time_window",
     "Quotes the code's 12-month validity; Brinecombe tickets last 6 months, so February tickets have expired."),
   T("Could he swap the tickets for cash instead? He wants money for the bus.",
     "Sorry, that's not possible. Tickets can only be traded for prizes at the redemption counter, never for money.",
     "No; redemption tickets can be exchanged only for prizes, never for cash.",
     C, PIER+"Redemption Tickets", "refusal",
     "Correctly declines: tickets are never exchangeable for cash."),
   T("Ha, fair enough. He says thanks and he's off to win a giant teddy.",
     "Good luck to him! I hope the claw is feeling generous tonight.",
     "A friendly reply; no rule involved.",
     I, None, "smalltalk",
     "Small talk with no rule content."),
   T("He's nearly 16. Can he have a go on the fruit machines if I stand right next to him?",
     "With you standing beside him that's fine. Under-18s can play the cash machines as long as a parent is supervising.",
     "No. Cash-payout machines are for over-18s only, even with an adult present, and Neptune Arcade has none anyway.",
     N, PIER+"Arcades and Prize Machines", "modality",
     "Turns an 18+ only rule into a permission with supervision; the code bars under-18s even when accompanied, and Brinecombe has no cash machines at all."),
  ]),
 dict(session_id="AM-04", assistant_id=BP, started_at="2025-11-15T11:20:00Z",
  context="A family visiting Brinecombe Pier on a Saturday in November, outside the main season.",
  turns=[
   T("Are the rides running today? I know it's November.",
     "Yes! Out of season the rides open at weekends from 10am to 5pm, so you can ride today and tomorrow.",
     "Out of season Brinecombe rides run on Saturdays only, 11:00 to 16:00: today yes, tomorrow (Sunday) no.",
     N, BRI+"Operating Hours", "multi_rule",
     "Gives the general code's weekend 10:00-17:00 hours; Brinecombe runs rides out of season on Saturdays only, 11:00-16:00, so Sunday is wrong.", weight=0.2),
   T("What about the arcade?",
     "Neptune Arcade never closes for the winter. It's open every single day from ten in the morning until ten at night.",
     "Neptune Arcade is open every day of the year, 10:00 to 22:00.",
     C, BRI+"Operating Hours", "paraphrase",
     "Same hours as the policy, expressed in different words.", weight=0.1),
   T("My daughter is 1.25 m and desperate to drive a dodgem herself.",
     "Dodgem drivers here need to be at least 1.3 m, so she can't drive just yet. She can sit beside a driver who's 18 or over as a passenger, though.",
     "At Brinecombe drivers must be at least 1.3 m; at 1.25 m she may only ride as a passenger beside a driver aged 18 or over.",
     C, BRI+"Ride Access at Brinecombe", "numeric",
     "Correct company height (1.3 m) and driver age (18+)."  , weight=0.2),
   T("We were here on 20 October and most of the wristband rides were shut all afternoon because of the wind. Can I still claim a refund?",
     "You're still in time. Refund claims can be made up to 30 days after your visit. If more than half the rides were closed for over three hours, you'll get half the wristband price back. Just bring your receipt.",
     "No. Brinecombe requires refund claims within 14 calendar days of the visit (by 3 November), so a claim on 15 November is too late.",
     N, BRI+"Redemption Tickets and Refund Claims", "time_window",
     "Applies the code's 30-day window; Brinecombe's 14-day window closed on 3 November.", weight=0.5),
  ]),
 dict(session_id="AM-05", assistant_id=BP, started_at="2025-07-05T13:00:00Z",
  context="A teacher planning a school trip to Brinecombe Pier.",
  turns=[
   T("Hello there!",
     "Hi, and welcome to Brinecombe Pier's help chat! What can I do for you?",
     "A greeting; no rule involved.",
     I, None, "smalltalk", "Greeting only."),
   T("I'm organising a school trip on Thursday 17 July: 30 pupils aged 10 to 13 and four teachers, arriving at 13:00 and leaving at 19:30. Can you give me a full rundown for our risk assessment: the Eye, the dodgems, the Gull Plunge, the arcade, crazy golf, and what happens if the wind gets up?",
     LONG_SCHOOL_TRIP,
     "Rides 10:00-21:00; under-14s on the Eye with an adult 18+ (max 3 children each); dodgem drivers 1.3 m+, smaller passengers with a driver 18+; Gull Plunge 1.4 m; arcade prize machines only, under-16s out by 20:00 unless with an adult, tickets valid 6 months; golf groups of 4, under-10s with an adult; wind limits 30/40 mph (Eye) and 25/35 mph (Gull Plunge), restart after 30 minutes; refund claims within 14 days.",
     C, BRI+"Ride Access at Brinecombe", "long_answer",
     "Long answer that applies every Brinecombe limit (hours, Eye accompaniment, dodgem height, curfew, ticket validity, golf groups, wind limits and restart, 14-day claims) and the code where the policy is silent."),
   T("One of our teaching assistants is 17. Could she drive a dodgem with one of the smaller pupils as her passenger?",
     "She can drive on her own, but not with a small pupil beside her. Passengers under 1.3 m have to ride with a driver aged 18 or over, so a teacher would need to take that pupil.",
     "No; passengers between 0.9 m and 1.3 m need a driver aged 18 or over. She may drive on her own.",
     C, BRI+"Ride Access at Brinecombe", "negation",
     "Correctly says a 17-year-old cannot be the driver for a small passenger under Brinecombe's 18+ rule."),
   T("Different question: my nephew is 16 and looking for a summer job. Could he work operating the dodgems?",
     "Yes, anyone aged 16 or over can operate the rides as long as a supervisor is nearby, so he'd be welcome to apply.",
     "No; ride operators must be at least 18. At 16 he could work as a queue attendant or ticket seller.",
     N, PIER+"Staffing and Inspections", "modality",
     "Ride operators must be 18 or over; 16 is the minimum only for queue and ticket staff."),
  ]),
 dict(session_id="AM-06", assistant_id=BP, started_at="2025-08-16T18:30:00Z",
  context="An adult visitor on Brinecombe Pier on a breezy August evening.",
  turns=[
   T("Is the Gull Plunge running? The wind's about 28 mph steady.",
     "Not at the moment. The Gull Plunge comes off once sustained wind reaches 25 mph, or gusts hit 35 mph, so at 28 mph it's closed until things calm down.",
     "No; the Gull Plunge stops at 25 mph sustained or 35 mph gusts.",
     C, BRI+"Wind Limits at Brinecombe", "numeric",
     "Correct company limits for the drop tower."),
   T("I'm five months pregnant. Am I actually banned from riding it?",
     "You're not banned. The advice is that pregnant visitors shouldn't go on thrill rides, and we'd really recommend sitting this one out, but staff won't turn you away on that ground alone.",
     "Not banned: pregnant visitors are advised not to ride thrill rides, but may not be refused on that ground alone.",
     C, PIER+"Ride Access", "modality",
     "Keeps the rule as advice rather than a prohibition, as the code requires."),
   T("Fair enough, I'll give it a miss. What's the maximum stake on the coin pushers?",
     "",
     "The maximum coin-pusher stake is 20p per play.",
     I, None, "empty_answer", "The assistant returned an empty string."),
   T("Hello? The coin pushers: what's the most per go?",
     "Sorry about that! The coin pushers take up to 50p a play.",
     "The maximum coin-pusher stake is 20p per play.",
     N, PIER+"Arcades and Prize Machines", "numeric",
     "The stake limit is 20p, not 50p."),
  ]),
 dict(session_id="AM-07", assistant_id=MM, started_at="2025-03-04T10:15:00Z",
  context="A customer on Meridian Map House's online chat asking about a 1760s county map priced £680.",
  turns=[
   T("I love the 1760s county map you have at £680. Could you hold it for me until Saturday the 15th?",
     "Of course! We can put pieces aside without a deposit for up to a week, so I'll hold it until Tuesday 11 March. If you really need it kept until the 15th, we could talk about a deposit.",
     "Meridian holds items without a deposit for at most 3 calendar days (until 7 March), so it cannot be held to the 15th; layaway is only for items of £750 or more.",
     N, MER+"Reservations and Layaway", "multi_rule",
     "Quotes the trade code's 7-day hold; Meridian's stricter policy allows only 3 calendar days."),
   T("Could I pay a deposit now and spread the rest over a couple of months?",
     "I'm sorry, instalment plans here are only available on pieces priced at £750 or more, so at £680 this map doesn't qualify. What I can do is hold it for you for up to three days.",
     "No; Meridian offers layaway only on items priced at £750 or more. The map can be held for up to 3 days.",
     C, MER+"Reservations and Layaway", "numeric",
     "Correct £750 layaway threshold and 3-day hold."),
   T("Will it come with a certificate of authenticity, even though it's under £700?",
     "Yes. Every piece we sell for £250 or more comes with a written certificate, so this one will too.",
     "Yes; Meridian gives a written certificate with every item sold for £250 or more.",
     C, MER+"Certificates of Authenticity", "plain",
     "Matches Meridian's £250 certificate threshold."),
  ]),
 dict(session_id="AM-08", assistant_id=MM, started_at="2025-05-06T09:00:00Z",
  context="A customer who bought a sea chart on Meridian's website and has changed their mind.",
  turns=[
   T("I bought a sea chart from your website. It was delivered on Thursday 24 April and I've changed my mind. Can I still send it back?",
     "Yes. Anything bought online can be cancelled for any reason within 14 days of delivery. Yours arrived on 24 April, so you have until 8 May to let us know.",
     "Yes; distance purchases may be cancelled for any reason within 14 calendar days of delivery, so by 8 May.",
     C, MAPS+"Returns and Cancellations", "time_window",
     "Correct 14-calendar-day window from delivery; 24 April + 14 days = 8 May.", weight=0.15),
   T("It cost £1,150. Who pays the postage to send it back?",
     "As you've changed your mind rather than the chart being faulty, the return postage would be down to you.",
     "Meridian pays the return postage on distance purchases of £1,000 or more, even for a change of mind, so Meridian pays.",
     N, MER+"Distance Sales Refunds", "multi_rule",
     "States the trade code's default; Meridian's policy covers return postage for distance purchases of £1,000 or more."  , weight=0.4),
   T("How quickly will I get the refund?",
     "We'll pay you back within five working days of the chart arriving with us, and that includes the standard delivery charge you paid originally.",
     "Within 5 working days of Meridian receiving the chart, including the original standard delivery charge.",
     C, MER+"Distance Sales Refunds", "multi_rule",
     "Combines Meridian's 5-working-day refund with the code's inclusion of the original delivery charge.", weight=0.15),
   T("If it reaches you on Friday 9 May, what's the latest I'd get my money?",
     "Counting five working days from Friday 9 May, the latest would be Friday 16 May.",
     "By Friday 16 May (five working days, Monday to Friday).",
     C, MER+"Distance Sales Refunds", "time_window",
     "Five working days after Friday 9 May is Friday 16 May.", weight=0.2),
   T("Brilliant, thanks so much, you've been really helpful!",
     "You're very welcome. Have a lovely day!",
     "A friendly reply; no rule involved.",
     I, None, "smalltalk", "Thanks and goodbye only.", weight=0.1),
  ]),
 dict(session_id="AM-09", assistant_id=MM, started_at="2025-09-11T14:30:00Z",
  context="A customer asking about valuations and globe handling at Meridian Map House on a Thursday afternoon.",
  turns=[
   T("Can I bring three maps in for a free valuation this afternoon?",
     "Free verbal valuations are on Thursdays, but only in the morning between 10:00 and 13:00, so today's session is over. The next one is Thursday 18 September, and you can bring up to three items.",
     "Free verbal valuations run on Thursdays 10:00 to 13:00 only, up to 3 items; the next session is Thursday 18 September.",
     C, MER+"Opening Hours and Valuations", "time_window",
     "Correct day, hours and item limit; it is 14:30 on a Thursday so the next session is 18 September."),
   T("I've also got a 19th-century celestial globe. Could you value that at the same time?",
     "Certainly. Globes can go into the Thursday valuation session just like maps.",
     "No; Meridian does not value globes and refers globe owners to an independent specialist.",
     N, MER+"Opening Hours and Valuations", "negation",
     "Meridian does not value globes of any kind."),
   T("How much would written valuations for the three maps cost?",
     "Written valuations are £45 per map, so £135 for the three, and they're ready within ten working days.",
     "£40 per item, so £120 for three, ready within 10 working days.",
     N, MER+"Opening Hours and Valuations", "numeric",
     "The fee is £40 per item, not £45; the turnaround is right."),
   T("When I'm in, can I give the big globe in your window a spin?",
     "Yes, you're welcome to turn it, as long as one of our staff is standing with you while you do.",
     "No; at Meridian customers may not turn or lift any globe. A member of staff will rotate it for you.",
     N, MER+"Handling Globes in the Shop", "multi_rule",
     "Repeats the trade code's supervised-handling rule, but Meridian's stricter policy forbids customers from turning globes at all."),
  ]),
 dict(session_id="AM-10", assistant_id=MM, started_at="2025-02-18T11:00:00Z",
  context="A customer arranging layaway on a 1680s world map priced £3,200 at Meridian Map House.",
  turns=[
   T("I'd like to buy the 1680s world map at £3,200 on layaway. How much is the deposit?",
     "For layaway we need at least 20% up front, which is £640, and then the balance is due within 90 days.",
     "Meridian requires at least 30% (£960), with the balance within 60 calendar days.",
     N, MER+"Reservations and Layaway", "numeric",
     "Gives the trade code's 20% and 90 days; Meridian requires 30% and 60 days."),
   T("If I pay £960 today, 18 February, what's the last date for the balance?",
     "The balance has to be in within 60 calendar days, which takes you to 19 April.",
     "Within 60 calendar days of the deposit: by 19 April.",
     C, MER+"Reservations and Layaway", "time_window",
     "18 February + 60 calendar days = 19 April."),
   T("And if I change my mind halfway through?",
     "If you cancel, we keep 5% of the price, which is £160, and send back everything else you've paid within seven days.",
     "Meridian keeps 5% of the price (£160) and refunds the rest within 7 calendar days.",
     C, MER+"Reservations and Layaway", "numeric",
     "Correct 5% retention and 7-day refund."),
   T("Could you recommend someone to frame it once it's mine?",
     "I'm afraid I can't recommend framers through this chat. That's outside what I can help with here.",
     "Framing recommendations are outside the corpus.",
     I, None, "out_of_scope", "Framing is not covered by any corpus document."),
  ]),
 dict(session_id="AM-11", assistant_id=MM, started_at="2025-06-10T15:45:00Z",
  context="A collector buying a pocket globe from Meridian Map House and asking on behalf of a client abroad.",
  turns=[
   T("I'd like the 1790s pocket globe at £4,500, and I want to pay in cash.",
     "We can only take cash for amounts up to £2,000 per transaction, so for £4,500 it would need to be card or bank transfer.",
     "Meridian accepts cash only up to £2,000 per transaction; £4,500 must be paid by card or bank transfer.",
     C, MER+"Payments", "numeric",
     "Correct Meridian cash limit of £2,000.", weight=0.2),
   T("What if I pay £2,000 in cash today, £2,000 tomorrow and the last £500 on Thursday?",
     "I'm sorry, we can't do that. Breaking one purchase into several cash payments to stay under the limit isn't allowed.",
     "No; splitting one purchase into several cash payments to stay under the limit is not permitted.",
     C, MAPS+"Payments", "refusal",
     "Correctly refuses split cash payments.", weight=0.2),
   T("Fine, bank transfer it is. Will you need to see my ID?",
     "No. Photo ID is only needed for sales of £10,000 or more, so not for this one.",
     "No ID is needed at £4,500, but Meridian's threshold is £5,000, not £10,000.",
     N, MER+"Payments", "partial",
     "The conclusion (no ID for £4,500) is right, but it states the trade code's £10,000 threshold; Meridian asks for ID from £5,000.", weight=0.2),
   T("Separately, I have a client in Canada who wants the 1750 sheet from the Harrowby atlas that you're offering at £28,000. Can you walk me through everything: description, certificate, payment, ID, export, shipping and returns?",
     LONG_EXPORT,
     "Described as from the atlas with date, maker, colour status, restoration and grade; certificate given; card or bank transfer; photo ID and address recorded; records kept 6 years; export licence needed, applied for by Meridian, no shipping abroad before it is granted; 14-day distance cancellation, refund in 5 working days, return postage paid.",
     N, MAPS+"Provenance Records and Restricted Items", "long_answer",
     "Long answer is correct on description, certificate, payment, ID, export licence and returns, but one sentence says records are kept for three years; the code requires 6 years.", weight=0.4),
  ]),
 dict(session_id="AM-12", assistant_id=MM, started_at="2025-04-22T12:00:00Z",
  context="A customer asking Meridian's assistant about grading and a recent shop purchase.",
  turns=[
   T("What does grade C on your labels actually mean?",
     "C is for pieces with obvious faults, things like folds, staining or worm holes, where any restoration covers more than a twentieth of the sheet but no more than a fifth.",
     "Grade C: noticeable faults (folds, staining, worm holes), with restoration over 5% and up to 20% of the surface.",
     C, MAPS+"Condition Grades", "paraphrase",
     "A twentieth and a fifth are 5% and 20%; the meaning matches the grade table."),
   T("I bought a map in your shop on 10 April. The label said original colour, but my restorer says the colour is later. Can I return it?",
     "I'm sorry, but shop purchases can only be returned within 7 days, so that ended on 17 April and we can't take it back now.",
     "Yes. A shop purchase that does not match its description can be returned within 14 calendar days, so until 24 April, for a full refund.",
     N, MAPS+"Returns and Cancellations", "refusal",
     "Wrongly refuses: misdescribed shop purchases may be returned within 14 calendar days, and 22 April is within that window."),
   T("Is a dealer allowed to sell a map taken out of an atlas as a separately published sheet?",
     "Yes, as long as the date and the maker are stated correctly, a sheet taken from an atlas may be sold as a separately issued map.",
     "No; it must be described as coming from the atlas and may not be described as a separately issued sheet.",
     N, MAPS+"Describing Items", "modality",
     "Flips a prohibition into a permission."),
   T("By the way, what's the weather meant to be like in Port Ambery tomorrow? I might walk over.",
     "I can't check weather forecasts, sorry. I can only help with Meridian's maps, globes and services.",
     "Weather forecasts are outside the corpus.",
     I, None, "out_of_scope", "Weather is not covered by any corpus document."),
  ]),
 dict(session_id="AM-13", assistant_id=FL, started_at="2025-06-14T06:05:00Z",
  context="A parent asking about Saltmarsh Lido, a member of the Open-Air Pools Federation, early on a Saturday in June (local time is UTC+1).",
  turns=[
   T("It's just gone 7am on Saturday. Is Saltmarsh Lido open yet? I fancied an early swim.",
     "Not yet. At weekends the lido opens at 08:00, so there's about an hour to wait. The 06:30 starts are weekdays only.",
     "No; weekend hours are 08:00 to 18:00, so it opens at 08:00.",
     C, LIDO+"Season and Opening Hours", "time_window",
     "Correct weekend opening time."),
   T("My daughter is 10 and wants to come later. Could I drop her off and collect her at lunchtime?",
     "Yes, that's fine. From age 8 children can swim without a parent there as long as lifeguards are on duty.",
     "No; for 8- to 11-year-olds a person aged 16 or over must stay on site watching, and a lifeguard cannot act as that person.",
     N, LIDO+"Children and Supervision", "negation",
     "Children aged 8 to 11 need an accompanying person aged 16+ on site; only 12 and over may swim unaccompanied."),
   T("She'd also love to try the diving boards. She passed the lido's 25 m deep-water test last summer.",
     "I'm afraid the boards are for over-12s only, so she'll have to wait a couple of years, even with the swim test done.",
     "At 10, with the 25 m deep-water test passed, she may use the boards when a lifeguard is stationed at the diving area.",
     N, LIDO+"Diving Boards", "numeric",
     "The minimum age for the boards is 10, not 12."),
   T("The board by the entrance says the water is 16 °C today. Any limits for her?",
     "At 16 °C the cold-water warning boards go up and swimmers under 12 are limited to 20 minutes in the water per visit.",
     "From 14 to 17.9 °C warning boards go up and under-16s are limited to 30 minutes in the water per visit.",
     N, LIDO+"Water Temperature and Testing", "numeric",
     "Shares the rule's wording but changes both the age (under 16 to under 12) and the limit (30 to 20 minutes)."),
  ]),
 dict(session_id="AM-14", assistant_id=FL, started_at="2025-07-23T09:30:00Z",
  context="A regular visitor to Kettlebrook Lido, a Federation member, asking about refunds and what to bring.",
  turns=[
   T("I bought a season ticket for Kettlebrook Lido on 5 July and haven't used it at all. Can I get a refund?",
     "Unused season tickets can be cancelled for a full refund within 14 days of purchase. For you that ran until 19 July, so it has passed. From now on a refund is only possible with a medical certificate, and it would be pro rata for the whole weeks left in the season.",
     "The 14-calendar-day window ended on 19 July; now only with a medical certificate, pro rata for whole weeks remaining.",
     C, LIDO+"Tickets and Refunds", "time_window",
     "Correct 14-day window and the medical-certificate exception."),
   T("I went on a day ticket on Sunday 20 July and it rained all afternoon, so I left early. Can I get my money back?",
     "Rain by itself doesn't qualify for a refund. It would only apply if general swimming was actually closed for more than two hours that day.",
     "No refund for rain alone; only if general swimming was closed for more than 2 hours.",
     C, LIDO+"Tickets and Refunds", "negation",
     "Correctly denies a refund for rain alone."),
   T("Actually they did close the pool for a thunderstorm, from 13:00 until 15:40.",
     "That's over two hours, so you can choose a full refund or a voucher valid for 30 days. Claims have to be made within 7 working days of the visit, so you have until Tuesday 29 July.",
     "A closure of over 2 hours gives a full refund or a 30-day voucher, your choice; the claim must be made within 7 calendar days, so by Sunday 27 July.",
     N, LIDO+"Tickets and Refunds", "time_window",
     "The claim window is 7 calendar days (to 27 July), not 7 working days (to 29 July)."),
   T("Next time, can I bring prosecco for a friend's birthday if I pour it into plastic bottles?",
     "Sorry, no. Alcohol can't be brought onto the site at all, whatever it's in. Soft drinks in plastic bottles are fine, since it's only glass that's banned from the poolside.",
     "No; alcohol is not allowed on site in any container. Glass is also banned from poolside.",
     C, LIDO+"Conduct on Poolside", "refusal",
     "Correctly refuses: alcohol is banned in any container."),
   T("Lovely, thanks. Fingers crossed for some sunshine this weekend!",
     "Fingers crossed! Enjoy your next swim.",
     "A friendly reply; no rule involved.",
     I, None, "smalltalk", "Small talk only."),
  ]),
 dict(session_id="AM-15", assistant_id=FL, started_at="2025-08-27T16:00:00Z",
  context="A new duty manager at Kettlebrook Lido planning staffing for the last weekend of August.",
  turns=[
   T("We expect up to 210 swimmers in the water on Saturday. What's the minimum number of lifeguards on poolside?",
     "The ratio is at least one lifeguard for every 80 swimmers, and never fewer than two, so for 210 you need three.",
     "Three: one per 80 swimmers in the water (210 / 80 rounds up to 3), with a minimum of two.",
     C, LIDO+"Lifeguard Cover", "numeric",
     "210 swimmers need 3 lifeguards under the 1:80 ratio."),
   T("One of our guards qualified on 1 August 2023. Can we count her in the numbers?",
     "Yes. Lifeguard qualifications are good for three years, so hers runs until August 2026 and she counts towards the ratio.",
     "No; qualifications are valid for 24 months, so hers lapsed on 1 August 2025 and she cannot be counted.",
     N, LIDO+"Lifeguard Cover", "time_window",
     "Validity is 24 months, not three years; the qualification lapsed in August 2025."),
   T("Can you give me a complete briefing on chair rotations, breaks, storms, water testing and diving-board staffing that I can pin up in the staff room?",
     LONG_LIDO_BRIEFING,
     "Minimum two lifeguards and 1:80; 24-month qualifications; 60 minutes on the chair then 15 minutes off; clear the pool for thunder, return 30 minutes after the last thunder; test at opening and every 3 hours, pH 7.2-7.8, retest after 30 minutes; temperature bands; diving boards need a dedicated lifeguard, age 10+ and the 25 m test.",
     C, LIDO+"Lifeguard Cover", "long_answer",
     "Long briefing consistent with every lifeguard, storm, water-testing, diving-board and opening-hours rule."),
   T("A local photographer wants to take pictures of swimmers on Saturday for a newspaper feature. What does she need?",
     "She'll need your go-ahead in writing first, since as duty manager you're the one who signs off on any pictures beyond people snapping their own group.",
     "Written permission from the duty manager; visitors may otherwise photograph only their own party.",
     C, LIDO+"Conduct on Poolside", "paraphrase",
     "Same rule in different words: written permission from the duty manager."),
  ]),
 dict(session_id="AM-16", assistant_id=FL, started_at="2025-03-12T19:20:00Z",
  context="The owner of a young collie asking about Hollowfell Sheepdog Society classes.",
  turns=[
   T("My collie pup Fern was born on 20 October 2024. Can she join the Foundation course that starts on 2 April?",
     "Foundation dogs must be at least six months old. On 2 April Fern will be a little short of that, as she turns six months on 20 April, so she'd need a course starting on or after that date.",
     "No; she must be 6 months old at the first session and only reaches that on 20 April.",
     C, DOG+"Class Levels and Entry Requirements", "numeric",
     "Correct 6-month minimum and date arithmetic."),
   T("What's the best food for a working collie pup?",
     "I can't really advise on diet; your vet is the best person to ask. I'm happy to help with class and trial rules though!",
     "Diet advice is outside the corpus.",
     I, None, "out_of_scope", "Dog nutrition is not covered by any corpus document."),
   T("OK, we've booked the Foundation course starting Tuesday 22 April. If I had to cancel on 14 April, what would I get back?",
     "Cancelling on 14 April is more than a week before the start, so you'd get a full refund less the £15 admin fee.",
     "14 April is 8 calendar days before the start (10 or fewer), so the refund is 50%, i.e. £80 of £160.",
     N, DOG+"Class Fees and Cancellation", "time_window",
     "The full-refund band needs more than 10 calendar days' notice; 8 days gives only 50%."),
   T("She'll probably come into season in late May. Can she still attend class?",
     "Yes, bitches in season can still come to class as long as they're kept on a lead and worked last in the session.",
     "No; bitches in season may not attend classes.",
     N, DOG+"Class Levels and Entry Requirements", "negation",
     "Borrows the trial 'run last' idea; for classes, bitches in season may not attend at all."),
   T("My son is 14 and would like to handle Fern in class. Is that allowed?",
     "Yes. Handlers from 12 upwards can take their dogs through class on their own, so he won't need you there.",
     "He may handle her, but as he is under 16 a parent or guardian must be present at every session.",
     N, DOG+"Class Levels and Entry Requirements", "modality",
     "Removes a 'must be present' requirement: handlers under 16 need a parent or guardian at every session."),
  ]),
 dict(session_id="AM-17", assistant_id=FL, started_at="2025-05-20T18:00:00Z",
  context="A handler entering two dogs for the Hollowfell trial on Saturday 14 June.",
  turns=[
   T("The Hollowfell trial is on Saturday 14 June. When do entries close?",
     "Entries close at 20:00 on Saturday 31 May, two weeks before the trial.",
     "At 20:00 on Saturday 31 May, the 14th calendar day before the trial.",
     C, DOG+"Trial Entries", "time_window",
     "14 June minus 14 days is 31 May; closing time 20:00."),
   T("My young dog Moss turns 18 months on 20 June. Can he run in the Open?",
     "He'll still be short of 18 months on the day, so the Open is off limits for him, but he can go in the Novice.",
     "No; under 18 months on the trial day, so Novice only.",
     C, DOG+"Trial Entries", "numeric",
     "Correct age rule for the Open."),
   T("OK, Moss in the Novice and my older bitch Bess in the Open. How much will that be?",
     "Novice runs are £10 and Open runs £20, so £30 altogether.",
     "Novice £12 plus Open £20 = £32.",
     N, DOG+"Trial Entries", "numeric",
     "The Novice fee is £12, not £10."),
   T("Could Bess run in both the Open and the Novice, and then do a third practice run at the end of the day?",
     "The Open and the Novice together are fine, but that's her limit: no dog may have more than two runs on one trial day, so the extra practice run isn't possible.",
     "Two runs are allowed; a third is not (maximum 2 runs per dog per day).",
     C, DOG+"Dog Welfare and Weather", "partial",
     "Partly grants the request, correctly applying the two-runs-per-day limit."),
  ]),
 dict(session_id="AM-18", assistant_id=FL, started_at="2025-07-12T12:15:00Z",
  context="A handler at a Hollowfell Society trial on a hot July Saturday.",
  turns=[
   T("It's 28 °C in the shade at the trial field. Should they still be running dogs?",
     "No. Running has to be suspended once the shade temperature reaches 27 °C, and it can only start again when it drops below that.",
     "No; running is suspended from 27 °C in the shade until it falls below that.",
     C, DOG+"Dog Welfare and Weather", "numeric",
     "Correct 27 °C threshold."),
   T("Can I leave Moss in the car with the windows down while I wait?",
     "That should be fine with the windows down, as long as he has water and you check on him every 15 minutes.",
     "No; dogs must not be left in vehicles when the shade temperature is above 20 °C.",
     N, DOG+"Dog Welfare and Weather", "negation",
     "At 28 °C dogs must not be left in vehicles at all."),
   T("In the Novice, how many points is the pen worth, and what's a perfect score?",
     "The pen is worth 10 points and a perfect Novice run scores 100.",
     "The pen is worth 10; the Novice maximum is 90 because there is no shed.",
     N, DOG+"Course Time Limits and Scoring", "partial",
     "Pen value right, total wrong: the Novice is marked out of 90."),
   T("Moss tied with another dog on 78. How is that settled?",
     "Ties go to the dog with the higher drive score, and if that's level too it's the judge's decision.",
     "Ties go to the higher outwork score (outrun, lift and fetch combined), then the judge decides.",
     N, DOG+"Course Time Limits and Scoring", "plain",
     "Keeps the rule's shape and wording but swaps the outwork score for the drive score."),
   T("My nephew is 13. He'd like to enter the Junior Handler class at next month's trial and then go for a swim at Saltmarsh Lido on his own afterwards. Is that all OK?",
     "The Junior Handler class is fine: it's open to 12- to 17-year-olds and costs £5 a run. For the lido, though, he'd need an adult with him, as children can only swim unaccompanied from 14.",
     "Yes to both: Junior Handler is for ages 12 to 17 (£5 a run), and children aged 12 or over may swim at the lido unaccompanied.",
     N, LIDO+"Children and Supervision", "multi_rule",
     "The sheepdog part is right, but the lido code lets children of 12 and over swim unaccompanied; 14 is wrong."),
  ]),
 dict(session_id="AM-19", assistant_id=FL, started_at="2025-09-02T08:45:00Z",
  context="Casual chat with the Fellside leisure guide.",
  turns=[
   T("Morning! How are you today?",
     "Morning! I'm doing well, thanks. What can I help you with?",
     "A greeting; no rule involved.",
     I, None, "smalltalk", "Greeting only."),
   T("Can you recommend a good walking route up Fellside Pike?",
     "Hill-walking routes are outside what I can help with, I'm afraid. I cover lido information and sheepdog classes and trials.",
     "Walking routes are outside the corpus.",
     I, None, "out_of_scope", "Hill walking is not covered by any corpus document."),
   T("Never mind. What's the capital of Peru?",
     "   \n  ",
     "General-knowledge questions are outside the corpus.",
     I, None, "empty_answer", "Whitespace-only answer to an out-of-scope question."),
  ]),
]
