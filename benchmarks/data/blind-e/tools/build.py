# Generates conversations.jsonl and labels.jsonl for blind set E.
import json, os

SKI = "ski_lift_pass_code.md"
FP = "company/frostpeak_resort_terms.md"
CR = "cruise_passenger_terms.md"
TA = "tattoo_piercing_standards.md"
JH = "jumphaven_visitor_rules.md"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

FROST = ("frostpeak-assist", "The website chat assistant of Frostpeak Mountain Resort, answering questions about lift passes, ski school and resort rules.")
BLUE = ("bluewake-concierge", "Bluewake Cruises' booking and guest-services chat assistant.")
HIGH_T = ("highstreet-helper", "A chat assistant that answers customers for local businesses; in this session it speaks for Inkwell & Iron, a licensed tattoo and piercing studio in Lakeshire County.")
HIGH_J = ("highstreet-helper", "A chat assistant that answers customers for local businesses; in this session it speaks for the JumpHaven trampoline park and Little Owls Soft Play.")

LONG_INJURY = """I'm sorry about your knee, and I hope the recovery goes smoothly. The good news is that your situation is covered, so here is everything you need to know.

**Why you're covered**
Your 6-day pass has already been scanned, so the refund rule for unused passes no longer applies (that rule is only for passes that have never been used at a lift gate). Instead, the injury and illness rule applies. It covers multi-day and season passes, so your 6-day pass qualifies, and it refunds the unused full days pro rata when two conditions are met:

1. You have a medical certificate from a doctor, dated during the validity of your pass. Yours is dated 11 March and your pass runs from 10 to 15 March, so that condition is met.
2. Your request reaches us within 30 days of the date on the certificate. Counting from 11 March, the last day is 10 April 2026. Today is 16 March, so you have plenty of time, but I'd send it this week so it doesn't get forgotten.

**What you'll get back**
The refund covers the full days you couldn't ski after the injury: 12, 13, 14 and 15 March, so four of your six days. On the €340 adult 6-day pass you bought at the ticket office, that is four sixths of the price, about €226.67. Day 2 itself (11 March) isn't a full unused day, because you skied that morning before the accident, so it isn't included.

**How to send the request**
You can drop in at the ticket office in the Base Lodge (open every day from 08:00 to 17:00) or call 555-0142 and the team will tell you where to send the documents. Please have ready:
- your purchase receipt or booking confirmation;
- the pass itself, or its number if you've already left the resort;
- a copy of the medical certificate dated 11 March;
- the pass holder's name and the dates of the pass.

**Good to know**
- Single-day and half-day passes aren't covered by this rule, so if anyone in your group bought day tickets, those can't be refunded for illness or injury.
- If you also had ski school lessons booked, those are handled by the ski school, so mention them when you call.
- If the rest of your family carries on skiing, their passes stay valid as normal; the refund only concerns the injured skier's own pass.

Take care of that knee, and if anything about the paperwork is unclear, just call the ticket office and they'll walk you through it."""

LONG_CRUISE = """Of course! Here's a full checklist for your 14-night transatlantic crossing on 5 September.

**Documents**
- Each of you needs a passport that stays valid for at least 6 months after the last day of the cruise. The crossing ends on 19 September, so your passports must be valid until at least 19 March 2027. Check the expiry dates now, because renewals can take several weeks.
- Keep your booking confirmation and boarding passes handy, printed or on your phone.

**Payment**
- Your deposit of $600 per guest holds the booking, and the balance is due by 7 June 2026, which is 90 days before sailing. If the balance isn't received by then, the booking can be cancelled and the cancellation charges apply.

**Check-in and boarding**
- Check-in at the embarkation port closes 60 minutes before departure. Guests who arrive after check-in has closed are refused boarding and the fare isn't refunded, so plan to arrive in good time.
- Whenever the ship calls at a port, you must be back on board 30 minutes before the departure time printed in the daily programme.

**Charges on board**
- A daily service charge of $16 per guest per night is added to your onboard account for your balcony cabin, so $32 a night for the two of you. If you're not happy with the service, you can ask Guest Services to reduce or remove it at any time before 22:00 on the last night.
- Alcohol is only served to guests aged 21 or over.
- Promotional onboard credit can be spent on board but isn't refundable; any cash you deposit on your onboard account is refunded at the end of the cruise, less your charges.

**If plans change**
- Cancellation charges depend on how many days before sailing we receive your written cancellation: 90 days or more, you lose only the deposit; 89 to 57 days, 25% of the fare; 56 to 29 days, 50%; 28 to 8 days, 75%; 7 days or fewer, the full fare. Government taxes and port fees are always refunded.
- If we have to change the itinerary and a port is missed, the port fees and taxes for that port are credited to your onboard account.
- If Bluewake cancels the sailing, you choose between a full refund within 30 days and a future cruise credit worth 110% of your fare, valid for 18 months.

**Anything else?**
If either of you will need assistance on board, just tell us what help you need and we'll arrange it. Guest Services is available 24 hours a day on 555-0188. Have a wonderful crossing!"""

