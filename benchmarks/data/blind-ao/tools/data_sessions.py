# -*- coding: utf-8 -*-
"""Session data for the AO evaluation set (written by hand)."""

BH = "company/bouncehaven_hire_policy.md"
CODE = "inflatable_hire_code.md"
MKT = "street_market_pitch_rules.md"
TOY = "toy_library_lending_rules.md"
NAIL = "nail_salon_standards.md"

A_BH = "bouncehaven-assistant"
A_MKT = "millbrook-markets-assistant"
A_COM = "harrowfield-community-assistant"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

LONG_AO04 = """Of course - here is everything in one place for your hire on Saturday 13 September.

**Payment**
- Your 20% deposit is already in. The balance can be paid from Monday 8 September and has to reach us by Thursday 11 September at the latest.

**Delivery**
- Saturday deliveries run between 8:30am and 7pm. By 6pm on Friday 12 September we will text you a two-hour arrival slot.
- Please choose a spot that is as level as possible - we cannot set up on anything steeper than 1 in 20 - with room for the blower to sit at least 1.5 metres away from the castle.

**Set-up**
- Our crew will secure the castle at every anchor point it has, and never at fewer than six. On grass we use stakes of at least 380 mm; on a patio or driveway each point is weighted with at least 150 kg of ballast.
- A safety mat at least 1.2 metres deep goes across the open entrance. Please leave the stakes, weights and mat exactly where the crew put them.
- The blower will be placed and covered so it is protected from the weather; keep children away from it.

**Supervision**
- The person in charge on the day must be 21 or over. They sign our safety checklist at handover and must watch the castle for the whole time it is in use.
- On a 4 m x 4 m castle, the most children allowed on at once is 6 if they are all up to 1.0 m tall, 5 for 1.0-1.2 m, 4 for 1.2-1.5 m and 2 for anyone taller than 1.5 m. With a mixed group, use the number for the tallest child on.
- No grown-ups on the castle - adults can only use units from our Adult range. Children under 3 should only use units from our Toddler range.
- Shoes, glasses and anything sharp come off before bouncing, and no food, drinks or chewing gum on the castle.

**Weather**
- Check the wind with a handheld anemometer before the first bounce and at least once an hour after that. If the sustained wind goes above 20 mph, get everyone off and deflate (for a slide with a platform above 3 m the limit is 15 mph).
- At the first sign of thunder or lightning, clear the castle, and wait until 45 minutes have passed since the last thunder before anyone goes back on.
- Don't use it in heavy rain, and dry the surface before restarting.
- If we have to call the hire off because of the weather, you choose between a full refund and a free new date within 12 months.

**After the party**
- Standard collection is on the Saturday, no later than 7pm. If you would like to keep it overnight, we can collect on Sunday for an extra £25, provided it is deflated by 8pm on Saturday and the castle and blower are stored under cover.
- If the castle comes back with paint, glitter, silly string, food or mud on it, there is a £40 cleaning charge. Normal wear is never charged, but damage from use above the wind limit, with shoes on or with pets on it is charged at repair cost, up to £300.
- If anyone is hurt, please phone us on 555-0142 within 12 hours.

**If plans change**
- Cancel by Saturday 6 September (7 days or more before) and you get the whole deposit back; from 7 to 10 September you would get half of it back; after that the deposit is not refunded. Anything you have paid towards the balance is always refunded in full, and refunds are paid within 5 working days.

Have a fantastic party!"""

LONG_AO10 = """Happy to pull it all together. Here is what applies to a fish and chip van with two fryers at the Thursday market.

**Before you trade**
- Your application has to reach the Markets Office at least 21 calendar days before your first Thursday, and the office decides within 10 working days of getting a complete application.
- Include a food hygiene rating of 4 or 5, public liability insurance of at least £5 million and, as you cook on bottled gas, a gas safety certificate issued in the last 12 months.
- The pitch is yours alone: it can't be sublet or used by another business.

**Fees**
- Single markets cost £45 (small), £65 (standard) or £90 (large, or any pitch with customer seating), payable by 17:00 on the Monday before the market. An electric hook-up is £12 per market on top.
- If you are new, your first 4 markets are charged at half the single-market fee. Season passes for 12 markets are £470, £690 or £960 and are never discounted.

**Market day**
- Arrive between 14:00 and 15:30. No vehicles move on Quay Street from 15:45 until 21:45.
- Trading runs from 16:00 to 21:30, and serving stops at 21:30 sharp. Pitches must be clear by 22:30.
- From November to February, trading ends at 20:30, vehicles stay put until 20:45 and pitches must be clear by 21:30.

**Fire and gas safety**
- Carry a 2 kg CO2 extinguisher and a fire blanket. Because you have deep-fat fryers, you also need a wet chemical extinguisher.
- You can keep up to 75 kg of bottled gas on or beside the van, which leaves you a little room for a spare cylinder.
- Use the market hook-up or a silent battery pack. Generators are not allowed, except inverter generators rated at 58 dB(A) or less at 7 metres on the Riverside pitches R1 to R3, which have no hook-up.

**Hygiene and customers**
- A hand-wash basin with hot running water must be working for the whole of trading.
- Display allergen information at the serving hatch and accept at least one cashless payment method.
- Amplified music isn't allowed at any pitch.

**Waste and oil**
- Take all your waste away with you. Used cooking oil and grease must never go down a drain.
- A first breach of the waste rules costs £50; a second in the same season means a suspension for 4 markets.

**Attendance**
- If you can't come, tell the Markets Office by 12:00 on the Wednesday before, and the fee you have paid carries forward to the next market.
- Two no-shows without notice in one season cost you your pitch for the rest of that season.

Let me know if you would like more detail on any of this."""

