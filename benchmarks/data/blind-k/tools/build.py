import json, os
BASE = "/tmp/blind_k"
CL = "climbing_wall_code.md"
SL = "company/summitline_house_rules.md"
GK = "go_kart_track_rules.md"
DG = "dog_care_services.md"
PT = "pottery_studio_rules.md"

A_SL = ("summitline-assistant", "Booking and information chat assistant on the website of Summitline Climbing Centre.")
A_RL = ("redline-helpdesk", "Customer help-desk assistant for the Redline Raceway outdoor go-kart track.")
A_AS = ("ashbridge-local-assistant", "Booking assistant for the Ashbridge high-street platform, covering Muddy Paws grooming and dog walking and Claybarn Pottery.")

LONG_CLIMB = """Welcome, and great to hear you're both thinking of giving climbing a go! Here's a rundown of what a first visit to Summitline looks like.

**Opening times**
On Saturdays we're open from 09:00 to 20:00, so a morning visit works well, and it's usually a bit quieter before lunch.

**Booking your induction**
As first-time climbers you'll each need our one-off induction before you climb. Inductions have to be booked in advance, at least 2 hours before the start time. You can book online or call us on 555-0142. The induction covers how to fall and land safely on the bouldering mats, keeping clear of the fall zone under other climbers, how to clip in to and use the auto-belays, and where the first aid point and emergency exits are.

**Registration**
Each of you will register and read our participation statement, and you'll be asked to confirm that you've read our health statement. We won't ask you for any medical details.

**Prices**
Saturday counts as peak time, so for each of you:
- Adult day pass: £15
- Induction: £8 (one-off, first visit only)
- Shoe hire: £4, if you don't have climbing shoes
- Harness hire: £3, if you'd like to try the auto-belay walls

For two adults with shoe hire that comes to £54, or £60 if you both add a harness. If either of you is a student or aged 65 or over, bring valid ID and you'll get £2 off your day pass.

**Chalk**
We only allow liquid chalk or chalk balls anywhere in the centre; loose chalk isn't permitted.

**In the bouldering area**
Only one person on a problem at a time, and please don't stand, sit or walk on the mats underneath someone who is climbing.

**Auto-belays**
Our auto-belays are for climbers between 10 kg and 140 kg. Always check your clip is correctly attached before every climb.

**If your plans change**
Cancel more than 24 hours before your session and you'll get a full refund. If it's within 24 hours we can't refund, but we can move your booking once to another date within 30 days.

We're looking forward to seeing you on the wall! If you have any other questions before Saturday, just ask."""

LONG_KART = """Welcome to karting! Here's everything you need for your first visit to Redline Raceway.

**Before you book**
Our adult karts are for drivers aged 16 and over who are at least 150 cm tall and weigh no more than 120 kg. For safety reasons we can't let anyone drive who is pregnant, who has drunk any alcohol on the day, or who is wearing a plaster cast, brace or sling.

**Prices**
An adult Arrive and Drive session gives you 15 minutes of track time for £35. If you book a weekday session before 17:00 you get 10% off. If you're coming as a group of six or more, our Grand Prix package (10-minute qualifying plus a 20-minute race) is £65 per driver.

**On the day**
Please arrive 30 minutes before your session. Every driver has to attend the 10-minute safety briefing, even if you've driven before. If you miss the briefing you can't drive in that session; we'll try to move you to a later session that day, but if there's no space the booking is forfeited without a refund.

**What to wear**
- Closed-toe shoes: trainers are ideal, but no sandals or flip-flops.
- Comfortable clothes; remove scarves, hoodie cords and anything else loose.
- Long hair must be tied back and tucked into your helmet or overalls.

We provide a helmet and a disposable balaclava, included in the price. If you have your own helmet you're welcome to use it as long as it meets ECE 22.05, ECE 22.06 or Snell standards; the age of the helmet doesn't matter as long as it's undamaged.

**Flags you'll see**
- Green: track clear, race normally.
- Yellow: hazard ahead, slow down and don't overtake until you're past it.
- Blue: a faster kart is behind you, hold your line and let it through.
- Red: session stopped, slow down, stop where the marshal shows you, raise a hand and stay in the kart.
- Black: you're being called in, come into the pits next lap.
- Chequered: session over, do one slow lap without overtaking and come into the pits.

Ignoring flags or deliberately hitting other karts gets you a black flag, and a second one in the same booking means exclusion without refund.

**Weather**
We race in the rain on wet tyres. If we ever have to close the track because of the weather, you can choose a full refund or a free rebooking.

**Cancelling**
More than 72 hours' notice gets a full refund, 24 to 72 hours gets 50%, and under 24 hours or no-shows get no refund.

See you on the grid!"""