LONG_QUIET = """Thank you for asking ahead; we'd really like his first visit to go well. Here's what I'd suggest.

**Quiet Jump (SEN session)**
Our Quiet Jump runs every Sunday from 08:30 to 09:30. It's a smaller, calmer session than our public Open Jump times. It costs £9 for him, and one carer comes in free.

**Before you arrive**
- Waiver: every jumper needs a waiver completed online before jumping. As he's under 18, it has to be completed by you as his parent (or by his legal guardian); another adult can't do it for him. It then stays valid for 12 months.
- Grip socks: on the trampolines he'll need JumpHaven grip socks; his own socks or bare feet aren't allowed. They cost £2.50 a pair and he can keep them and reuse them on later visits, which can help if he likes familiar things.
- Booking changes: if he's having a difficult day, you can move the booking to another date or time free of charge up to 24 hours before the session. Within 24 hours of the start, a booking can no longer be refunded or moved, so check in with him the day before if you can.
- Timing: if you arrive late, the session still ends at the booked time, so it's worth getting here a few minutes early to settle in.

**On the court**
- Only one person is allowed on each trampoline bed, so he'll have his own space.
- No somersaults or flips during the session; flips are only taught in our coached Flip Club for ages 10 and over.
- No phones, keys or jewellery on the court.
- Our marshals are there to keep everyone safe. Please tell them anything that would help them support him, and remind him that he needs to follow their instructions.

**Food and drink**
Outside food and drink aren't normally allowed, but if he follows a medically required diet you can bring his own food. Our café lists the 14 major allergens for every item, and staff will show you the allergen folder if you ask.

**First aid**
A trained first aider is on duty whenever we're open, and if anything happens you'll be told straight away.

If you'd like to book or talk anything through first, call us on 555-0133. We look forward to meeting him."""