LONG_AO18 = """Congratulations on the new salon! Here is a full overview of the Harrowfield standards.

**Registration**
- Register with Harrowfield Borough Council before you open, and renew every 12 months. Put the registration certificate up where clients can see it.

**Staff**
- Every technician needs a Level 2 nail qualification, unless they are a trainee.
- Trainees must be at least 16 and can only work on clients while a qualified technician is on the premises.
- Nobody should apply acrylic or gel extensions until they have been trained on the specific product system you use.

**Young clients**
- Under 12: standard polish, filing and shaping only, with a parent or guardian present the whole time. No UV or LED lamps for this age group.
- 12 to 15: standard polish and gel polish, with written consent from a parent or guardian.
- 16 and 17: all services, including acrylic and gel extensions; written consent is needed for extensions only.
- 18 and over: everything, no consent needed. If you are unsure of someone's age you may ask for proof.

**Hygiene and equipment**
- Clean metal tools and then disinfect them between clients, leaving the disinfectant on for at least 10 minutes, or sterilise them.
- Files, buffers, orange sticks and toe separators are single use - bin them after each client.
- Drain, clean and disinfect foot spa basins after every client, give them a full clean at the end of each day, and keep a written foot spa log for 12 months.
- Never use liquid monomer containing MMA.
- Any desk used for acrylic work needs local fume extraction running during the service.

**Refusing service**
- Don't work on skin or nails showing signs of infection, open cuts or swelling. Explain why, suggest a pharmacist or doctor, and don't charge for the refused service (you can offer to rebook).
- You may decline a pedicure if the client has shaved or waxed their legs in the last 24 hours.

**Prices and bookings**
- Display a full price list at the entrance, and online as well if you have a website.
- Deposits are allowed but can't be more than 25% of the service price.
- If a client cancels 24 hours or more before the appointment, refund the deposit in full within 5 working days. For later cancellations or no-shows you may keep the deposit, but you can't charge anything on top of it.
- Gel polish that chips or peels within 5 days, and extensions that lift within 7 days, must be repaired free of charge unless the client caused the damage.

**Records and complaints**
- Keep a record card for each client listing allergies and reactions, and hold it for 2 years after their last visit.
- Acknowledge complaints within 3 working days and reply in writing within 15 working days.
- Report any adverse skin reaction that needed medical treatment to the Borough Council within 10 working days.

Good luck with the launch - if you want any section expanded, just ask."""