LONG_DOG = """That's a really sensible thing to ask about, and the good news is that our walkers are well prepared. Here's exactly what happens.

**Trained walkers**
Every Muddy Paws walker carries a canine first aid kit on every walk and has completed canine first aid training, so minor scrapes can be dealt with on the spot.

**If your dog is injured or falls ill**
The walker takes your dog straight to a vet and then contacts you. They won't wait to reach you before getting emergency treatment, because in an emergency every minute counts. If your own registered vet is within 15 minutes' drive, that's where your dog will go; otherwise the walker goes to the nearest vet. Please make sure we have your vet's details and an up-to-date phone number on file.

**Who pays the vet**
Vet costs are paid by you as the owner, unless the injury was caused by negligence on our part. Muddy Paws holds £5 million public liability insurance to cover that situation. It's worth checking whether your own pet insurance covers accidents on walks too.

**If your dog goes missing**
We'll phone you immediately, and we tell the local dog warden within 1 hour. Our walkers keep dogs on the lead in all public areas unless you've signed our off-lead consent and your dog has passed our recall assessment, which keeps the risk of a dog running off very low.

**Other safeguards**
- Dogs are never left unattended in a vehicle.
- A walker never has more than 4 dogs at a time, including their own.
- In hot weather (a forecast of 25°C or above) walks are kept to 30 minutes and only happen before 10:00 or after 18:00, and at 28°C or above there are no group walks at all.
- If your dog is showing signs of illness on the day, like vomiting, diarrhoea or coughing, we won't walk them, and there's no fee for that.

**Your keys**
While we look after your keys they're kept in a locked key safe at our office, with a coded tag that never shows your name or address.

If you'd like, I can note your vet's details on your booking now so the walker has them to hand. Is there anything else you'd like to know?"""

S = []
def sess(sid, a, date, turns, weights=None):
    S.append(dict(sid=sid, a=a, date=date, turns=turns, weights=weights))

# turn tuple: (query, assistant, ground_truth, label, clause, kind, rationale)
C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

sess("bk-01", A_SL, "2026-03-02T10:15:00Z", [
 ("Hi! I've never climbed before and I'm thinking of coming this Saturday morning with my partner (we're both adults). What do we need to know and what will it cost?",
  LONG_CLIMB,
  "Saturday is peak: £15 day pass plus the one-off £8 induction each (booked at least 2 hours ahead), shoe hire £4 and harness hire £3 if needed; full refund if cancelled more than 24 hours ahead.",
  C, SL+"#Prices", "long_answer", "Every figure and rule in the long answer (peak £15, induction £8 booked 2 hours ahead, hire prices, chalk, auto-belay limits, cancellation terms) matches the house rules and code."),
 ("Do we have to book the induction or can we just turn up and do it?",
  "No need to book — just turn up whenever suits you on Saturday and one of the team will run through the induction with you.",
  "Inductions must be booked in advance, at least 2 hours before the start time.",
  N, SL+"#Bookings and Cancellations", "plain", "Summitline requires inductions to be booked at least 2 hours in advance, so saying no booking is needed is wrong."),
 ("I have mild asthma. Do I need to tell you about it or bring a doctor's note?",
  "You don't need to share any details about your condition with us, and there's no doctor's note needed — at registration you just confirm you've read our health statement. If you're unsure whether climbing suits you, it's worth a quick chat with your doctor, and do keep your inhaler with you.",
  "No medical details may be requested; the climber only confirms reading the health statement, and may be advised to seek medical advice if unsure.",
  C, CL+"#Health Questions", "paraphrase", "The assistant asks for no medical information and gives only general advice, as the code requires."),
 ("Brilliant. Any idea what the weather will be like on Saturday?",
  "I don't have access to weather forecasts, I'm afraid — but we're fully indoors, so the climbing won't be affected either way!",
  "Small talk; no corpus rule applies.",
  I, None, "out_of_scope", "Weather forecasts are not covered by any corpus document."),
])