SESSIONS = [
 # ---------------- SKI ----------------
 ("be-01", FROST, "2026-03-02T09:05:00Z", [
  ("Hi! We're coming to Frostpeak from 10 to 15 March with our kids, aged 7 and 14. How much are 6-day passes for them?",
   "For a 6-day pass, your 7-year-old is in the Child category (6–12) at €190 and your 14-year-old is a Youth (13–17) at €270. If you buy them online at least 3 days before 10 March, you get 10% off, which brings them to €171 and €243.",
   "Child 6-day €190 and Youth 6-day €270; bought online at least 3 days before 10 March they are 10% cheaper (€171 and €243).",
   C, FP, "Prices and Online Discount", "multi_rule", "Code prices for Child and Youth 6-day passes are right, and the Frostpeak 10% online discount applies because the purchase is more than 3 days ahead."),
  ("Does the 7-year-old need a helmet? He's not doing lessons, just skiing with us.",
   "Helmets are only compulsory for children under 12 when they're in ski school lessons, so as he's skiing with you it's recommended rather than required. Up to you!",
   "Yes. At Frostpeak every skier under 16 must wear a helmet on all slopes and lifts, lesson or not; child helmets can be hired for €5 a day.",
   N, FP, "Helmet Rule", "multi_rule", "Frostpeak's stricter rule requires helmets for all under-16s everywhere, so saying it is optional outside lessons contradicts it."),
  ("And the 14-year-old, same thing?",
   "Yes. At Frostpeak every skier under 16 has to wear a helmet on all slopes and lifts, lesson or not, so your 14-year-old needs one too. If he doesn't have his own, child helmets are €5 a day or €20 for six days at the Base Lodge rental shop.",
   "Yes, under-16s must wear a helmet everywhere at Frostpeak; child helmet hire is €5 a day or €20 for 6 days.",
   C, FP, "Helmet Rule", "numeric", "States the under-16 helmet rule and the correct child helmet hire prices."),
  ("What time do the lifts close on the 15th, our last day?",
   "On the 15th we've already switched to late-season hours, so the lifts close at 16:00, with the last ride up at 15:45.",
   "15 March is still peak season: lifts run 08:30–16:30 and the last upload is at 16:15.",
   N, SKI, "Lift Operating Hours", "time_window", "Peak season runs to 15 March inclusive, so lifts close at 16:30, not 16:00."),
 ]),
 ("be-02", FROST, "2026-03-02T11:40:00Z", [
  ("I bought an adult 6-day pass for 6–11 March but I can't come any more. It's never been used. Can I get my money back?",
   "Yes, no problem. Since the pass has never been scanned and you're more than 48 hours ahead of your first day, we can refund it minus a €10 admin fee. Just reply with your booking number.",
   "Frostpeak only refunds unused passes requested at least 7 days before the first valid day; 6 March is only 4 days away, so a refund isn't possible, but the pass can be moved once to other dates this season free of charge.",
   N, FP, "Refunds for Unused Passes", "multi_rule", "Frostpeak's stricter 7-day rule applies, so a refund 4 days before the first valid day must be refused."),
  ("Could I use it later in the season instead?",
   "Yes. An unused pass can be moved once to other dates in the same season, at no charge. Call the ticket office on 555-0142 with your booking number and they'll change the dates.",
   "Yes, the unused pass can be moved once, free, to other dates this season; call 555-0142.",
   C, FP, "Refunds for Unused Passes", "plain", "Matches the one free date change within the same season."),
  ("Or my friend could use it on the original dates, she's an adult too.",
   "Sorry, that's not possible. Lift passes are personal and can't be transferred, even to someone in the same age category. Staff check the photo at the gates, and a pass used by someone else is withdrawn without refund.",
   "Passes are personal and non-transferable; a pass used by someone else is withdrawn without refund.",
   C, SKI, "Personal Use of Passes", "negation", "Correctly refuses the transfer for the reasons the code gives."),
  ("Thanks. Do you know a good fondue place in the village?",
   "I don't have restaurant listings, I'm afraid, but the tourist office on the village square can recommend a few. Enjoy!",
   "A friendly pointer elsewhere; restaurants are not covered by the resort terms.",
   I, None, None, "out_of_scope", "Restaurant recommendations are not covered by any corpus document."),
 ]),
 ("be-03", FROST, "2026-03-09T08:20:00Z", [
  ("My daughter is 3. Can she join the group ski school?",
   "Group lessons start at age 4, so she's a little young for those this year. Private lessons are open to children from age 3, though: €85 for an hour, for one or two children.",
   "Group lessons are for ages 4–12, so not yet; private lessons from age 3 cost €85 an hour for 1 or 2 people.",
   C, FP, "Ski School Lessons", "plain", "Group lessons are 4–12 and private lessons start at 3 at €85 an hour."),
  ("Does she need a lift pass? She's only 3.",
   "Good news: children under 6 ski for free, so there's nothing to buy and nothing to collect. She can just go through the gates with you.",
   "Children under 6 ski free, but you still need to collect a free Tot pass for her at the ticket office (bring proof of age) so she can pass the gates.",
   N, SKI, "Age Categories and Standard Prices", "partial", "The code requires a free Tot pass to be issued, so saying nothing needs to be collected is wrong."),
  ("We booked her private lesson for tomorrow at 10:00 but she's got a cold. It's 8:30 now. If I cancel now, do I get my money back?",
   "Yes. You're cancelling more than 24 hours before the 10:00 start, so the lesson is refunded in full. Just call 555-0142 to confirm the cancellation.",
   "Yes, cancelling now is more than 24 hours before the lesson, so it is refunded in full.",
   C, FP, "Ski School Lessons", "time_window", "08:30 today to 10:00 tomorrow is 25.5 hours, so the full-refund window applies."),
  ("And a helmet? She'll only be on the Little Bear area.",
   "Yes, she'll need one. At Frostpeak every skier under 16 must wear a helmet on all slopes and lifts, and that includes the Little Bear beginner area. Child helmets can be hired at the Base Lodge for €5 a day.",
   "Yes, under-16s must wear a helmet everywhere, including Little Bear; hire is €5 a day.",
   C, FP, "Helmet Rule", "plain", "The helmet rule explicitly covers the Little Bear area."),
 ]),
 ("be-04", FROST, "2026-03-09T14:10:00Z", [
  ("We're staying 17–21 March. Can we do night skiing on the Friday?",
   "Yes! Night skiing runs on Tuesdays and Fridays from 18:00 to 21:00 on the floodlit runs, so Friday 20 March works. It's €15 extra unless you have a season pass.",
   "No. Night skiing only runs during peak season, which ends on 15 March, so there is none on 20 March.",
   N, SKI, "Lift Operating Hours", "time_window", "Night skiing is peak-season only (to 15 March), so 20 March has none."),
  ("What time do the lifts open on the 17th?",
   "From 16 March we're on late-season hours: lifts open at 09:00 and close at 16:00, with the last ride up at 15:45.",
   "Late season: 09:00–16:00, last upload 15:45.",
   C, SKI, "Lift Operating Hours", "time_window", "17 March is late season with 09:00–16:00 hours."),
  ("Last week half the mountain was shut because of wind. If that happens while we're there, do we get money back?",
   "If the wind shuts most of the lifts, meaning more than half of them, for the entire day, you don't get cash back, but you do get a voucher for another full day of skiing in the same pass category, to use before the season ends. A delayed start on its own doesn't qualify.",
   "More than half the lifts closed all day gives a one-day voucher in the same category for this season; no cash refund, and partial closures give nothing.",
   C, SKI, "Weather Closures", "paraphrase", "Restates the weather voucher rule in other words without changing it."),
  ("Can I pay for two season passes for next winter in instalments? We'd buy them in December.",
   "Yes, season passes can be paid in three equal monthly instalments. Just choose the instalment option at checkout when you buy them in December.",
   "Instalments are only available for season passes bought before 1 November; bought in December they must be paid in full.",
   N, FP, "Season Pass Instalments", "partial", "Passes bought on or after 1 November must be paid in full, so December buyers cannot pay in instalments."),
 ]),
 ("be-05", FROST, "2026-03-16T10:30:00Z", [
  ("I hurt my knee on day 2 of my adult 6-day pass (10–15 March), which I bought at the ticket office for €340. The doctor gave me a certificate dated 11 March. Can I get anything back?",
   LONG_INJURY,
   "Yes: the unused full days of a multi-day pass are refunded pro rata with a doctor's certificate dated during the pass, if the request arrives within 30 days of the certificate date (by 10 April).",
   C, SKI, "Injury and Illness", "long_answer", "All conditions, the deadline (10 April) and the pro-rata refund of four unused days agree with the injury rule."),
  ("My wife lost her season pass yesterday. What does she need to do?",
   "Sorry to hear that! She can get a replacement at the ticket office for €25. She'll need to bring her purchase receipt.",
   "A lost season pass is replaced for €15 on showing the receipt or online booking confirmation.",
   N, SKI, "Lost or Damaged Passes", "numeric", "The replacement fee is €15, not €25."),
  ("Can our dog come up on the chairlift to the mountain restaurant?",
   "I'm afraid dogs aren't allowed on the chairlifts, or on the gondola. The only exception is assistance dogs, which can ride the Summit Gondola.",
   "No; dogs are not allowed on any lift except assistance dogs on the Summit Gondola.",
   C, FP, "Pets and Equipment on Lifts", "negation", "Matches the dog ban and its single exception."),
  ("Cheers. The snow looks amazing today!",
   "It really does, a proper bluebird day. Enjoy it!",
   "Small talk.",
   I, None, None, "smalltalk", "Small talk about the weather."),
 ]),
 # ---------------- CRUISE ----------------
 ("be-06", BLUE, "2026-03-02T10:15:00Z", [
  ("We want to book the 7-night Caribbean sailing on 20 June 2026 for the two of us. How much is the deposit and when is the rest due?",
   "For a 7-night cruise the deposit is $300 per guest, so $600 for the two of you. The balance is due 75 days before sailing, which is 6 April 2026.",
   "$300 per guest ($600 total); balance due 75 days before sailing, 6 April 2026.",
   C, CR, "Deposits and Final Payment", "numeric", "6–13 night cruises take $300 per guest with final payment 75 days before (6 April)."),
  ("If we had to cancel around 15 May, what would we lose?",
   "On 15 May you'd still be more than a month out, so you'd be in the 25% band: you'd lose a quarter of the fare. Taxes and port fees are refunded in full.",
   "15 May is 36 days before sailing, in the 56–29 day band, so the charge is 50% of the fare; taxes and port fees are refunded.",
   N, CR, "Cancellation Charges", "numeric", "36 days before sailing falls in the 50% band, not 25%."),
  ("Our son is 19 and wants to come too. Could he have his own cabin next to ours?",
   "Yes, that's fine as long as his cabin adjoins yours and you're listed as his parents on the booking.",
   "No. Every cabin needs a guest aged 21 or over, with no exception for adjoining cabins; he can share your cabin.",
   N, CR, "Minimum Ages", "plain", "Each cabin needs a guest aged 21+, and the terms exclude an adjoining-cabin exception."),
  ("And could he have a beer with dinner if we're OK with it?",
   "Not on board: alcohol is only served to guests 21 and over. On our private island, though, the bars follow local law, where the drinking age is 18, so he could have a beer there.",
   "No. Alcohol is served only to guests aged 21+, on all sailings and in all ports, including the private-island bars.",
   N, CR, "Minimum Ages", "partial", "The 21+ alcohol rule explicitly includes the private-island bars."),
  ("Ha, he'll survive. We're so excited, it's our first cruise ever!",
   "How exciting! The Caribbean is a wonderful first cruise; you're going to love it.",
   "Small talk.",
   I, None, None, "smalltalk", "Small talk about excitement for the trip."),
 ]),
 ("be-07", BLUE, "2026-03-02T15:30:00Z", [
  ("I'm 18 weeks pregnant today and we're booked on the 10-night Norway cruise leaving 27 April. Is that OK?",
   "Congratulations! At 18 weeks you're well within our limit, so you can sail. Just bring a doctor's letter with your due date confirming you're fit to travel.",
   "Unfortunately not: you will have entered your 24th week well before the cruise ends on 7 May, so you cannot sail on this date.",
   N, CR, "Pregnancy", "time_window", "She will be about 26 weeks at sailing and past 27 by the end, so she cannot sail."),
  ("Oh no. If I can't go, can I move to a later cruise for free?",
   "I'm sorry. The free move for pregnancy only applies if you tell us before the final payment date, which for this sailing was 11 February, so it no longer applies, and fares aren't refunded if boarding is refused. Please call Guest Services on 555-0188 so they can go through your options.",
   "The free move applies only if Bluewake was told before the final payment date (11 February for this sailing), which has passed.",
   C, CR, "Pregnancy", "multi_rule", "Combines the 75-day final payment date (11 February) with the pregnancy rule correctly."),
  ("My husband uses a wheelchair. What do you need from us for the accessible cabin?",
   "We'll need a letter from his doctor explaining what his condition is, plus details of the wheelchair (folding or powered, and its width).",
   "Only the assistance he needs (wheelchair use, chair type and size); Bluewake does not ask for a diagnosis or medical records.",
   N, CR, "Accessibility and Assistance", "paraphrase", "A doctor's letter explaining his condition is a request for a diagnosis, which Bluewake must not ask for."),
  ("ok thanks",
   "",
   "You're welcome; let us know if you need anything else.",
   I, None, None, "empty_answer", "The assistant's answer is blank."),
 ]),
 ("be-08", BLUE, "2026-03-09T09:45:00Z", [
  ("Our ship skipped Grand Cayman last week because of the weather. What compensation do we get?",
   "When a port is missed, the port fees and taxes for that port are credited to your onboard account; you should see the credit on your final statement. Beyond that, Bluewake doesn't owe further compensation for a missed port, but you're welcome to send us your feedback.",
   "Port fees and taxes for the missed port are credited to the onboard account; no other compensation is owed.",
   C, CR, "Cancellations and Changes by Bluewake", "plain", "Matches the missed-port rule.", 0.3),
  ("That's ridiculous. I want a refund for the missed day.",
   "I understand. Under our terms you're entitled to a refund of one day's cruise fare for each missed port, so I'll put that request through for you.",
   "Apologise, explain that the port fees and taxes credit is the only compensation owed, and pass on the feedback.",
   N, CR, "Cancellations and Changes by Bluewake", "modality", "Claims an entitlement the terms exclude (no other compensation is owed)."
   , 0.3),
  ("Also, what will the weather be like in Cozumel next month?",
   "I can't give forecasts, but April in Cozumel is usually warm and fairly dry.",
   "Weather forecasts are out of scope.",
   I, None, None, "out_of_scope", "Weather is not covered by any corpus document.", 0.1),
  ("We're on another Bluewake cruise right now, actually, and tonight is the last night. Is it too late to get the service charge reduced?",
   "Not too late. You can ask Guest Services to reduce or remove the service charge any time before 22:00 tonight.",
   "Yes, until 22:00 on the last night.",
   C, CR, "Service Charges", "time_window", "The deadline is 22:00 on the last night.", 0.3),
 ]),
 ("be-09", BLUE, "2026-03-09T13:00:00Z", [
  ("We'd like to take our baby on the 14-night transatlantic crossing leaving 5 September; it has six days at sea in a row. She was born on 20 January 2026. Is that allowed?",
   "Yes! Infants need to be at least 6 months old on the sailing date, and she'll be over 7 months by 5 September, so she's welcome on board.",
   "No. With three or more consecutive sea days, infants must be at least 12 months old; she will be about 7.5 months.",
   N, CR, "Minimum Ages", "partial", "The 12-month minimum applies to cruises with 3+ consecutive sea days, so she cannot sail."),
  ("OK, then it'll be just the two of us adults on that crossing. Deposit and final payment date?",
   "For 14 nights or more the deposit is $600 per guest, so $1,200 for the two of you. The balance is due 90 days before sailing, by 7 June 2026.",
   "$600 per guest ($1,200); balance due 7 June 2026.",
   C, CR, "Deposits and Final Payment", "numeric", "Correct deposit and 90-day final payment date."),
  ("We've booked a balcony cabin. Can you give me a full rundown of everything we need to know before boarding: documents, check-in, charges, everything?",
   LONG_CRUISE,
   "Same checklist, but check-in closes 90 minutes before departure.",
   N, CR, "Travel Documents and Boarding", "long_answer", "One sentence gives a 60-minute check-in cutoff; the terms say 90 minutes."),
  ("Thanks, that's really helpful!",
   "You're very welcome. Have a wonderful crossing!",
   "Small talk.",
   I, None, None, "smalltalk", "Thanks and farewell."),
 ]),
 ("be-10", BLUE, "2026-03-16T11:20:00Z", [
  ("Bluewake cancelled our 5-night Bahamas cruise because of a ship repair. What are my options?",
   "I'm sorry about that. You can choose either a full refund of everything you paid, sent within 30 days, or a future cruise credit worth 110% of your fare, valid for 18 months. It's entirely your choice.",
   "Full refund within 30 days or 110% future cruise credit valid 18 months, guest's choice.",
   C, CR, "Cancellations and Changes by Bluewake", "plain", "States both options correctly."),
  ("I'd rather have the cash. Can you process the refund?",
   "For cancellations caused by technical problems we issue future cruise credit only, so a cash refund isn't available here. The 110% credit does give you extra value, though!",
   "Yes, the guest may choose the full refund, which is sent within 30 days.",
   N, CR, "Cancellations and Changes by Bluewake", "refusal", "The guest chooses, for any cancellation reason, so refusing the refund contradicts the rule."),
  ("Fine. On the cruise I rebook, I'll bring my service dog. How much notice do you need?",
   "Trained service dogs are welcome. Just let us know at least 30 days before sailing.",
   "At least 30 days before sailing.",
   C, CR, "Accessibility and Assistance", "plain", "30 days' notice for trained service dogs."),
  ("And my emotional support cat?",
   "Emotional support animals are welcome too, with the same 30 days' notice as service dogs. Just send us the details of your cat.",
   "Emotional support animals and pets are not accepted; only trained service dogs.",
   N, CR, "Accessibility and Assistance", "negation", "Emotional support animals are not accepted, so welcoming the cat contradicts the rule."),
  ("Last thing: when does check-in close at the port?",
   "Check-in closes 45 minutes before departure, but we recommend arriving a bit earlier.",
   "Check-in closes 90 minutes before departure.",
   N, CR, "Travel Documents and Boarding", "numeric", "The cutoff is 90 minutes, not 45."),
 ]),
 # ---------------- TATTOO / PIERCING ----------------
 ("be-11", HIGH_T, "2026-03-02T16:45:00Z", [
  ("Hi, I'm 17 and my mum is fine with me getting a small tattoo. She'll come with me and sign. Can you book me in?",
   "Since you're 17, we can do it as long as your mum comes along, shows her ID and signs the consent form. What design are you thinking of?",
   "No. Tattoos are 18+ with no exceptions, even with parental consent.",
   N, TA, "Minimum Ages", "plain", "Tattooing a 17-year-old is forbidden even with parental consent."),
  ("What about a nose piercing instead?",
   "A nose piercing is possible at 17. Your mum needs to come with you, show her photo ID and something proving she's your parent, like your birth certificate, and sign the consent form.",
   "Yes at 16–17 with a parent present who shows photo ID and proof of relationship and signs consent.",
   C, TA, "Proof of Age and Parental Consent", "plain", "Nose piercing at 16–17 with a present parent showing ID and proof of relationship is allowed."),
  ("Could she just write a note instead of coming? She works Saturdays.",
   "Unfortunately not; a signed note isn't accepted. For anyone under 18, the parent or guardian has to be there in person.",
   "No, a note from an absent parent is never accepted.",
   C, TA, "Proof of Age and Parental Consent", "negation", "Correctly refuses the signed note."),
  ("ok. does it hurt? can I use numbing cream?",
   "Most people say it's a quick pinch. You can put on an over-the-counter numbing cream yourself before you come in. We don't inject anaesthetic or provide prescription numbing products in the studio.",
   "Over-the-counter topical cream applied by the client before the appointment is fine; no injections or prescription products from staff.",
   C, TA, "Anaesthetics", "modality", "Permits exactly what the rule permits while restating the prohibition."),
  ("cool, my mates are gonna be so jealous haha",
   "Haha, they will! See you soon.",
   "Small talk.",
   I, None, None, "smalltalk", "Small talk."),
 ]),
 ("be-12", HIGH_T, "2026-03-09T12:30:00Z", [
  ("I'm booked for a half sleeve next week. What will you ask on the health form?",
   "Just the usual: bleeding disorders or blood thinners, diabetes, epilepsy, heart conditions, allergies to latex or nickel, pregnancy, and your HIV and hepatitis status so the artist can take extra precautions.",
   "The form covers bleeding disorders and blood thinners, diabetes, epilepsy, heart conditions, pregnancy and breastfeeding, allergies and skin conditions; studios do not ask about HIV or hepatitis status.",
   N, TA, "Health Questionnaire", "partial", "Asking about HIV and hepatitis status is forbidden, even inside an otherwise correct list."),
  ("I take warfarin. Is that a problem?",
   "Please list it on the health questionnaire; blood thinners are one of the things we ask about, and your artist will talk it through with you before starting. It's also worth checking with your doctor.",
   "Declare it on the questionnaire; the artist will discuss it.",
   C, TA, "Health Questionnaire", "plain", "Blood-thinning medicine is a questionnaire item; nothing contradicts the rules."),
  ("How much deposit do you need? The quote was £600.",
   "We take a 50% deposit to secure the sessions, so that's £300.",
   "At most 30% of the quote, so no more than £180.",
   N, TA, "Deposits and Prices", "numeric", "A deposit may not exceed 30% (£180)."),
  ("If you have to cancel on me, do I lose the deposit?",
   "No. If we cancel, your deposit is refunded in full within 14 days. The studio only keeps a deposit if you cancel with less than 48 hours' notice.",
   "No, it is refunded in full within 14 days.",
   C, TA, "Deposits and Prices", "plain", "Matches the studio-cancellation refund rule."),
  ("I'll probably have a couple of beers before to calm my nerves lol",
   "Ha, loads of clients do! Even if you turn up a bit tipsy, the artist will still go ahead, so don't worry.",
   "Please don't; the studio must refuse or postpone if you appear to be under the influence of alcohol.",
   N, TA, "Who Must Be Refused", "paraphrase", "Promises to tattoo a visibly tipsy client, whom the studio must refuse."),
 ]),
 ("be-13", HIGH_T, "2026-03-16T09:10:00Z", [
  ("Can my 8-year-old get her ears pierced? Lobes only.",
   "Yes, there's no minimum age for earlobe piercing. As she's under 16, you'll need to come with her, bring your photo ID and proof that you're her parent, and sign the consent form.",
   "Yes, with a parent present who signs the consent form (with ID and proof of relationship).",
   C, TA, "Minimum Ages", "plain", "Earlobes have no minimum age; a parent must be present and sign."),
  ("Do you use a gun? She's scared of needles.",
   "For earlobes we can use a piercing gun. For any other part of the ear, like the cartilage, we always use a sterile single-use needle.",
   "A gun is allowed for earlobes only; all other piercings need a sterile single-use needle.",
   C, TA, "Hygiene Requirements", "modality", "Uses the gun only where allowed, restating the needle requirement."),
  ("Her 15-year-old sister wants a helix (upper ear cartilage) done at the same time, also with the gun.",
   "No problem. With you there to sign, we can do the helix for her too, though we'd suggest a needle rather than the gun for cartilage.",
   "Not yet: cartilage piercing is 16+, and a gun can never be used on cartilage.",
   N, TA, "Minimum Ages", "multi_rule", "Cartilage piercing is 16+ and guns are only for earlobes; the answer breaks the age limit."),
  ("How long does cartilage usually take to heal?",
   "Cartilage is quick, about 6 to 8 weeks, the same as lobes.",
   "About 6–12 months, much longer than lobes (6–8 weeks).",
   N, TA, "Aftercare", "numeric", "Cartilage typically takes 6–12 months, not 6–8 weeks."),
  ("Will you give us something about aftercare to take home?",
   "Yes, you'll get written aftercare instructions with our phone number on them, plus advice to see a doctor if there are any signs of infection.",
   "Yes, written aftercare instructions with the studio's phone number and advice to see a doctor if signs of infection appear.",
   C, TA, "Aftercare", "plain", "Written aftercare with phone number and doctor advice is exactly what the rule requires."),
 ]),
 ("be-14", HIGH_T, "2026-03-16T15:00:00Z", [
  ("My arm is pretty sunburnt from holiday and my tattoo appointment is tomorrow. Still OK?",
   "We'll need to postpone, I'm afraid; we can't tattoo over sunburnt or broken skin. Let us know when it's healed and we'll find you a new slot.",
   "The appointment must be postponed; no tattooing on sunburnt skin.",
   C, TA, "Who Must Be Refused", "plain", "Sunburn at the site requires postponing."),
  ("I'm 20 and want my tongue pierced too. Do I need anything special?",
   "At 20 you're fine; tongue piercings are 18+. Just bring photo ID, as we check ID for anyone who looks under 25.",
   "18+ for oral piercings; bring photo ID as you may look under 25.",
   C, TA, "Minimum Ages", "numeric", "A 20-year-old meets the 18+ limit; the ID check is correct."),
  ("How long do you keep my consent form? I don't like my data lying around.",
   "We keep forms for 12 months and then shred them. They're stored securely and only shared with your GP or the county if they ask.",
   "Three years, locked away, shown only to you and county inspectors.",
   N, TA, "Records", "numeric", "Records are kept 3 years (not 12 months) and not shown to a GP."),
  ("Also I just found out I'm pregnant, very early. Can I still get the tattoo once the sunburn heals?",
   "Congratulations! We can't tattoo anyone who's pregnant, so the tattoo will have to wait until after the pregnancy, and the same goes for the tongue piercing.",
   "No tattoo or non-earlobe piercing during pregnancy.",
   C, TA, "Who Must Be Refused", "refusal", "The refusal is required for tattoos and tongue piercings during pregnancy."),
  ("Haha OK. What's a good name for a baby girl?",
   "Ivy, Maeve and Clara are all popular right now, but that one's all yours to decide!",
   "Off topic.",
   I, None, None, "out_of_scope", "Baby names are not covered by any corpus document."),
 ]),
 # ---------------- TRAMPOLINE / SOFT PLAY ----------------
 ("be-15", HIGH_J, "2026-03-02T13:20:00Z", [
  ("Hi, I'd like to bring my 4-year-old and 6-year-old to Open Jump on Saturday afternoon. OK?",
   "Yes, Open Jump is open to all ages as long as an adult comes with them. Saturday sessions start every hour from 10:00.",
   "The 6-year-old can do Open Jump; the 4-year-old can only jump in Toddler Bounce (Monday–Friday mornings).",
   N, JH, "Ages, Weight and Supervision", "plain", "Open Jump is 5+; under-5s may only jump in Toddler Bounce."),
  ("Do they need special socks? They have their own non-slip ones.",
   "On the trampolines everyone has to wear JumpHaven grip socks; other socks, even non-slip ones, aren't allowed. They're £2.50 a pair and you can keep them for future visits.",
   "JumpHaven grip socks only, £2.50, reusable.",
   C, JH, "Grip Socks", "plain", "Matches the grip sock rule and price."),
  ("Their grandma will bring them instead of me. Can she fill in the waiver?",
   "Of course, any adult bringing the children can complete the waiver online before you arrive.",
   "No, for under-18s the waiver must be completed by a parent or legal guardian, not a grandparent.",
   N, JH, "Waivers", "negation", "The rule says a grandparent cannot complete the waiver."),
  ("OK, I'll do the waiver. If it's just the 6-year-old jumping, can grandma sit in the café while he jumps?",
   "Yes, that's fine. Children under 8 need an adult in the building for the whole visit, and our café is inside the building next to the court, so grandma can wait there.",
   "Yes, an adult in the building is enough for an under-8 at Open Jump.",
   C, JH, "Ages, Weight and Supervision", "plain", "Under-8s need an adult in the building, which the café satisfies."),
 ]),
 ("be-16", HIGH_J, "2026-03-09T10:00:00Z", [
  ("I'd like a Bounce Party for my son's 9th birthday. We'll have about 12 kids. What would it cost?",
   "A Bounce Party is £19 per child, so for 12 children that's £228. It includes 60 minutes of jumping, 45 minutes in the party room and party food. A £50 deposit secures the date.",
   "£19 x 12 = £228, with a £50 non-refundable deposit.",
   C, JH, "Parties", "numeric", "Correct price per child, total and deposit.", 0.3),
  ("Can I bring his birthday cake, plus some sandwiches and crisps from home?",
   "Absolutely, you're welcome to bring the cake and any snacks you like for the party.",
   "The birthday cake is fine, but other outside food isn't allowed; party food is included.",
   N, JH, "Food and Drink", "partial", "Only the birthday cake is an allowed exception; sandwiches and crisps are not.", 0.2),
  ("If 3 kids drop out on the day, do I only pay for 9?",
   "The bill is based on the numbers you confirm 7 days before the party, so if you've confirmed 12 and only 9 come, you'd still pay for 12.",
   "No, you pay for the numbers confirmed 7 days before.",
   C, JH, "Parties", "numeric", "Billing follows the numbers confirmed 7 days ahead.", 0.2),
  ("Some of the kids want to do backflips, it's a party after all!",
   "Sure, flips are fine during parties as long as a marshal is keeping an eye on them.",
   "No flips on the court except in the coached Flip Club for ages 10+.",
   N, JH, "Trampoline Court Rules", "plain", "Flips are banned outside Flip Club.", 0.2),
  ("Lovely, you've been a great help x",
   "   \n",
   "Thank you, we look forward to the party!",
   I, None, None, "empty_answer", "The answer is whitespace only.", 0.1),
 ]),
 ("be-17", HIGH_J, "2026-03-16T08:40:00Z", [
  ("My son is 9 and autistic, and he finds loud, busy places really hard. Is there a quieter time to come, and what should I know before we visit?",
   LONG_QUIET,
   "Quiet Jump, Sundays 08:30–09:30, £9 with one carer free, plus the waiver, grip sock and booking rules.",
   C, JH, "Opening Times and Prices", "long_answer", "Every time, price and rule in the long answer matches the visitor rules."),
  ("We've actually got a 90-minute Open Jump booked for tomorrow at 10:00 for him and his sister. Can I move it to next week?",
   "Unfortunately we can't move bookings within 48 hours of the session, so that one will have to go ahead as booked.",
   "Yes, it is more than 24 hours before the session, so it can be moved free of charge.",
   N, JH, "Booking Changes and Refunds", "refusal", "Moving is free up to 24 hours before; 08:40 today to 10:00 tomorrow is over 24 hours."),
  ("His sister is 2. Could she play in Little Owls while he jumps and I watch him?",
   "Little Owls is perfect for her age, but a parent or carer has to stay in the soft play area with her the whole time, so you'd need a second adult with her while you watch your son on the court.",
   "A parent or carer must stay in the soft play area with her, so a second adult is needed.",
   C, JH, "Ages, Weight and Supervision", "multi_rule", "Soft play requires a parent or carer in the area at all times."),
  ("He honestly talks about trampolines all day long.",
   "That's lovely to hear. We can't wait to see him bounce!",
   "Small talk.",
   I, None, None, "smalltalk", "Small talk."),
 ]),
 ("be-18", HIGH_J, "2026-03-16T17:05:00Z", [
  ("I weigh about 125 kg. Can I jump with my kids?",
   "Of course! Our trampolines are built for adults too, so there's no problem at all. See you on the court!",
   "Sorry, jumpers over 120 kg can't use the trampolines.",
   N, JH, "Ages, Weight and Supervision", "numeric", "125 kg is over the 120 kg limit."),
  ("Is Toddler Bounce on Saturdays?",
   "Toddler Bounce runs Monday to Friday, 9:30 to 11:00, so not at weekends, sorry.",
   "Monday–Friday 09:30–11:00 only.",
   C, JH, "Opening Times and Prices", "time_window", "Correct days and times."),
  ("You cancelled our session yesterday because of a broken trampoline. When do I get my money back?",
   "Because the cancellation was on our side, you get every penny back; it should reach your account within five working days.",
   "Full refund within 5 working days.",
   C, JH, "Booking Changes and Refunds", "paraphrase", "Restates the full refund within 5 working days."),
  ("Can I keep my phone in my pocket while jumping?",
   "No, sorry. Phones, keys and jewellery aren't allowed on the court, even in a zipped pocket, so leave them with your things.",
   "No, phones, keys and jewellery aren't allowed on the court.",
   C, JH, "Trampoline Court Rules", "negation", "Correctly states that phones are not allowed on the court."),
  ("Where's the nearest parking?",
   "There's a pay-and-display car park just along Mill Lane, about two minutes' walk away.",
   "Parking is off topic.",
   I, None, None, "out_of_scope", "Parking is not covered by any corpus document."),
 ]),
]