# Each turn: (query, assistant, ground_truth, label, kind, clause_or_None, rationale, weight_or_None)
SESSIONS = [
 dict(n=1, assistant_id=A_BH, started_at="2025-06-02T09:20:00Z",
  context="Customer booking a children's bouncy castle from BounceHaven Inflatables for a birthday on Saturday 21 June 2025.",
  turns=[
   ("Hi, I'd like to book the Jungle Castle for my son's 6th birthday on Saturday 21 June. The website says £140 for the day. How much do I pay now and when is the rest due?",
    "Great choice - the Jungle Castle is one of our most popular! On a £140 hire we take a 20% deposit, so £28 today. The remaining £112 can be paid from Monday 16 June, and we need it by Thursday 19 June at the latest.",
    "The deposit is 20%, i.e. £28. The £112 balance can be paid no earlier than 16 June (5 days before) and no later than 19 June (2 days before).",
    C, "numeric", BH+"#Deposits and Payment",
    "20% of £140 = £28; 21 June minus 5 days = 16 June and minus 2 days = 19 June, matching the BounceHaven payment window.", None),
   ("And if something came up and I had to cancel on Monday 16 June, would I get anything back?",
    "Cancelling on the 16th would be only five days before the party, which is inside our one-week cut-off, so unfortunately the deposit would be non-refundable at that point. Anything you'd paid towards the balance would come back to you in full though.",
    "16 June is 5 days before the event, which is in the 3-6 day band: half the deposit (£14) is refunded, plus any balance paid, within 5 working days.",
    N, "time_window", BH+"#Cancellation by the Customer",
    "BounceHaven refunds 50% of the deposit for 3-6 days' notice; the answer applies a one-week no-refund cut-off that the policy does not have.", None),
   ("Could your team drop it off at 8am on the Saturday? We want it up before the kids arrive at 10.",
    "On Saturdays our crews start at 8:30, so an 8am drop isn't something we can do, but we can put you down for the earliest slot. You'll get a text by 6pm on the Friday with your two-hour arrival window, and we'll aim to have it up well before 10.",
    "Not at 08:00: Saturday deliveries start at 08:30. The earliest slot can be offered, and a two-hour arrival window is texted by 18:00 the day before.",
    C, "partial", BH+"#Delivery and Collection",
    "Request partly granted: 08:00 correctly refused (BounceHaven Saturday hours start 08:30), earliest slot and the 18:00 text correctly described.", None),
   ("Perfect, thanks so much, you've been really helpful!",
    "You're very welcome! I hope your son has a brilliant birthday.",
    "You're welcome - enjoy the party!",
    I, "smalltalk", None, "Thanks and a friendly reply; no rule involved.", None),
  ]),
 dict(n=2, assistant_id=A_BH, started_at="2025-07-11T16:05:00Z",
  context="BounceHaven customer with a large slide and a standard castle booked for the next day, asking about weather.",
  turns=[
   ("We've got your Mega Wave Slide tomorrow - the one with the 4.5 m platform. The forecast says steady wind around 17 mph all afternoon. Can the kids still use it?",
    "17 mph is still below the 18 mph cut-off for large slides, so you should be okay to use it. Just check the wind with the anemometer at least once an hour, and if it picks up past 18 mph get everyone off straight away.",
    "No. For slides with a platform above 3 m BounceHaven's limit is 15 mph, stricter than the code's 18 mph, so at 17 mph the slide must not be used.",
    N, "multi_rule", BH+"#Weather Decisions",
    "The assistant applies the general code's 18 mph large-slide limit; the stricter BounceHaven limit of 15 mph governs this company's answers.", None),
   ("What about the standard castle we've also got on the same booking? Is 19 mph ok for that one?",
    "Yes, 19 mph is fine for the castle. We take standard units down once the sustained wind goes over 20 mph, so keep checking every hour and deflate if it gets above that.",
    "Yes; BounceHaven's limit for standard units is 20 mph, so 19 mph is acceptable, with hourly checks.",
    C, "numeric", BH+"#Weather Decisions",
    "19 mph is under the 20 mph BounceHaven limit; hourly checks match the code.", None),
   ("There's also a chance of thunderstorms. If we hear thunder, how long do we have to wait before letting the children back on?",
    "Get everyone off as soon as you hear thunder or see lightning. Once it's been half an hour since the last rumble, they can go back on, as long as the surface is dry.",
    "Stop at once; under BounceHaven's policy use may restart only 45 minutes after the last thunder.",
    N, "numeric", BH+"#Weather Decisions",
    "Gives the code's 30 minutes; BounceHaven requires 45 minutes after the last thunder.", None),
   ("If you end up calling it off tomorrow because of the wind, do I lose what I've paid?",
    "We don't refund for weather cancellations, but you won't lose out - we'll move your booking to another date of your choice within the next 12 months at no extra cost.",
    "No. If BounceHaven calls a hire off for weather, the customer chooses between a full refund and a free new date within 12 months.",
    N, "partial", BH+"#Weather Decisions",
    "The free new date within 12 months is right, but the statement that weather cancellations are not refunded contradicts the customer's right to choose a full refund.", None),
  ]),
 dict(n=3, assistant_id=A_BH, started_at="2025-08-04T11:30:00Z",
  context="Parent planning a twins' 7th birthday party with the BounceHaven Pirate Castle (4 m x 4 m).",
  turns=[
   ("The twins are turning 7. Most of the kids are about 1.15 m tall, but two older cousins are around 1.3 m. How many can be on the 4 m x 4 m Pirate Castle at once?",
    "When heights are mixed, you go by the tallest children, so with the cousins over 1.2 m on board it's a maximum of 4 at a time. If the cousins sit out a round, the smaller ones can go on 5 at once.",
    "Mixed heights use the tallest user's band: 4 at once while the 1.3 m cousins are on; 5 when everyone is between 1.0 and 1.2 m.",
    C, "numeric", BH+"#Users and Supervision",
    "BounceHaven table gives 4 for 1.2-1.5 m and 5 for 1.0-1.2 m; the code's tallest-user rule is applied correctly.", 0.15),
   ("My nephew is 19 and has offered to be the supervisor while we sort the food. Is that okay?",
    "Yes, that's fine - the supervisor just needs to be an adult, so 18 or over. Make sure he stays with the castle the whole time and doesn't get distracted.",
    "No. BounceHaven requires the responsible supervisor to be 21 or over and to sign the safety checklist at handover, so a 19-year-old cannot take that role.",
    N, "multi_rule", BH+"#Users and Supervision",
    "Uses the code's 18+ supervisor age; the stricter company rule (21+) applies to BounceHaven's assistant.", 0.35),
   ("Could the dads have a go once the kids are finished?",
    "Sorry, I'm afraid not. Grown-ups aren't allowed on our children's castles at all - they can only bounce on units from our Adult range. I can send you a quote for one of those if you like.",
    "No; adults may use only BounceHaven Adult range units, never a children's castle.",
    C, "negation", BH+"#Users and Supervision",
    "Correctly states that adults may not use a children's castle.", 0.15),
   ("And the little sister is 2. Can she go on by herself when the big ones are off?",
    "Yes, she can have a turn on her own - it's actually the safest way for little ones. Just keep an adult right beside the entrance watching her.",
    "No; children under 3 may use only units from the BounceHaven Toddler range, not the Pirate Castle.",
    N, "modality", BH+"#Users and Supervision",
    "Permission flipped: an under-3 may use only Toddler range units.", 0.25),
   ("Do you know what the weather's looking like for Saturday?",
    "I can't check live forecasts, unfortunately - a local weather service will give you the most up-to-date picture.",
    "I can't see forecasts; please check a local weather service.",
    I, "out_of_scope", None, "Weather forecast request; no corpus rule covers it.", 0.10),
  ]),
 dict(n=4, assistant_id=A_BH, started_at="2025-09-01T08:45:00Z",
  context="BounceHaven customer with a castle booked for Saturday 13 September 2025 (deposit already paid) asking for a full briefing.",
  turns=[
   ("Can you give me a complete rundown of everything I need to know for our castle hire on Saturday 13 September? Payment, delivery, setting up, supervising, weather, what happens afterwards - the lot please.",
    LONG_AO04,
    "Balance 8-11 September; Saturday delivery 08:30-19:00 with a slot texted by 18:00 the day before; supervisor 21+; BounceHaven user limits; wind limit 20 mph (15 mph large slides); wait 45 minutes after thunder; weather call-off gives refund or new date; overnight £25 with deflation by 20:00; £40 cleaning charge; cancellation bands 7+/3-6/<3 days.",
    C, "long_answer", BH+"#Users and Supervision",
    "Long answer checked statement by statement against the BounceHaven policy and the code (payment window, hours, anchoring, user limits, weather, overnight, cleaning, cancellation); every figure is correct.", None),
   ("We're doing a little paint-your-own-pot activity in the garden. What happens if paint gets on the castle?",
    "If the castle comes back with paint on it, there's a £40 cleaning charge, so it's worth setting up the painting table well away from the entrance.",
    "A unit returned with paint on it carries a £40 cleaning charge.",
    C, "plain", BH+"#Cleaning and Damage", "Matches the £40 cleaning charge.", None),
   ("And if our dog jumps on it and tears it?",
    "Accidental damage isn't something we charge for, so if the dog makes a small tear we'll just patch it up back at the depot - no need to worry.",
    "Damage caused by pets on the unit is charged at the repair cost, up to £300; only damage from ordinary use is free.",
    N, "plain", BH+"#Cleaning and Damage",
    "Pet damage is expressly chargeable (up to £300); the answer says it is free.", None),
   ("We'd love to keep it overnight and have you collect on the Sunday. Is that possible?",
    "Yes, as it's a Saturday booking you can keep it overnight for an extra £25 and we'll collect on Sunday. The only conditions are that it's deflated by 9pm and the castle and blower are stored somewhere covered.",
    "Yes, for £25 on a Saturday booking with Sunday collection, provided the unit is deflated by 20:00 on Saturday and stored under cover with the blower.",
    N, "time_window", BH+"#Delivery and Collection",
    "The deflation deadline is 20:00, not 21:00; the rest of the answer is right.", None),
  ]),
 dict(n=5, assistant_id=A_BH, started_at="2025-08-18T13:10:00Z",
  context="BounceHaven customer choosing a delivery day over the August public holiday weekend (Monday 25 August 2025 is a public holiday).",
  turns=[
   ("Could we have the castle delivered on Monday 25 August? It's the bank holiday, so everyone's off.",
    "Bank holidays are no problem - on public holidays we deliver and collect between 9am and 6pm, the same as on a Sunday.",
    "No. BounceHaven does not deliver or collect on public holidays (stricter than the code). Sunday 24 August between 10:00 and 17:00 would be possible.",
    N, "multi_rule", BH+"#Delivery and Collection",
    "The code's public-holiday hours are quoted, but BounceHaven's stricter policy excludes public-holiday deliveries altogether.", None),
   ("Ah OK, then Sunday 24th instead. The hire is £120. What do I pay now, and when does the rest need to be in?",
    "For £120 we'd take a deposit of £24 now. The remaining £96 can be paid any time from Tuesday 19 August up to Friday 22 August.",
    "20% deposit = £24; the £96 balance between 19 August (5 days before) and 22 August (2 days before).",
    C, "numeric", BH+"#Deposits and Payment", "Deposit and balance window both correct.", None),
   ("Is there an extra charge if I pay by card?",
    "Card payments carry a 2% processing fee, so on the £96 balance that's an extra £1.92. Bank transfer is free if you'd rather avoid it.",
    "No. A hirer may not add a surcharge for card payment; BounceHaven's policy does not change that code rule.",
    N, "plain", CODE+"#Booking and Deposits",
    "The code forbids card surcharges and the company policy is silent, so the code applies; the 2% fee contradicts it.", None),
   ("And when will I get written confirmation of all this?",
    "Once your deposit is in, we'll email a confirmation within 2 working days. It will list the delivery address, the unit you've booked, the total price and our cancellation terms.",
    "BounceHaven emails the confirmation within 1 working day of the deposit, stating the address, unit, total fee and cancellation terms.",
    N, "multi_rule", BH+"#Deposits and Payment",
    "Quotes the code's 2 working days; the stricter BounceHaven policy promises 1 working day.", None),
  ]),
 dict(n=6, assistant_id=A_BH, started_at="2025-10-03T19:40:00Z",
  context="Chat opened on the BounceHaven website; no booking discussed.",
  turns=[
   ("hello??", "Hi there! How can I help with your BounceHaven hire today?", "Hello! How can I help?",
    I, "smalltalk", None, "Greeting only.", None),
   ("can you recommend a good cake shop in Eastmarsh for a birthday cake",
    "I'm afraid I can only help with questions about BounceHaven hires, so I can't recommend bakeries - sorry about that!",
    "Outside what the assistant covers; politely decline.",
    I, "refusal", None, "Bakery recommendation is outside the corpus; polite refusal.", None),
   ("what's the capital of australia lol", "", "Canberra - though that is outside BounceHaven topics.",
    I, "empty_answer", None, "Empty string answer to an off-topic question.", None),
  ]),
 dict(n=7, assistant_id=A_MKT, started_at="2025-04-07T10:00:00Z",
  context="New food truck trader asking the Millbrook Markets Office assistant about applying for a pitch; today is Monday 7 April 2025.",
  turns=[
   ("Hi, I run a Korean street food truck and I'd love to start at the Thursday market on 24 April. If I send my application today, can I make that date?",
    "Unfortunately 24 April is too soon - applications have to reach us at least 21 days before your first market. If you apply today, the first Thursday you could aim for is 1 May.",
    "No; 21 calendar days from 7 April is 28 April, so the earliest Thursday is 1 May.",
    C, "time_window", MKT+"#Applying for a Pitch", "7 April + 21 days = 28 April; first Thursday after that is 1 May.", None),
   ("What paperwork do I need? We cook on bottled gas.",
    "You'll need to send a food hygiene rating of 3 or above, proof of public liability insurance of at least £5 million, and because you use bottled gas, a gas safety certificate issued within the last 12 months.",
    "A hygiene rating of 4 or 5, public liability insurance of at least £5 million, and a gas safety certificate issued within the last 12 months.",
    N, "numeric", MKT+"#Applying for a Pitch", "The minimum hygiene rating is 4, not 3.", None),
   ("My truck's serving side is 5 metres long. What would I pay each week at the start, including electricity?",
    "A 5 m frontage counts as a standard pitch, normally £65 per market. New traders get half off for their first four markets, so that's £32.50, plus £12 for the electric hook-up - £44.50 a week to begin with.",
    "Standard pitch £65, halved to £32.50 for the first 4 markets, plus £12 hook-up: £44.50 per market.",
    C, "numeric", MKT+"#Pitch Fees", "Pitch band, new-trader discount and hook-up fee all correct.", None),
   ("Could I get the 12-week season pass at the new trader rate instead? That would work out cheaper.",
    "Yes, you can - the 50% new trader discount applies to the season pass as well, so a standard pass would be £345 instead of £690.",
    "No; season passes are never discounted. A standard season pass costs £690.",
    N, "negation", MKT+"#Pitch Fees", "The rules say season passes are never discounted.", None),
  ]),
 dict(n=8, assistant_id=A_MKT, started_at="2025-05-12T09:00:00Z",
  context="Regular trader asking about market-day timings.",
  turns=[
   ("What's the window for getting my van onto Quay Street this Thursday?",
    "Turn up any time from two o'clock; you need to be parked up on your pitch by half past three.",
    "Vehicles arrive between 14:00 and 15:30.",
    C, "paraphrase", MKT+"#Market Day Timings", "Same 14:00-15:30 window expressed in other words.", None),
   ("We usually have a big queue at the end of the night. If people are already lined up before 21:30, can we keep serving them until the queue's gone?",
    "Yes, anyone who was already in the queue by 21:30 can still be served, as long as you don't take new customers after that. You'll still need to be packed away by 22:30.",
    "No; serving must stop at 21:30 whatever the queue. Pitches must be cleared by 22:30.",
    N, "partial", MKT+"#Market Day Timings",
    "The 22:30 clearance is right, but the queue exception does not exist: serving must stop at 21:30.", None),
   ("Say I pack up really fast - can I drive off at 21:35?",
    "Yes, once you've stopped serving you're free to drive out whenever you're packed, as long as you go slowly past the other stalls.",
    "No; no vehicle may move on Quay Street between 15:45 and 21:45, so 21:45 is the earliest.",
    N, "time_window", MKT+"#Market Day Timings", "Vehicles may not move before 21:45.", None),
   ("Are the times the same in December?",
    "Not quite - from November to February trading finishes an hour earlier, at 20:30. Vehicles still can't move until 20:45, and you've got until 22:30 to clear your pitch.",
    "From November to February trading ends at 20:30, no vehicle moves between 15:45 and 20:45, and pitches must be cleared by 21:30.",
    N, "time_window", MKT+"#Market Day Timings", "Winter clearance deadline is 21:30, not 22:30.", None),
   ("Cheers, see you Thursday!", "See you then - hope it's a busy one!", "See you Thursday!",
    I, "smalltalk", None, "Sign-off.", None),
  ]),
 dict(n=9, assistant_id=A_MKT, started_at="2025-06-09T14:20:00Z",
  context="Trader who has just been given Riverside pitch R2, asking about power, music and absences.",
  turns=[
   ("I've been given pitch R2 down by the river. There's no hook-up there - can I run my generator?",
    "On the Riverside pitches R1 to R3 you're allowed an inverter generator, provided it's rated at 58 dB(A) or less at 7 metres. Any other kind of generator isn't permitted.",
    "Yes, on R1-R3 an inverter generator rated 58 dB(A) or less at 7 m may be used; no other generators.",
    C, "plain", MKT+"#Power and Noise", "States the Riverside exception with its conditions.", None),
   ("Could I play some music through a speaker to draw people in? R2 is a bit out of the way.",
    "Since the riverside pitches are set apart from the main row, a small amplified speaker is allowed there as long as you keep the volume sensible and turn it down if neighbours complain.",
    "No; amplified music is not permitted at any pitch, the riverside ones included.",
    N, "modality", MKT+"#Power and Noise", "Amplified music is banned at every pitch; the answer permits it.", None),
   ("Bad news - I can't make this Thursday, the 12th. What do I need to do so I don't lose the fee I've paid?",
    "Let the Markets Office know before midday on Wednesday 11 June. If you do, the fee you've paid for this week carries over to the next market.",
    "Tell the Markets Office by 12:00 on Wednesday 11 June; the fee is then carried forward.",
    C, "time_window", MKT+"#Allocation and Attendance", "Deadline and carry-forward are correct.", None),
   ("Out of interest, what happens if someone just doesn't show up without telling anyone?",
    "One unannounced absence won't cost you your pitch, but a second no-show without notice in the same season means losing the pitch for the rest of that season.",
    "A trader who misses two markets without notice in one season loses the pitch for the rest of that season.",
    C, "plain", MKT+"#Allocation and Attendance", "Correctly states the two-no-show rule.", None),
   ("By the way, where's the nearest cash-and-carry for restocking?",
    "I don't have details of local wholesalers, I'm afraid - I can only help with questions about trading at the market.",
    "Not covered; suggest a local directory.",
    I, "out_of_scope", None, "Wholesaler location is not covered by the corpus.", None),
  ]),
 dict(n=10, assistant_id=A_MKT, started_at="2025-07-14T12:00:00Z",
  context="Owner of a fish and chip van with two deep-fat fryers asking for a complete compliance briefing.",
  turns=[
   ("We're a fish and chip van with two deep-fat fryers. Can you give me the full list of rules for trading at the market - safety, hygiene, gas, waste, fees and times?",
    LONG_AO10,
    "Application documents, fees, timings, fire safety (2 kg CO2, blanket, wet chemical for fryers), bottled gas no more than 50 kg in total, hand-wash, allergens, cashless payment, waste rules.",
    N, "long_answer", MKT+"#Safety and Hygiene",
    "The long answer is correct throughout except one sentence: it allows 75 kg of bottled gas, while the limit is 50 kg in total.", None),
   ("Last month we tipped old frying oil down a drain and got charged. What happens if it happens again this season?",
    "A second breach of the waste rules in the same season is charged at £50 again, so you'd be looking at another £50. Best to keep the old oil in sealed drums and take it away with you.",
    "A second waste breach in the same season means suspension for 4 markets.",
    N, "numeric", MKT+"#Safety and Hygiene", "The second breach leads to a 4-market suspension, not a further £50 charge.", None),
   ("Do we have to take card payments? Some of our older customers still pay cash.",
    "You can keep taking cash, but you also need to offer at least one way to pay without it - a card reader, tap-to-pay or a phone payment app would all do.",
    "Yes; every truck must accept at least one cashless payment method. Cash may still be taken.",
    C, "paraphrase", MKT+"#Safety and Hygiene", "Restates the cashless-payment rule in different words.", None),
   ("We've heard two other fish and chip vans already trade there. Could we still get in?",
    "There's room for one more - the market allows up to three trucks with the same main cuisine on any one night.",
    "No; at most 2 trucks selling the same main cuisine may trade at one market, so a third chip van cannot join on those nights.",
    N, "numeric", MKT+"#Allocation and Attendance", "Limit is 2 per cuisine, not 3.", None),
  ]),
 dict(n=11, assistant_id=A_MKT, started_at="2025-08-11T15:45:00Z",
  context="Crepe truck trader with a standard season pass asking about attractions, pitch sharing and a refund; today is Monday 11 August 2025.",
  turns=[
   ("Can I put a small bouncy castle next to my crepe truck for the kids? I'd rent it myself.",
    "I'm sorry, I can't approve that. Traders aren't allowed to bring their own rides or inflatables - any children's attractions at the market are arranged only by the Markets Office.",
    "No; only the Markets Office may arrange children's rides or inflatables.",
    C, "refusal", MKT+"#Children's Attractions", "Correct refusal based on the attractions rule.", None),
   ("The Markets Office is putting up a castle on 21 August. What's the maximum wind it can be used in, and how far from the food trucks does it have to be?",
    "It has to come from a hirer that follows the Eastmarsh inflatable code, so a standard castle can't be used once the sustained wind goes above 24 mph. It also has to stand at least 10 metres away from any cooking equipment or gas bottle.",
    "The code's limit for a standard inflatable applies: no use above 24 mph sustained (18 mph for a large slide). It must be at least 10 m from any cooking appliance or gas cylinder.",
    C, "multi_rule", MKT+"#Children's Attractions",
    "Combines the market rule (code hirer, 10 m distance) with the code's 24 mph standard limit; both correct.", None),
   ("On weeks I can't come, my friend would like to run her coffee cart from my pitch. Would that be okay?",
    "That can work - just tell the Markets Office in advance who'll be trading and make sure she has her own public liability insurance.",
    "No; pitches are not transferable and no other business may trade from your pitch.",
    N, "modality", MKT+"#Applying for a Pitch", "Letting another business trade from the pitch is forbidden; the answer allows it with invented conditions.", None),
   ("Actually, I'm moving away. I'm giving notice today on my standard season pass - there are 5 markets left on it (14, 21 and 28 August, 4 and 11 September). What refund will I get?",
    "Only markets more than 14 days after your notice count, which leaves 28 August, 4 September and 11 September. Each is worth £57.50 (a twelfth of £690), so that's £172.50, less the £25 admin fee - £147.50 back.",
    "Markets more than 14 days after 11 August: 28 Aug, 4 Sep, 11 Sep. 3 x £57.50 = £172.50, minus £25 = £147.50.",
    C, "numeric", MKT+"#Pitch Fees", "Correct count of qualifying markets and correct arithmetic.", None),
  ]),
 dict(n=12, assistant_id=A_MKT, started_at="2025-09-08T10:30:00Z",
  context="Hot-dog truck trader, also helping a teenage daughter who wants her own cupcake truck; today is Monday 8 September 2025.",
  turns=[
   ("My daughter is 17 and wants to apply for a pitch in her own name for her cupcake truck. Can she?",
    "Not in her own name yet - the named trader has to be 18 or over. Until her birthday, the application would need an adult, for example you, as the named trader.",
    "No; the named trader must be aged 18 or over.",
    C, "plain", MKT+"#Applying for a Pitch", "Correct age requirement.", 0.1),
   ("I sent in her complete application this morning under my name, Monday 8 September. When should I hear back?",
    "The office makes a decision within 10 working days of getting a complete application, so you should hear by Monday 22 September at the latest.",
    "Within 10 working days: by Monday 22 September.",
    C, "time_window", MKT+"#Applying for a Pitch", "10 working days after 8 September is 22 September.", 0.2),
   ("With my hot-dog truck I've traded at 7 of the last 10 markets. Does that give me priority for a corner pitch?",
    "Yes - seven out of the last ten puts you in the regular-trader group, so corner pitches would be offered to you ahead of newer traders.",
    "No; regular status needs 8 or more of the last 10 markets, so 7 does not give corner priority.",
    N, "numeric", MKT+"#Allocation and Attendance", "Threshold is 8 of the last 10, not 7.", 0.5),
   ("For the hot-dog truck, if I want to trade on Thursday 25 September, when do I have to pay?",
    "The fee for a single market is due by 5pm on the Monday before, so for 25 September pay by 17:00 on Monday 22 September.",
    "By 17:00 on Monday 22 September.",
    C, "time_window", MKT+"#Pitch Fees", "Monday before 25 September is 22 September, 17:00.", 0.2),
  ]),
 dict(n=13, assistant_id=A_COM, started_at="2025-03-04T10:30:00Z",
  context="Family holding a Harrowfield Support Card joining the toy library on Tuesday 4 March 2025.",
  turns=[
   ("Hi! We have a Harrowfield Support Card. How much is membership and how many toys can we borrow at a time?",
    "With a Support Card you can join at the concession rate, which is £8 for the year, and you can have up to 4 items out at once.",
    "Concession membership: £8 a year, up to 4 items at once.",
    C, "numeric", TOY+"#Membership", "Fee and item limit match the table.", None),
   ("Lovely. We'd like to take the wooden play kitchen home today - it has an orange L sticker. When does it need to come back?",
    "Anything with the orange L is a large item on a 7-day loan, so the kitchen is due back next Tuesday, 11 March.",
    "Large items are lent for 7 days: due Tuesday 11 March.",
    C, "time_window", TOY+"#Loan Periods and Renewals", "4 March + 7 days = Tuesday 11 March, an opening day.", None),
   ("If we don't manage to bring it back until Saturday 15 March, what would the late charge be?",
    "That would be two opening days late - Thursday the 13th and Saturday the 15th. At 50p per opening day, the charge would come to £1.00.",
    "Two opening days late; concession members pay half, 25p a day, so £0.50.",
    N, "partial", TOY+"#Late Returns", "The day count is right, but the family is on a concession and pays half: £0.50, not £1.00.", None),
   ("Could we renew it instead? And how many times?",
    "Yes. A loan may be renewed up to 3 times, each time for the same period again, as long as no other member has reserved the item. You can renew in person, by phone or online, on or before the due date.",
    "Yes, up to 2 renewals of the same period if nobody has reserved it, in person, by phone or online, on or before the due date.",
    N, "numeric", TOY+"#Loan Periods and Renewals", "Wording close to the rule but the number of renewals is changed from 2 to 3.", None),
   ("One more thing - do you lend bouncy castles? It's my daughter's birthday soon.",
    "We don't, I'm afraid. The library doesn't lend inflatables such as bouncy castles or ball-pit inflatables, so for those you'd need a commercial hire company.",
    "No; inflatables are not lent - use a commercial hirer.",
    C, "negation", TOY+"#Toy Safety and Cleaning", "Correctly says inflatables are not lent.", None),
  ]),
 dict(n=14, assistant_id=A_COM, started_at="2025-10-07T11:15:00Z",
  context="Childminder who also holds a family membership, asking about party packs, missing pieces and battery toys; today is Tuesday 7 October 2025.",
  turns=[
   ("I'm a childminder with a childminder membership. Can I borrow a party pack for a party with my minded children next month?",
    "Of course - party packs are open to every membership type. They're £6 a time and you can keep the box for 5 days.",
    "No; childminder and nursery members may not borrow party packs.",
    N, "negation", TOY+"#Reservations and Party Packs", "Childminder memberships are excluded from party packs.", None),
   ("OK, my household also has a family membership. Using that: the party's on Saturday 18 October and I'd collect the pack on Thursday 16th. Is booking today OK, and when does it go back?",
    "Booking today gives us more than the 7 days' notice we need, so that's fine. It's a 5-day loan from collection, so if you pick it up on Thursday 16 October it's due back by Tuesday 21 October. The cost is £6.",
    "Yes (9 days' notice, 7 needed); 5-day loan from 16 October, due Tuesday 21 October; £6.",
    C, "time_window", TOY+"#Reservations and Party Packs", "Notice, loan length and fee are correct.", None),
   ("We returned the marble run on Saturday with 3 marbles missing. How long have I got to find them, and what if I don't?",
    "You've got a fortnight from the day you brought it back to drop the marbles in. If they haven't turned up by then, it's £1 for each one that's still missing - £3 in total.",
    "14 days from the return date; then £1 per missing piece, £3.",
    C, "paraphrase", TOY+"#Missing Pieces and Damage", "Same rule in different words (fortnight, £1 each).", None),
   ("My youngest is 2 - could we borrow the little remote-control car? It runs on a coin battery.",
    "I'm sorry, we can't lend that one for your youngest. Toys powered by button or coin cell batteries are only lent for children aged 6 or over. The push-along trains might be a nice alternative!",
    "No; coin or button cell toys are lent only for children aged 6 or over.",
    C, "refusal", TOY+"#Toy Safety and Cleaning", "Correct refusal under the battery rule.", None),
   ("Thanks, that's all for now!", "You're welcome - enjoy the party!", "You're welcome!",
    I, "smalltalk", None, "Sign-off.", None),
  ]),
 dict(n=15, assistant_id=A_COM, started_at="2025-12-20T09:45:00Z",
  context="Toy library member asking about a loan over the Christmas closure (the library is closed on 25 and 26 December 2025) and about charges.",
  turns=[
   ("I borrowed a jigsaw (standard item) on Thursday 11 December. When's it due back? I know you're shut on 25 and 26 December for the public holidays.",
    "Fourteen days from the 11th takes you to Christmas Day, when we're closed, so the due date moves to Tuesday 30 December, our first session after the holidays.",
    "14 days gives Thursday 25 December (closed), so it is due on the next opening day, Saturday 27 December.",
    N, "time_window", TOY+"#Opening Hours", "Next opening day after 25 December is Saturday 27 December, not Tuesday 30 December.", None),
   ("At the moment I owe £2.50 in late charges. Can I still take something out this week?",
    "You'll need to pay off the £2.50 first - members can't borrow anything new while they have charges outstanding.",
    "Yes; borrowing is blocked only when a member owes more than £3.",
    N, "modality", TOY+"#Late Returns", "Members may borrow while owing £3 or less; the answer says they must clear all charges.", None),
   ("And if a toy just never came back at all, what would happen?",
    "Once something's more than 28 days overdue, we treat it as lost and the member is charged the cost of replacing it.",
    "After 28 days overdue it is treated as lost and the replacement cost is charged.",
    C, "plain", TOY+"#Late Returns", "Matches the lost-item rule.", None),
   ("Merry Christmas to all the volunteers!", "   \n", "Merry Christmas from all of us!",
    I, "empty_answer", None, "Whitespace-only answer to a greeting.", None),
  ]),
 dict(n=16, assistant_id=A_COM, started_at="2025-05-20T13:00:00Z",
  context="Nail bar owner in Harrowfield asking about young clients, records and staff.",
  turns=[
   ("I run a nail bar. A 13-year-old wants gel polish for her school prom. Can we do it?",
    "I'm sorry, but I'd advise turning her away - gel polish isn't permitted for anyone under 16, so she'd be limited to standard polish.",
    "Yes; clients aged 12 to 15 may have gel polish with written consent from a parent or guardian.",
    N, "refusal", NAIL+"#Client Age and Consent", "Wrong refusal: gel polish is allowed at 12-15 with written consent.", None),
   ("She also wanted acrylic tips. Could we do those if her mum stays with her the whole time?",
    "No - acrylic and gel extensions are only for clients aged 16 and over, even with a parent present. At 13 they're not an option.",
    "No; extensions are allowed only from 16.",
    C, "negation", NAIL+"#Client Age and Consent", "Correct: no extensions under 16 whatever the consent.", None),
   ("How long do we have to keep the foot spa cleaning log?",
    "The written log for your foot spas needs to be kept for 12 months.",
    "12 months.",
    C, "plain", NAIL+"#Hygiene and Equipment", "Correct retention period.", None),
   ("My new trainee is 15. Can she do manicures while I'm in the salon?",
    "Trainees may work on clients only while a qualified technician is on the premises, so as long as you're in the salon she can do manicures.",
    "No; trainees must be aged 16 or over, so a 15-year-old cannot work on clients even with you present.",
    N, "partial", NAIL+"#Registration and Staff", "Shares the rule's wording but leaves out the 16+ age condition and grants the request.", None),
   ("Do we really need extraction at the acrylic desk if we keep the window open?",
    "Yes. An open window doesn't replace it - whenever acrylic work is being done, that desk needs its own fume extraction switched on.",
    "Yes; local fume extraction must run at any desk during acrylic work.",
    C, "paraphrase", NAIL+"#Hygiene and Equipment", "Correct, in different words.", None),
  ]),
 dict(n=17, assistant_id=A_COM, started_at="2025-11-03T09:30:00Z",
  context="Nail salon client asking about a booking, a repair and a complaint; today is Monday 3 November 2025.",
  turns=[
   ("I've booked a £60 set of gel extensions for Friday 7 November at 14:00 and the salon took a £20 deposit. Are they allowed to do that?",
    "A deposit can't be more than a quarter of the service price, which on £60 is £15. So a £20 deposit is over the limit.",
    "No; the maximum deposit is 25% of £60 = £15.",
    C, "numeric", NAIL+"#Prices, Deposits and Cancellations", "25% of £60 = £15; correct.", 0.2),
   ("If I cancel on Thursday at 4pm, will I get my deposit back?",
    "Yes - Thursday afternoon is still more than a day before your Friday appointment, so you'd be entitled to the full deposit back within 5 working days.",
    "No; Thursday 16:00 is only 22 hours before Friday 14:00, so the salon may keep the deposit (but charge nothing more).",
    N, "time_window", NAIL+"#Prices, Deposits and Cancellations", "22 hours is less than the 24 hours needed for a refund.", 0.3),
   ("My gel polish from last time started peeling after three days and the salon wants £15 to redo it. Is that right?",
    "If it lifted within five days and it wasn't down to something you did, they ought to put it right at no cost.",
    "No; gel polish that peels within 5 days must be repaired free unless the client caused it.",
    C, "paraphrase", NAIL+"#Prices, Deposits and Cancellations", "Correct, in different words.", 0.2),
   ("I sent my complaint in writing this morning, Monday 3 November. How quickly should they respond?",
    "They should acknowledge it within 3 working days, so by Thursday 6 November, and send you a full written answer within 15 working days - by Monday 24 November.",
    "Acknowledge by Thursday 6 November; written answer by Monday 24 November.",
    C, "time_window", NAIL+"#Complaints and Records", "3 and 15 working days from 3 November computed correctly.", 0.2),
   ("Any nice colour ideas for winter?",
    "Deep berry, burgundy and forest green are all popular in winter, and a bit of silver shimmer is lovely for the festive season.",
    "Colour advice is not covered by the standards.",
    I, "out_of_scope", None, "Colour suggestions are not covered by any rule.", 0.1),
  ]),
 dict(n=18, assistant_id=A_COM, started_at="2025-06-16T16:00:00Z",
  context="Prospective nail salon owner opening in Harrowfield next month.",
  turns=[
   ("I'm opening a new salon in Harrowfield next month. Please walk me through everything: registration, staff, young clients, hygiene, bookings, complaints and records.",
    LONG_AO18,
    "Register and renew every 12 months; Level 2 or trainee (16+, supervised); age table; 10-minute disinfection; single-use items; foot spa log 12 months; no MMA; extraction; refusal rules; deposit max 25%; 24-hour cancellation; repairs 5/7 days; records 2 years; complaints 3/15 working days; reactions reported within 10 working days.",
    C, "long_answer", NAIL+"#Hygiene and Equipment",
    "Long answer covering every section; each statement checked and correct.", None),
   ("A supplier is offering MMA liquid monomer cheaply. Can I use it if my extraction is really good?",
    "No. Liquid monomer with MMA in it is banned outright - good extraction doesn't change that.",
    "No; MMA liquid monomer must never be used.",
    C, "negation", NAIL+"#Hygiene and Equipment", "Correct absolute ban.", None),
   ("A client came in with a red, swollen toe and insists on a pedicure. Can we just do it? And if we refuse, can we charge her a rebooking fee for our time?",
    "If she signs a disclaimer accepting the risk, you can go ahead with the pedicure. If you decide to refuse, charging a small rebooking fee to cover the lost slot is reasonable.",
    "No; the technician must not work on swollen skin, should explain and suggest a pharmacist or doctor, and must not charge for a service refused on health grounds.",
    N, "modality", NAIL+"#When Service Must Be Refused", "A must-not rule turned into a may (with disclaimer), and a fee the rules forbid.", None),
   ("Write me a funny Instagram caption for our opening day!",
    "I'm set up to help with salon rules and standards rather than marketing copy, so I'll leave the captions to you - best of luck with the opening!",
    "Outside scope; decline politely.",
    I, "refusal", None, "Marketing request outside the corpus; polite refusal.", None),
  ]),
]