sess("bk-02", A_SL, "2026-03-02T14:40:00Z", [
 ("I'd like to bring my two kids, who are 15 and 11, plus my son's friend who's 12. Can I supervise all three of them myself?",
  "Yes, that's fine! Under the climbing code one adult can supervise up to three children, so you can bring all three along.",
  "At Summitline a parent may supervise no more than 2 climbers under 16, so a second adult is needed for three children aged 15, 11 and 12.",
  N, SL+"#Young Climbers", "multi_rule", "Summitline's stricter house rule limits a parent to 2 under-16s, so approving one adult for three is wrong."),
 ("My 15-year-old is pretty experienced. Could she climb on her own while I'm with the younger two?",
  "I'm afraid not at Summitline — climbers under 16 have to be directly supervised by a registered adult the whole time. From 16 she could climb unsupervised after a competency check and with a signed parent or guardian consent form.",
  "Under-16s must be directly supervised at Summitline; unsupervised climbing starts at 16 with a competency check and consent form.",
  C, SL+"#Young Climbers", "refusal", "The refusal correctly applies the stricter Summitline under-16 supervision rule to the 15-year-old from the previous turn."),
 ("She's also keen to do the lead climbing course. Can she book it?",
  "The Lead Climbing Course has a minimum age of 16, so she'd be able to book it once she turns 16. It's three 2-hour sessions for £95.",
  "Minimum age 16; three 2-hour sessions for £95.",
  C, SL+"#Courses", "numeric", "Minimum age 16, format and £95 price all match the courses table."),
 ("What time do the under-16s have to leave on a Wednesday?",
  "On weekdays under-16s need to be out of the centre by 19:30, even though we stay open until 22:00.",
  "Monday to Friday under-16s must leave by 19:30.",
  C, SL+"#Opening Hours", "time_window", "19:30 on weekdays matches the opening hours table."),
 ("And how much is a junior day pass?",
  "Junior day passes are £11 each.",
  "A junior day pass (under 16) is £9.",
  N, SL+"#Prices", "numeric", "The junior day pass costs £9, not £11."),
], weights={"bk-02-q1": 0.35, "bk-02-q2": 0.15, "bk-02-q3": 0.1, "bk-02-q4": 0.15, "bk-02-q5": 0.25})

sess("bk-03", A_SL, "2026-03-09T09:05:00Z", [
 ("I'm going travelling for two months this summer. Can I pause my membership?",
  "Yes — members can freeze for between 1 and 3 months once in any 12-month period, so a two-month freeze is fine. You'll just need to email us a copy of your travel booking as evidence before we can apply it.",
  "A 1 to 3 month freeze is allowed once in 12 months, and no reason or evidence is needed.",
  N, SL+"#Memberships", "partial", "The freeze length is right, but the house rules say no reason or evidence is needed, so demanding a travel booking is a condition the rule excludes."),
 ("What if I decide to cancel instead?",
  "You can cancel any time with 30 days' notice; until then the membership keeps renewing automatically each month.",
  "Cancellation needs 30 days' notice; membership renews automatically.",
  C, SL+"#Memberships", "plain", "30 days' notice and automatic renewal match the membership rules."),
 ("Can I bring my own rope for the top-rope walls? I prefer it.",
  "Own ropes aren't permitted at Summitline — all our top-rope lines have fixed ropes. You're welcome to use your own harness, though, as long as it carries a safety mark, is less than 10 years old and is undamaged.",
  "Own ropes are not permitted; own harnesses are allowed if safety-marked, under 10 years old and undamaged.",
  C, SL+"#Chalk and Own Equipment", "negation", "The answer repeats the prohibition correctly and states the harness conditions accurately."),
 ("Is loose chalk OK? I really don't like chalk balls.",
  "Loose chalk is fine in the bouldering area — we just ask that you stick to liquid chalk or a chalk ball on the roped walls.",
  "Only liquid chalk or chalk balls may be used anywhere in the centre; loose chalk is not permitted.",
  N, SL+"#Chalk and Own Equipment", "plain", "Loose chalk is banned everywhere in the centre, so allowing it in the bouldering area is wrong."),
])

sess("bk-04", A_SL, "2026-03-09T16:20:00Z", [
 ("My son turns 5 next month — could we have his birthday party at the wall?",
  "Our climbing parties are for birthday children aged 6 and over, so unfortunately we can't host one for his 5th. We'd love to see you for his 6th though!",
  "The minimum age of the birthday child is 6, so the party cannot be booked.",
  C, SL+"#Birthday Parties", "refusal", "Refusing a party for a 5-year-old is correct because the minimum age is 6."),
 ("OK, what about his sister then — she's turning 9, and we'd have 10 children. How much is it and what's the deposit?",
  "For 10 children it's £180 for the first 8 plus £18 for each extra child, so £216 in total. There's a £40 deposit to secure the date, which you'll get back if you cancel at least 24 hours before the party.",
  "£216 for 10 children, with a £40 non-refundable deposit.",
  N, SL+"#Birthday Parties", "partial", "The price is right, but the £40 deposit is non-refundable, so promising it back is wrong."),
 ("Do I have to stay for the whole party or can I drop them off?",
  "Our two instructors look after the children while they climb, but at least one parent or guardian needs to stay on site for the whole party.",
  "Instructors supervise the climbing; at least one parent or guardian must stay on site throughout.",
  C, SL+"#Birthday Parties", "paraphrase", "This matches the rule that a parent must stay on site while instructors supervise the climbing."),
 ("Last week my daughter sprained her wrist at your wall. Can I get a copy of the incident report?",
  "Incident records are internal documents, so we don't release them to customers. If you'd like to raise a concern, you're welcome to write to the centre manager.",
  "Yes; the injured person or their parent is entitled to a copy of the incident record on request, within 7 days.",
  N, CL+"#Incidents and First Aid", "refusal", "The code requires a copy of the incident record to be given on request within 7 days, so refusing is wrong."),
])