def main(out):
    conv_lines, label_lines = [], []
    for sid, (aid, ctx), started, turns in SESSIONS:
        conv = []
        for i, t in enumerate(turns, 1):
            q, a, gt, lab, doc, head, kind, rat = t[:8]
            qa = {"qa_id": f"{sid}-q{i}", "query": q, "assistant": a, "ground_truth_assistant": gt}
            if len(t) > 8:
                qa["weight"] = t[8]
            conv.append(qa)
            label_lines.append({"session_id": sid, "qa_id": qa["qa_id"], "label": lab,
                                "clause": f"{doc}#{head}" if doc else None, "kind": kind, "rationale": rat})
        conv_lines.append({"session_id": sid, "assistant_id": aid, "language": "english", "context": ctx,
                           "started_at": started, "conversation": conv})
    with open(os.path.join(out, "conversations.jsonl"), "w") as f:
        for c in conv_lines:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(out, "labels.jsonl"), "w") as f:
        for l in label_lines:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")

    # expected sessions
    labels = {l["qa_id"]: l["label"] for l in label_lines}
    with open(os.path.join(out, "expected_sessions.jsonl"), "w") as f:
        for c in conv_lines:
            qas = c["conversation"]
            n = len(qas)
            weighted = any("weight" in q for q in qas)
            raw = {q["qa_id"]: (q["weight"] if weighted else 1.0 / n) for q in qas}
            rel = [q["qa_id"] for q in qas if labels[q["qa_id"]] != I]
            cnt = {k: sum(1 for q in qas if labels[q["qa_id"]] == k) for k in (C, N, I)}
            if not rel:
                score, verdict = None, I
            else:
                tot = sum(raw[q] for q in rel)
                score = sum(raw[q] for q in rel if labels[q] == C) / tot
                verdict = C if score >= 0.5 else N
            f.write(json.dumps({"session_id": c["session_id"], "assistant_id": c["assistant_id"],
                                "n_interactions": n, "n_compliant": cnt[C], "n_non_compliant": cnt[N],
                                "n_irrelevant": cnt[I], "weight_mode": "full" if weighted else "none",
                                "resolved_weights": {k: round(v, 4) for k, v in raw.items()},
                                "expected_score": None if score is None else round(score, 4),
                                "expected_verdict": verdict}) + "\n")

if __name__ == "__main__":
    main(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