sess("bk-05", A_SL, "2026-03-16T11:00:00Z", [
 ("What's the weight limit on the auto-belays? I'm about 125 kg.",
  "Our auto-belays take climbers from 10 kg up to 140 kg, so at 125 kg you're well within the limit.",
  "Auto-belay users must weigh between 10 kg and 140 kg; 125 kg is fine.",
  C, CL+"#Roped Climbing and Auto-Belays", "numeric", "125 kg falls inside the 10 to 140 kg auto-belay range."),
 ("My nephew is 16 and wants to belay me on the top-rope walls. Is he allowed?",
  "At Summitline belayers need to be at least 16 and must have passed our belay check. So at 16 he can belay you once he's passed the check — or he could take our Learn to Belay course (£60) first.",
  "At 16 he may belay after passing the belay check.",
  C, SL+"#Young Climbers", "multi_rule", "The answer combines Summitline's minimum belaying age of 16 with the code's belay check requirement correctly."),
 ("Do students get a discount on the 10-visit card?",
  "Yes! With valid student ID you get £2 off each visit, so the 10-visit card comes down to £100.",
  "The student concession applies only to adult day passes, not to the 10-visit card, which stays at £120.",
  N, SL+"#Prices", "negation", "The concession explicitly does not apply to the 10-visit card."),
 ("Thanks. Do you know a good physio near Ashbridge?",
  "I'm afraid I can't recommend particular practitioners — your GP or the physiotherapy register's search tool would be a good place to start.",
  "Out of scope.",
  I, None, "out_of_scope", "Physiotherapist recommendations are not covered by the corpus."),
])

sess("bk-06", A_RL, "2026-03-02T11:30:00Z", [
 ("How old do you have to be for the adult karts? My son is 14 and 158 cm tall.",
  "Adult karts are for drivers aged 16 and over, at least 150 cm tall. At 14 your son would drive our cadet karts, which are for ages 8 to 15 and a minimum height of 130 cm.",
  "Adult karts need age 16+ and 150 cm; at 14 he fits the cadet class (8 to 15, 130 cm).",
  C, GK+"#Driver Eligibility", "numeric", "The ages and heights match the eligibility table, and the 14-year-old is correctly placed in the cadet class."),
 ("Great. Can I just drop him off and pick him up afterwards?",
  "Sure, plenty of parents do that. As long as the waiver has been signed online beforehand, you don't need to stay.",
  "Drivers under 18 need a parent or guardian to sign the waiver and stay on site for the whole session.",
  N, GK+"#Driver Eligibility", "modality", "The rule requires the parent of an under-18 driver to stay on site, so saying they need not stay is wrong."),
 ("How long is a cadet session and what does it cost?",
  "Cadet Arrive and Drive is 10 minutes of track time for £22. If you come on a weekday before 17:00, you'll get 10% off.",
  "10 minutes for £22, with 10% off Arrive and Drive on weekdays before 17:00.",
  C, GK+"#Sessions and Prices", "numeric", "Track time, price and the weekday discount all match."),
 ("Who won the F1 race last weekend by the way?",
  "Ha, I can't check live sports results, sorry! If you're a racing fan, though, you'll feel right at home on our track.",
  "Small talk.",
  I, None, "smalltalk", "Sports results are small talk not covered by the corpus."),
])

sess("bk-07", A_RL, "2026-03-02T18:05:00Z", [
 ("I want to book a Grand Prix for 10 people. How much is it and what do we pay upfront?",
  "The Grand Prix is £65 per driver (10-minute qualifying plus a 20-minute race), so £650 for ten of you. We take a 25% deposit when you book, which is £162.50.",
  "£650 in total, with a 25% deposit of £162.50.",
  C, GK+"#Bookings, Deposits and Cancellations", "multi_rule", "The £65 price and the 25% deposit are both correct and correctly calculated."),
 ("It's a stag do, so we'll probably have a couple of beers at lunch before racing at 4. That's fine, right?",
  "A pint or two with lunch is fine as long as nobody's obviously the worse for wear — the marshals will make the final call at the briefing.",
  "Anyone who has drunk any alcohol on the day may not drive.",
  N, GK+"#Driver Eligibility", "paraphrase", "The track bars anyone who has drunk any alcohol on the day, so allowing a couple of beers is wrong."),
 ("If we have to cancel 2 days before, what do we get back?",
  "Two days is 48 hours, and since that's more than 24 hours' notice you'd get a full refund, deposit included.",
  "48 hours falls in the 24 to 72 hour band, so 50% is refunded.",
  N, GK+"#Bookings, Deposits and Cancellations", "time_window", "48 hours' notice gets 50% back; a full refund needs more than 72 hours."),
 ("One of the lads finishes work at 3:45 and it's 20 minutes away. Is that OK for a 4 o'clock race?",
  "He'd need to be here by 15:30, 30 minutes before the start, for the safety briefing. If he misses the briefing he can't drive in that session — we can move him to a later session that day if there's space, otherwise his place is forfeited without a refund.",
  "Drivers must arrive 30 minutes early and attend the briefing; a driver who misses it may be moved to a later session if there is space, otherwise forfeits without refund.",
  C, GK+"#Safety Briefing and Arrival", "time_window", "Arrival 30 minutes early and the missed-briefing consequences are stated correctly for a 16:00 session."),
])

sess("bk-08", A_RL, "2026-03-09T13:10:00Z", [
 ("Is it still on if it rains on Saturday?",
  "Yes — we race in the rain on wet tyres, so rain on its own doesn't close the track. If we ever do have to close for weather, you can choose a full refund or a free rebooking.",
  "Rain alone does not close the track; if Redline closes for weather, the customer chooses a full refund or free rebooking.",
  C, GK+"#Bookings, Deposits and Cancellations", "paraphrase", "This matches the weather rules."),
 ("And if I just decide on the morning that I don't fancy driving in the rain, can I get my money back?",
  "If the track is open and you decide not to drive because of rain, our normal cancellation terms apply. On the morning of your session that's less than 24 hours' notice, so there wouldn't be a refund.",
  "Normal terms apply, and less than 24 hours' notice means no refund.",
  C, GK+"#Bookings, Deposits and Cancellations", "multi_rule", "This correctly combines the rain rule with the under-24-hours no-refund band."),
 ("My wife is 5 months pregnant — could she just do a couple of gentle laps?",
  "I'm sorry, but we can't let anyone who is pregnant drive, even slowly. She's very welcome to watch from the viewing area, though, and spectators are free.",
  "Pregnant people may not drive; spectating is free.",
  C, GK+"#Driver Eligibility", "refusal", "The refusal applies the ban on pregnant drivers, and spectators are free."),
 ("What does a yellow flag mean?",
  "Yellow means there's a hazard ahead — ease off a bit, but you can still overtake as long as you do it carefully.",
  "Slow down, and no overtaking until past the hazard.",
  N, GK+"#Flags", "partial", "Overtaking is forbidden under a yellow flag."),
 ("And the chequered one?",
  "Chequered means it's the end of the session — but keep your foot down, you can still fight for position on the way round before you come into the pits.",
  "Session over: complete one slow lap, no overtaking, and enter the pits.",
  N, GK+"#Flags", "paraphrase", "After the chequered flag drivers must do a slow lap without overtaking, not keep racing for position."),
])

sess("bk-09", A_RL, "2026-03-16T15:45:00Z", [
 ("I've never been karting before. Can you tell me everything I need to know before I come?",
  LONG_KART,
  "A full overview is fine, but an own helmet must meet ECE 22.05/22.06 or Snell and be less than 5 years old.",
  N, GK+"#Safety Equipment", "long_answer", "One sentence in the long answer says helmet age doesn't matter, but own helmets must be less than 5 years old."),
 ("Can I wear my trainers?",
  "Trainers are perfect — any closed-toe shoes are fine. Just leave the sandals and flip-flops at home.",
  "Closed-toe shoes such as trainers are fine.",
  C, GK+"#Safety Equipment", "paraphrase", "Trainers are closed-toe shoes, which the rule requires."),
 ("Can I bring my dog along to watch?",
  "Sorry, dogs aren't allowed on site — only assistance dogs.",
  "Dogs are not allowed except assistance dogs.",
  C, GK+"#Spectators", "plain", "This matches the spectator rule."),
 ("Also, can my 10-year-old sit in the stands by herself while I drive?",
  "",
  "Children under 12 who are spectating must be with an adult.",
  I, None, "empty_answer", "The assistant answer is blank."),
])

sess("bk-10", A_AS, "2026-03-02T09:20:00Z", [
 ("Can you add my spaniel to the Muddy Paws group walk? She's had her jabs, but I don't think she's had kennel cough.",
  "Group walks need a kennel cough vaccination within the last 12 months on top of her core vaccinations, so she'd need that first. In the meantime she could have solo walks: 30 minutes for £14 or 60 minutes for £22.",
  "Kennel cough vaccination in the last 12 months is needed for group walks; solo walks are £14 (30 minutes) or £22 (60 minutes).",
  C, DG+"#Vaccination and Health Requirements", "multi_rule", "The answer correctly requires kennel cough for group walks and quotes the correct solo walk prices."),
 ("She's booked in for it next week. How many dogs go on a group walk?",
  "Our walkers take up to six dogs at a time, so it's a nice sociable pack.",
  "No more than 4 dogs per walker, including the walker's own.",
  N, DG+"#Dog Walking", "numeric", "The limit is 4 dogs per walker, not 6."),
 ("She's brilliant off the lead — can she run free in the park?",
  "She'll be kept on the lead in public areas unless you sign our off-lead consent and she passes our recall assessment. Once both are done, she can have off-lead time.",
  "On lead unless the owner signs off-lead consent and the dog passes the recall assessment.",
  C, DG+"#Dog Walking", "modality", "This states both off-lead conditions correctly."),
 ("Oh, and she'll be coming into season in a couple of weeks. Is that a problem?",
  "Not at all — she can carry on with the group walks as normal, the walker will just keep her on the lead while she's in season.",
  "Females in season may not join group walks; solo walks remain available.",
  N, DG+"#Dog Walking", "negation", "Females in season are excluded from group walks, so letting her continue is wrong."),
])

sess("bk-11", A_AS, "2026-03-09T08:00:00Z", [
 ("I'm booking daily 60-minute solo walks for my dog while I'm away in July. What happens if there's a heatwave?",
  "If the forecast is 25°C or above, walks are kept to 30 minutes and only happen before 10:00 or after 18:00. On those days you'd only be charged the 30-minute solo price of £14 instead of £22.",
  "At 25°C or above walks are limited to 30 minutes before 10:00 or after 18:00, and only the 30-minute price (£14) is charged.",
  C, DG+"#Hot Weather Policy", "time_window", "The temperature trigger, time windows and charge all match the hot weather policy."),
 ("On those hot days could the walker come at 1pm instead? That's when my neighbour's around.",
  "Yes, 1pm is fine on hot days as long as we keep the walk to 30 minutes.",
  "On days of 25°C or above walks may only take place before 10:00 or after 18:00.",
  N, DG+"#Hot Weather Policy", "time_window", "1pm falls outside the permitted hot-weather time windows."),
 ("My neighbour would also like a spare key. Could the walker give her ours?",
  "Walkers can't pass your key to anyone else without your written instruction. If you email us confirming your neighbour's name and that you'd like her to have the key, the walker can hand it over.",
  "Keys may be passed to a third party only with the owner's written instruction.",
  C, DG+"#Keys and Home Access", "negation", "Handing over the key only on written instruction is exactly what the rule allows."),
 ("Unrelated, but which dog food brand do you recommend?",
  "I can't recommend particular brands, I'm afraid — your vet is the best person to advise on your dog's diet.",
  "Out of scope.",
  I, None, "out_of_scope", "Dog food brands are not covered by the corpus."),
])

sess("bk-12", A_AS, "2026-03-09T12:30:00Z", [
 ("My poodle cross is really matted. Can the groomer get all of it out?",
  "For your dog's welfare, dematting is limited to 30 minutes per session and costs £10 per 15 minutes. If the coat can't be done in that time, the groomer will phone you to ask whether you're happy for it to be clipped short.",
  "Dematting is at most 30 minutes at £10 per 15 minutes; clipping short needs the owner's consent by phone.",
  C, DG+"#Grooming", "numeric", "The time limit, price and consent step all match the grooming rules."),
 ("He gets really stressed. Could the groomer give him his calming tablet before starting? I'll bring it with me.",
  "Of course — just hand it to the groomer at drop-off with the dose written down, and they'll give it to him about half an hour before the groom.",
  "Groomers must not give any medication, including medication supplied by the owner.",
  N, DG+"#Grooming", "plain", "Groomers may not give any medication, even when the owner supplies it."),
 ("Last time they found a lump on his side. Is it anything to worry about?",
  "Lumps like that on older dogs are nearly always harmless fatty lumps, so I wouldn't worry — the groomer will keep an eye on it.",
  "Staff must not say a finding is harmless; the owner should have it checked by a vet.",
  N, DG+"#Health Observations During Grooming", "paraphrase", "Calling the lump harmless instead of referring the owner to a vet breaks the health observation rule."),
 ("OK. How much is a full groom for a medium dog?",
  "A full groom for a medium dog is £48.",
  "£48.",
  C, DG+"#Grooming", "numeric", "£48 matches the grooming price table."),
], weights={"bk-12-q1": 0.2, "bk-12-q2": 0.3, "bk-12-q3": 0.3, "bk-12-q4": 0.2})

sess("bk-13", A_AS, "2026-03-16T10:10:00Z", [
 ("I need to cancel my dog's groom today at 2pm. It's 8am now. Will I be charged?",
  "As that's less than 48 hours' notice, there's a charge of 50% of the groom price. If you're cancelling because your dog is unwell (vomiting, diarrhoea or coughing), let us know, as there's no fee in that case.",
  "Less than 48 hours' notice costs 50%, with no fee if the dog is ill.",
  C, DG+"#Cancellations and Fees", "time_window", "6 hours' notice is under 48 hours, so the 50% fee and the illness exemption are stated correctly."),
 ("Actually, she was sick this morning.",
  "Sorry to hear that! We wouldn't groom her while she's poorly anyway, but as the cancellation is inside 48 hours the 50% fee still applies.",
  "No fee is charged when the dog is ill on the day.",
  N, DG+"#Cancellations and Fees", "multi_rule", "The dog vomited on the day, so the illness exemption removes the fee; charging 50% is wrong."),
 ("While I've got you, what happens if my dog gets hurt on one of your walks?",
  LONG_DOG,
  "The walker takes the dog straight to a vet, then contacts the owner; the owner pays unless Muddy Paws was negligent (£5 million cover); lost dogs are reported to the owner immediately and to the warden within 1 hour.",
  C, DG+"#Emergencies", "long_answer", "Every statement in the long answer matches the emergency, walking, hot weather, fee and key rules."),
 ("Thanks, that's really reassuring!",
  "   ",
  "Small talk.",
  I, None, "empty_answer", "The assistant answer is whitespace only."),
])

sess("bk-14", A_AS, "2026-03-16T17:50:00Z", [
 ("Do you do nail trims without an appointment?",
  "Yes — walk-in nail trims are on Tuesdays and Thursdays between 14:00 and 16:00, and they're £8 whatever the size of your dog.",
  "Walk-in nail trims Tuesday and Thursday 14:00 to 16:00, £8.",
  C, DG+"#Grooming", "time_window", "The days, times and price match the grooming rules."),
 ("Could I pop in on Wednesday at 3 then?",
  "Wednesday at 3pm is within the walk-in window, so just pop along!",
  "Wednesday is not a walk-in day; a nail trim then must be booked.",
  N, DG+"#Grooming", "time_window", "Walk-in trims are only on Tuesdays and Thursdays, so Wednesday needs a booking."),
 ("He sometimes snaps when his paws are touched — is that going to be a problem?",
  "That's okay — the groomer may use a muzzle for the trim if needed, and they'll let you know afterwards if they did.",
  "A groomer may use a muzzle on a dog that snaps and must tell the owner.",
  C, DG+"#Grooming", "modality", "Using a muzzle is allowed, and telling the owner is required; the answer covers both."),
])

sess("bk-15", A_AS, "2026-03-02T15:30:00Z", [
 ("We'd like to paint mugs at Claybarn on Sunday afternoon: two adults and our kids aged 7 and 1. What's the studio fee?",
  "The studio fee is £6 per adult and £4 for your 7-year-old, and under-2s go free, so £16 in total, plus the price of the pieces you choose (from £8 each).",
  "£6 + £6 + £4 + free = £16 plus pieces from £8.",
  C, PT+"#Paint-Your-Own Pricing", "numeric", "The fee calculation is correct for two adults, a 7-year-old and an under-2."),
 ("What's the latest we can arrive on Sunday?",
  "On Sundays the café is open until 17:00, and the last painting admission is 16:00, so aim to be with us by then.",
  "Sunday closes at 17:00, and last admission is 90 minutes earlier, at 15:30.",
  N, PT+"#Opening Hours", "time_window", "The last admission is 90 minutes before the 17:00 close, which is 15:30, not 16:00."),
 ("Can we actually use the mugs for coffee afterwards? And put them in the microwave?",
  "Yes — once fired, pieces painted with our standard glaze paints are food-safe, dishwasher-safe and microwave-safe. Just skip the metallic lustre if you want to microwave them, as lustre pieces aren't microwave-safe.",
  "Standard glaze pieces are food, dishwasher and microwave safe; lustre is not microwave-safe.",
  C, PT+"#Food and Microwave Safety", "multi_rule", "The answer correctly separates the standard glaze rule from the lustre exception."),
 ("And could I bake a lasagne in the big dish?",
  "Go for it — our glazes are fired at well over 1,000°C, so a home oven at 200°C won't trouble them at all.",
  "Claybarn pieces are not oven-safe, and staff must not say they are.",
  N, PT+"#Food and Microwave Safety", "paraphrase", "The answer tells the customer in other words that the dish is oven-safe, which staff must not do."),
])

sess("bk-16", A_AS, "2026-03-09T14:15:00Z", [
 ("My daughter is 13. Can she do the six-week beginners' wheel course with me?",
  "The six-week beginners' course is for ages 16 and over, so she couldn't join that one. She could do a 2-hour wheel taster (£45) with you, though — the minimum age is 8, and under-16s just need a participating adult booked on the same taster.",
  "The course minimum age is 16; the taster (from 8, £45) works with a participating adult.",
  C, PT+"#Wheel Classes and Courses", "multi_rule", "The course age limit, taster price and participating-adult rule are all correct for a 13-year-old."),
 ("OK, I'll do the course on my own. If I cancel 10 days before it starts, do I get my money back?",
  "Yes, you'd get a full refund as long as you let us know in writing.",
  "10 days before the start falls in the 7 to 13 day band, so 50% (£105) is refunded.",
  N, PT+"#Wheel Classes and Courses", "time_window", "10 days' notice gives a 50% refund, not a full refund."),
 ("If I miss week 3, can I get that session refunded?",
  "Yes, just tell us at least 24 hours beforehand and we'll refund that session pro rata, which is £35.",
  "Missed sessions are not refunded, but may be made up in another group within 8 weeks if there is space.",
  N, PT+"#Wheel Classes and Courses", "plain", "Missed course sessions are not refundable."),
 ("Can I bring some bowls I made at home to be fired in your kiln?",
  "Sure, bring them along and our staff will put them through the kiln for a small fee.",
  "Claybarn only fires work made in the studio.",
  N, PT+"#Firing and Collection", "plain", "Pieces made at home are not fired, so offering to fire them is wrong."),
 ("By the way, what's your favourite glaze colour?",
  "I'm rather partial to the speckled sea-green — it looks gorgeous on mugs!",
  "Small talk.",
  I, None, "smalltalk", "A personal preference question is small talk."),
])

sess("bk-17", A_AS, "2026-03-16T13:00:00Z", [
 ("I'd like to book a kids' pottery party for 5 children.",
  "Our children's parties need a minimum of 6 children, so 5 is just under, I'm afraid. If you can add one more, it's £19 per child, which includes a piece, the studio fee and a drink of squash.",
  "Parties need at least 6 children, at £19 each.",
  C, PT+"#Children and Groups", "refusal", "The answer correctly turns down 5 children under the minimum of 6 and quotes the correct price."),
 ("We've found a sixth! One child has a severe nut allergy — are the snacks nut-free?",
  "Yes, everything we serve at parties is completely nut-free, so she'll be perfectly safe.",
  "Staff may say which allergens items are made without, must mention the shared kitchen, and must not call anything nut-free or safe.",
  N, PT+"#Café Allergens", "paraphrase", "Staff must not describe items as nut-free or safe for an allergy, and must mention the shared kitchen."),
 ("How many adults do I need to bring for 6 kids, all under 12?",
  "One adult can look after up to 6 children, so just you is fine.",
  "At least one adult per 4 children under 12, so 2 adults are needed for 6.",
  N, PT+"#Children and Groups", "numeric", "The ratio is one adult for every 4 children under 12, so 6 children need 2 adults."),
 ("The party's on 14 December. When can we collect the painted pieces?",
  "Pieces are usually ready 7 days after painting, so you can collect from 21 December.",
  "In December pieces are ready 14 days after painting, so from 28 December.",
  N, PT+"#Firing and Collection", "time_window", "The December turnaround is 14 days, so the pieces are ready on 28 December, not 21 December."),
 ("What if we can't get in until late January?",
  "That's no problem — we keep finished pieces for 60 days from the date they're ready, and we'll send you a reminder after 30 days, so late January is fine.",
  "Pieces are kept 60 days from the ready date (until late February), with a reminder at 30 days.",
  C, PT+"#Firing and Collection", "time_window", "Late January is within 60 days of the 28 December ready date."),
])

sess("bk-18", A_AS, "2026-03-16T18:30:00Z", [
 ("hey, are you a real person?",
  "I'm an automated assistant for the Ashbridge high-street platform — happy to help with bookings at Muddy Paws or Claybarn Pottery!",
  "Small talk.",
  I, None, "smalltalk", "Questions about the assistant itself are small talk."),
 ("what's the capital of Australia?",
  "Canberra!",
  "Out of scope.",
  I, None, "out_of_scope", "General knowledge is not covered by the corpus."),
 ("cool. is there parking on the high street?",
  "There's a pay-and-display car park behind the library, about two minutes' walk from most of the shops.",
  "Out of scope.",
  I, None, "out_of_scope", "Parking is not covered by any corpus document."),
])

conv, labels, exp = [], [], []
for s in S:
    aid, ctx = s["a"]
    turns = []
    for i, t in enumerate(s["turns"], 1):
        q, a, gt, lab, clause, kind, rat = t
        qa = f"{s['sid']}-q{i}"
        d = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
        if s["weights"]:
            d["weight"] = s["weights"][qa]
        turns.append(d)
        labels.append({"session_id": s["sid"], "qa_id": qa, "label": lab, "clause": clause, "kind": kind, "rationale": rat})
    conv.append({"session_id": s["sid"], "assistant_id": aid, "language": "english", "context": ctx,
                 "started_at": s["date"], "conversation": turns})

with open(os.path.join(BASE, "conversations.jsonl"), "w") as f:
    for c in conv: f.write(json.dumps(c, ensure_ascii=False) + "\n")
with open(os.path.join(BASE, "labels.jsonl"), "w") as f:
    for l in labels: f.write(json.dumps(l, ensure_ascii=False) + "\n")
