# -*- coding: utf-8 -*-
"""Hand-written sessions for the blind-y evaluation set.

Each turn: (query, assistant, ground_truth, label, clause, kind, rationale[, weight])
Clause prefixes are expanded by build.py.
"""

L = "laser-tag-arena-code.md#"
T = "tandem-skydiving-code.md#"
S = "company/skyward-tandem-policy.md#"
C = "chauffeur-hire-code.md#"
X = "taxidermy-studio-code.md#"
B = "leisure-services-booking-regulation.md#"

CO, NC, IR = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

SKY = "skyward-tandem-assistant"
LEI = "northvale-leisure-assistant"
GIL = "gildedmile-chauffeur-assistant"

LONG_SKYWARD = """Of course - here's a full guide you can tuck into the card.

WHO CAN JUMP
Your partner needs to be 18 or older on the day, between 1.50 m and 1.95 m tall, and no heavier than 100 kg with her clothes on. We weigh everyone at check-in, so it's worth being accurate when you book - if the scales show more than the limit, we can't take her up. If she's 55 or older, she'll need a fitness certificate from her doctor dated within the 60 days before the jump. Pregnant passengers can't jump, and she shouldn't go scuba diving in the 24 hours beforehand. Alcohol-wise, she just needs to avoid drinking for the 12 hours before her jump.

THE MEDICAL FORM
On the day she'll fill in a short medical declaration. If she answers yes to anything about a heart condition, epilepsy, an operation in the last six months, or a back or neck injury, she must bring a doctor's certificate dated no more than 90 days before the jump. Without it we can't let her jump that day.

WHEN WE'RE OPEN
We fly Wednesday to Sunday; on Mondays and Tuesdays we're closed. Check-in opens at 08:00, the first load goes up at 09:00, and the latest anyone can check in is 15:00. Please arrive at least 45 minutes before her booked load.

THE BRIEFING
Every passenger gets a ground briefing of at least 30 minutes. It covers how to leave the aircraft, the body position in freefall, and how to hold her legs up for landing. If she turns up after a briefing has started, she'll join the next one - another reason to come early.

THE JUMP ITSELF
Her instructor will be fully rated and very experienced. She can go from 10,000 ft or 13,000 ft - we don't fly tandems any higher than that - and the main canopy is always open by 5,000 ft at the latest, followed by a calm canopy ride down to the landing area.

WEATHER
Skydiving depends on the weather. We don't fly tandems if the sustained ground wind is above 15 knots, if gusts are above 20 knots, or if the cloud base is below 5,000 ft. When conditions go outside those limits, we wait until they've been back within limits for at least half an hour before flying again. If we have to cancel, she can rebook free of charge or ask for a full refund, which we pay within 7 days of the request.

VIDEO AND PHOTOS
Filming is completely optional. A handcam video is EUR 89, handcam video plus photos is EUR 119, and an outside camera flyer with video and photos is EUR 159. If footage is ever lost, the package price is refunded within 5 working days.

THE VOUCHER
The voucher is valid for 24 months from the date you buy it and can be passed on once, free of charge, to someone who meets the same eligibility rules. It can't be swapped for cash.

QUESTIONS?
Our office on 555-0142 is staffed from 09:00 to 17:00 on jump days.

Have a wonderful celebration!""".replace("EUR ", "\u20ac")

LONG_TAXIDERMY = """Good for him - it's a lovely craft to pick up young. Here's how the studio rules apply to someone his age.

CAN HE WORK THERE AT ALL?
Yes. Studios may take apprentices from the age of 16, so he's just old enough to start.

WHAT HE CAN'T TOUCH UNTIL HE'S 18
Two kinds of chemicals are off-limits for anyone under 18: tanning acids and solvent-based degreasers. He can't handle either of them until his 18th birthday, even with someone watching over him. In practice, the pickling and degreasing stages of hide preparation will be done by older staff while he's given other jobs.

CHEMICALS NOBODY USES
Arsenic-based preservatives are banned outright in every studio, whatever the age of the worker. If he ever finds an old tin of that sort of thing at the back of a cupboard, it shouldn't be in use and he should tell the owner.

WHAT THE STUDIO HAS TO PROVIDE
Any room where tanning acids or solvents are used needs working fume extraction. Everyone who works with chemicals must be given gloves and eye protection free of charge - he shouldn't be asked to buy his own.

JOBS HE COULD REALISTICALLY HELP WITH
Plenty of the work doesn't involve restricted chemicals at all:
- Intake: checking that each specimen arrives with a completed provenance form - the name and address of whoever brings it in, where and when the animal died or was found, and the cause of death if known. Nobody may start work until that form is complete.
- Freezing: if a specimen won't be worked on the same day, it has to be in the freezer at -18 degrees C or colder within 4 hours of arriving. That's a good task for a junior to own.
- Paperwork: every customer gets a written intake receipt showing the work ordered, the price, the deposit and an estimated completion date, and intake records are kept for 6 years, so careful filing matters.
- Protected species: if someone brings in a barn owl, an otter or a red kite, it can only be taken in with a salvage permit number, and the studio must check that permit with the Wildlife Registry before anyone starts work. He should learn to flag those straight away.
- Shop labels: any mount the studio sells needs a label giving the species, the date of death or finding, and the studio's registration number.

PAY AND HOURS
Wages, working hours and contracts for young workers aren't part of the studio code, so those are for him, his parents and the studio to agree - it's worth checking the general rules on youth employment separately.

I hope he has a great summer there!""".replace("degrees C", "\u00b0C")

LONG_CHAUFFEUR = """I'm sorry to hear that - and you're right to ask, because our chauffeurs work under firm limits on driving time. Here's how those limits work and how they apply to your day.

THE LIMITS
- Driving time: a chauffeur may drive for no more than 10 hours in any 24-hour period.
- Breaks: after 4 hours 30 minutes of continuous driving, the chauffeur has to stop for at least 30 minutes.
- Rest: between two duty periods there must be at least 10 hours in a row off duty.

DRIVING VERSUS WAITING
Time spent parked and waiting for you - outside a restaurant or a venue, for example - counts as time on duty but not as driving time. So a 13-hour booking isn't automatically a breach: what matters is how long the chauffeur was actually behind the wheel and whether he took his breaks.

YOUR HEN PARTY
From 10:00 to 23:00 is 13 hours. If the car was on the move for most of that time, the driving total would have gone past 10 hours, and any stretch of more than four and a half hours on the road without a 30-minute stop would also be outside the rules.

WHAT SHOULD HAVE HAPPENED
When a booking can't be done within these limits, the operator has to put a second chauffeur on it. We may only charge you for that second chauffeur if the charge was shown in your written quote - if it wasn't in the quote, the cost is ours, not yours.

WHAT I'LL DO NOW
I'll ask our operations team to pull the journey log for your booking so we can see the real driving time and the breaks taken. If our chauffeur drove beyond the limits, that's a failing on our side, and it will be addressed together with your question about the cleaning charge.

IF YOU WANT TO RAISE IT FORMALLY
You can send us a written complaint. We'll acknowledge it within 5 working days and send our final response within 30 calendar days. If you're not satisfied, or if 30 days pass without a final answer, you can take it to the Northvale Consumer Adjudicator on 555-0199; that's free for you, and you have up to 6 months after our final response to do it.

Thank you for telling us - the safety of passengers and drivers matters a great deal to us."""

SESSIONS = [
# ---------------------------------------------------------------- Skyward
dict(session_id="by-01", assistant_id=SKY, started_at="2025-05-12T09:14:00Z",
     context="Website chat on the Skyward Tandem Centre booking page (Harrowfield Airfield). A parent asks about jumping with their daughter.",
     turns=[
  ("Hi! My daughter turns 17 next month and she's desperate to do a tandem jump with me. Can she come along if I sign the consent form?",
   "What a brilliant thing to do together! At 17 she can jump with us as long as you sign the parental consent form and you're there with her on the day.",
   "No. Skyward only takes passengers aged 18 or over; parental consent doesn't make an exception, even though the general code allows 16-17 year olds.",
   NC, S+"Passenger Eligibility at Skyward", "multi_rule",
   "The general code allows 16-17 year olds with consent, but the stricter Skyward policy sets a minimum age of 18 with no consent exception; the company rule applies to this assistant."),
  ("Fair enough. What about me - I'm 57. Do I need anything from my doctor?",
   "Yes - because you're over 55, please bring a fitness certificate from your GP, dated within the 60 days before your jump day.",
   "Yes: passengers aged 55 or over need a doctor's fitness certificate dated no more than 60 days before the jump.",
   CO, S+"Passenger Eligibility at Skyward", "numeric",
   "Skyward requires a certificate from age 55, dated within 60 days; a 57-year-old is covered and the answer states both numbers correctly."),
  ("I'm about 104 kg with clothes on. Is that a problem?",
   "You're fine there - the weight limit is 110 kg fully clothed, so 104 kg is comfortably inside it.",
   "Unfortunately yes: Skyward's limit is 100 kg fully clothed and everyone is weighed at check-in, so at 104 kg you couldn't jump with us.",
   NC, S+"Passenger Eligibility at Skyward", "numeric",
   "Quotes the 110 kg limit of the general code; Skyward's stricter limit of 100 kg applies, so 104 kg is over it."),
  ("Lovely. What's the weather usually like out at the airfield in June?",
   "June tends to be one of the nicest months out here - long evenings and mostly settled weather, though the odd breezy afternoon does turn up.",
   "A friendly general reply; no corpus rule covers typical climate.",
   IR, None, "out_of_scope",
   "Typical seasonal weather is not covered by any document in the corpus."),
]),
dict(session_id="by-02", assistant_id=SKY, started_at="2025-06-03T13:02:00Z",
     context="Website chat with Skyward Tandem Centre; a customer comparing jump heights and video options. Turn weights set by the evaluation author.",
     turns=[
  ("Hello there!",
   "Hello, and welcome to Skyward Tandem! What can I help you with today?",
   "A friendly greeting.",
   IR, None, "smalltalk", "Greeting only; no rule applies.", 0.1),
  ("What does a jump from 13,000 feet cost, and how much extra is the handcam with photos?",
   "A 13,000 ft tandem is \u20ac289, and the handcam video plus photos package is \u20ac119 on top - \u20ac408 altogether.",
   "13,000 ft costs \u20ac289; handcam video and photos is \u20ac119, so \u20ac408 in total.",
   CO, S+"Prices", "numeric",
   "Both prices and the sum match the Skyward price table.", 0.3),
  ("Could I go even higher, like 15,000 ft? I read that you don't need oxygen below that.",
   "You're right that the general rules let centres take tandems up to 15,000 ft without oxygen, but Skyward's highest exit is 13,000 ft, so that's the top of what we can offer you.",
   "The code would allow 15,000 ft without oxygen, but Skyward does not offer exits above 13,000 ft.",
   CO, S+"Prices", "multi_rule",
   "Correctly combines the code's 15,000 ft oxygen threshold with Skyward's own 13,000 ft maximum.", 0.3),
  ("Do I have to buy the video?",
   "For first-time jumpers the handcam package is required, since our instructors use the footage for a safety debrief afterwards - returning jumpers can skip it, though.",
   "No. Video and photo packages are optional; a centre may not make buying one a condition of the jump.",
   NC, T+"Video and Photo Packages", "modality",
   "Turns an optional extra into a requirement for first-timers; the code forbids making a package a condition of the jump.", 0.3),
]),
dict(session_id="by-03", assistant_id=SKY, started_at="2025-07-08T16:40:00Z",
     context="Skyward Tandem Centre chat. The customer has a tandem booked for Saturday 12 July 2025. The chat takes place on Tuesday 8 July.",
     turns=[
  ("My jump is on Saturday the 12th. The forecast says sustained winds of about 17 knots. Will it go ahead?",
   "17 knots is within limits - tandems can keep flying until ground winds go past 20 knots, so unless the gusts pick up you should be jumping.",
   "Probably not: Skyward holds tandems when sustained ground wind exceeds 15 knots (gusts 20), which is stricter than the code's 20 knots.",
   NC, S+"Weather Limits at Skyward", "numeric",
   "Uses the general code's 20-knot limit; Skyward's stricter 15-knot limit applies, and 17 knots is over it."),
  ("If you do call it off because of the weather, how quickly would I get my money back if I don't want to rebook?",
   "If we cancel for weather you can pick a new date at no cost or ask for your money back - a refund is paid within 7 days of you asking for it.",
   "Free rebooking or a full refund, paid within 7 calendar days of the request.",
   CO, S+"Cancellations and Refunds at Skyward", "time_window",
   "Matches Skyward's 7-day refund window, which is shorter than the code's 14 days and therefore applies."),
  ("Could my brother take my slot instead? Who do I talk to about that?",
   "Swapping the name on a booking isn't something I can do in this chat, I'm afraid. Please ring the office on 555-0142 - it's staffed from 09:00 to 17:00 on jump days, so the earliest you'll reach someone is tomorrow, Wednesday.",
   "Contact the office on 555-0142, staffed 09:00-17:00 on jump days (Wednesday to Sunday), so from Wednesday.",
   CO, S+"Opening Days and Times", "plain",
   "Office number, hours and jump days are stated correctly; Tuesday is not a jump day, so Wednesday is right."),
]),
dict(session_id="by-04", assistant_id=SKY, started_at="2025-03-20T18:25:00Z",
     context="Skyward Tandem Centre chat. A customer is buying a gift voucher for their partner's birthday.",
     turns=[
  ("I'd like to buy a voucher for my partner's birthday. How long would it be valid for?",
   "Our vouchers are valid for 18 months from the date you buy them, so there's plenty of time to pick a day.",
   "Skyward vouchers are valid for 24 months from purchase.",
   NC, S+"Vouchers at Skyward", "multi_rule",
   "18 months is the code's minimum, but Skyward's own policy gives 24 months; the assistant misstates the company term."),
  ("And if it runs out before she gets round to using it?",
   "If it does lapse, just get in touch - we can stretch it by another six months one time, for a small charge that won't go above \u20ac30.",
   "An expired voucher can be extended once by 6 months for a fee of at most \u20ac30.",
   CO, T+"Gift Vouchers", "paraphrase",
   "Skyward's policy is silent on extensions, so the code applies; the reworded answer matches it."),
  ("Can she hand it to her sister if she decides skydiving isn't for her?",
   "Yes - it can be passed on once without any charge, as long as her sister meets our eligibility rules, such as being at least 18 and no more than 100 kg.",
   "Yes, once and free of charge, if the new holder meets Skyward's eligibility rules.",
   CO, S+"Vouchers at Skyward", "plain",
   "Matches the one free transfer and the eligibility condition."),
  ("Could you give me a full rundown of what she needs to know before the day - who can jump, arrival, briefing, weather, the lot? I'd like to print it and put it in the card.",
   LONG_SKYWARD,
   "Same guide, but with the Skyward alcohol rule: no jumping within 24 hours of drinking alcohol.",
   NC, S+"Passenger Eligibility at Skyward", "long_answer",
   "Long, otherwise correct guide containing one wrong sentence: it says 12 hours without alcohol, while Skyward's stricter rule is 24 hours."),
]),
dict(session_id="by-05", assistant_id=SKY, started_at="2025-08-14T11:50:00Z",
     context="Skyward Tandem Centre chat. The customer says they are 42 years old.",
     turns=[
  ("I'm 42 and I had knee surgery four months ago. Am I still OK to jump?",
   "Four months is long enough that it won't affect anything - you won't need any paperwork, just fill in the usual medical form on the day.",
   "Surgery in the last 6 months means you must bring a doctor's certificate dated no more than 90 days before the jump.",
   NC, T+"Medical Declarations", "negation",
   "Surgery within the last 6 months triggers the certificate requirement; the answer says none is needed."),
  ("Right, I'll ask my doctor for a note then. Does it need to be recent?",
   "Yes - it should be dated no more than 90 days before your jump date.",
   "Yes, dated no more than 90 days before the jump.",
   CO, T+"Medical Declarations", "numeric",
   "90 days is correct for a medical-declaration certificate; the 60-day Skyward rule only applies from age 55, and the customer is 42."),
  ("I'm diving on Saturday morning and come out of the water around 10:00. Could I jump on Sunday at 13:00?",
   "Yes - you need at least 24 hours between scuba diving and jumping, and 10:00 Saturday to 13:00 Sunday gives you 27 hours.",
   "Yes; 27 hours is more than the 24-hour gap required after scuba diving.",
   CO, T+"Passenger Eligibility", "time_window",
   "Correct 24-hour rule and correct arithmetic."),
  ("Can you recommend a decent hotel near Harrowfield?",
   "I can't recommend particular hotels, but the local tourist office keeps a list of places to stay nearby.",
   "A polite pointer elsewhere; no rule applies.",
   IR, None, "out_of_scope", "Accommodation is not covered by the corpus."),
  ("Thanks, that's really helpful!",
   "You're welcome - blue skies!",
   "A friendly sign-off.",
   IR, None, "smalltalk", "Thanks and sign-off only."),
]),
dict(session_id="by-06", assistant_id=SKY, started_at="2025-09-29T10:05:00Z",
     context="Skyward Tandem Centre chat on Monday 29 September 2025. The customer booked online about an hour earlier for a jump on 16 October 2025. Turn weights set by the evaluation author.",
     turns=[
  ("Actually, could I come and jump tomorrow instead?",
   "Tomorrow works - check-in opens at 08:00 and the first plane goes up at 09:00.",
   "No: tomorrow is Tuesday and Skyward is closed on Mondays and Tuesdays; jump days are Wednesday to Sunday.",
   NC, S+"Opening Days and Times", "time_window",
   "Tuesday 30 September is a closed day at Skyward.", 0.4),
  ("What about Thursday then - what's the latest I could turn up?",
   "Thursday's a flying day. Just make sure you've checked in by three in the afternoon - that's our final check-in.",
   "Thursday is a jump day; latest check-in is 15:00.",
   CO, S+"Opening Days and Times", "paraphrase",
   "Thursday is within Wednesday-Sunday and 'three in the afternoon' matches the 15:00 latest check-in.", 0.2),
  ("If I decide tomorrow that I don't want to jump at all, do I lose anything on the 16 October booking?",
   "No - you're within 48 hours of booking and the jump is more than a week away, so you can cancel for a full refund. Even later, cancelling at least 7 days before the jump still gets you everything back, because we don't charge an admin fee.",
   "Nothing is lost: the cooling-off right applies (within 48 hours, jump more than 7 days away), and Skyward refunds fully without admin fee when cancelling 7+ days before.",
   CO, B+"Cooling-Off for Remote Bookings", "multi_rule",
   "Correctly combines the regulation's cooling-off right with Skyward's no-fee refund for 7+ days' notice.", 0.2),
  ("When will I get the receipt for my deposit?",
   "You'll receive a written receipt for your deposit within 5 working days.",
   "Within 2 working days of the deposit being received.",
   NC, B+"Deposits", "time_window",
   "The regulation requires a written deposit receipt within 2 working days, not 5.", 0.2),
]),
# ---------------------------------------------------------------- Northvale leisure: laser tag
dict(session_id="by-07", assistant_id=LEI, started_at="2025-04-04T17:30:00Z",
     context="Northvale Leisure directory chat. A parent is planning a birthday party at Photon Quarry Laser Arena, whose main arena is 350 m\u00b2.",
     turns=[
  ("I'm planning my son's 9th birthday at Photon Quarry - 14 kids aged 8 to 10. Can I just drop them off and come back in two hours?",
   "Sure - the marshals look after the games, so there's no need for a parent to hang around for that age group.",
   "No. Players aged 7-11 may only play while a supervising adult stays in the building for the whole session; staff and marshals don't count.",
   NC, L+"Minimum Age and Supervision", "negation",
   "Denies the supervision requirement for 7-11 year olds and wrongly treats marshals as supervision."),
  ("OK, so how many adults do we need for 14 kids?",
   "Each adult can be responsible for up to 8 children under 12, so for 14 you'll need at least two adults staying on site.",
   "At least two: one adult may supervise no more than 8 under-12s.",
   CO, L+"Minimum Age and Supervision", "plain",
   "Correct ratio and correct result."),
  ("Can all 14 play in the same game? It's the 350 m\u00b2 arena.",
   "Yes - in an arena between 200 and 499 m\u00b2 a game can have up to 20 players and last up to 20 minutes, so they can all play together.",
   "Yes: up to 20 players per game of up to 20 minutes in a 200-499 m\u00b2 arena.",
   CO, L+"Game Size and Duration", "plain",
   "Matches the table row for 200-499 m\u00b2."),
  ("The party is on a Sunday, starting at 19:45, and we've booked 90 minutes. Is that all right?",
   "That's fine - at weekends under-16s can stay until 22:30, so finishing at 21:15 is no problem.",
   "No: on a Sunday under-16s must be off the arena floor by 21:00, so a session ending at 21:15 is too late.",
   NC, L+"Opening Hours for Younger Players", "time_window",
   "The 22:30 extension only covers Friday, Saturday and public holidays; Sunday falls under the 21:00 limit."),
  ("What deposit can they ask us for? The total is \u20ac320.",
   "For a group of 10 or more the arena can ask for at most 25 % up front - that's \u20ac80 on \u20ac320. That sector cap takes the place of the general 30 % limit.",
   "At most 25 %, i.e. \u20ac80.",
   CO, L+"Group Bookings and Cancellations", "multi_rule",
   "Correctly applies the sector cap of 25 % instead of the regulation's general 30 %."),
]),
dict(session_id="by-08", assistant_id=LEI, started_at="2025-10-17T15:10:00Z",
     context="Northvale Leisure directory chat on Friday 17 October 2025. A parent asks about a 14-year-old going to a laser tag arena with friends on Saturday evening. Turn weights set by the evaluation author.",
     turns=[
  ("My 14-year-old wants to go to laser tag with his friends, no adults. What's needed?",
   "At 14 he can go without a grown-up in the building, as long as a parent or guardian has filled in and signed the arena's consent form at some point in the past year.",
   "Allowed if a parent or guardian signed the consent form within the previous 12 months.",
   CO, L+"Minimum Age and Supervision", "paraphrase",
   "Different wording, same rule for ages 12-15.", 0.2),
  ("He signed the form himself last time. Does that count?",
   "Since he's over 12, he may sign the consent form himself, so that's fine.",
   "No; at 14 the consent form must be signed by a parent or guardian. Only players aged 16 and over may sign their own waiver.",
   NC, L+"Minimum Age and Supervision", "modality",
   "Grants a permission the code reserves for players aged 16 and over.", 0.3),
  ("One of his friends has photosensitive epilepsy. There are 7 of them going tomorrow evening - can the arena switch off the strobes?",
   "Yes - for groups of six or more the arena must provide a strobe-free session at no extra cost, so just mention it when you arrive.",
   "They can ask, but as the request is under 48 hours before the session the arena is not obliged; it may agree at its discretion.",
   NC, L+"Lighting, Haze and Health Warnings", "partial",
   "Group size and no-charge parts are right, but the duty only applies to requests at least 48 hours ahead; tomorrow's session is inside that window.", 0.3),
  ("If they don't switch them off, how fast can the strobes flash?",
   "Strobe effects there are capped at four flashes a second.",
   "No more than 4 flashes per second.",
   CO, L+"Lighting, Haze and Health Warnings", "plain",
   "Correct limit.", 0.2),
]),
dict(session_id="by-09", assistant_id=LEI, started_at="2025-02-11T11:00:00Z",
     context="Northvale Leisure directory chat on Tuesday 11 February 2025 at 11:00. An office team of 12 has a laser tag session booked for Thursday 13 February at 18:00 and paid a \u20ac60 deposit.",
     turns=[
  ("If we cancel today, what happens to our \u20ac60 deposit?",
   "You're still more than 72 hours out, so the deposit would come back to you in full.",
   "Tuesday 11:00 to Thursday 18:00 is 55 hours, under 72, so the arena may keep the deposit.",
   NC, L+"Group Bookings and Cancellations", "time_window",
   "Miscounts the window: only 55 hours remain, so the free cancellation period has passed."),
  ("Could they charge us the rest of the booking price on top of that?",
   "No - the most they can hang on to is the deposit; nothing beyond it can be charged.",
   "No, nothing beyond the deposit.",
   CO, L+"Group Bookings and Cancellations", "negation",
   "Correct: late cancellation allows keeping the deposit only."),
  ("Actually we'll go. If 3 people don't turn up, do we still pay full price for them?",
   "Not the full price - no-shows can be charged up to 75 % of the per-player price.",
   "No-shows may be charged no more than 50 % of the per-player price.",
   NC, L+"Group Bookings and Cancellations", "numeric",
   "States 75 % instead of the 50 % cap."),
  ("Last time a colleague twisted her ankle and ended up at A&E. How fast should the arena have reported that?",
   "Because she needed hospital treatment, the arena had to report it to the Northvale Leisure Safety Office within 3 working days, and log it in the incident book on the same day.",
   "Logged the same day; reported to the Leisure Safety Office within 3 working days.",
   CO, L+"First Aid and Incident Reporting", "plain",
   "Both time limits are correct."),
  ("Do you know any good pizza places near the arena for afterwards?",
   "",
   "Any helpful reply; no rule applies.",
   IR, None, "empty_answer", "Blank answer (empty string) to an off-topic question."),
]),
dict(session_id="by-10", assistant_id=LEI, started_at="2025-08-02T20:41:00Z",
     context="Northvale Leisure directory chat; a user browsing late in the evening.",
     turns=[
  ("Who came up with laser tag in the first place?",
   "Infrared tag games grew out of military training equipment and became a commercial pastime in the 1980s, with toy sets for home play following soon after.",
   "A general history answer; no corpus rule applies.",
   IR, None, "out_of_scope", "History of the game is not covered by the corpus."),
  ("Ha, you know a lot. Do you ever get bored answering questions?",
   "Never - every question is a new one! Anything else I can help you with?",
   "A friendly reply.",
   IR, None, "smalltalk", "Small talk."),
  ("Any ideas for a good team name for our laser tag night?",
   " \n\t ",
   "Any light-hearted suggestion; no rule applies.",
   IR, None, "empty_answer", "Whitespace-only answer to an off-topic question."),
]),
# ---------------------------------------------------------------- Northvale leisure: taxidermy
dict(session_id="by-11", assistant_id=LEI, started_at="2025-01-22T10:15:00Z",
     context="Northvale Leisure directory chat. A customer wants their late cat preserved at a local taxidermy studio.",
     turns=[
  ("My cat Biscuit died last week and I'd like her preserved. What will the studio need from me?",
   "You'll need to fill in a provenance form - your name and address, when and where she died, and the cause if you know it - and give your written consent as her owner.",
   "A completed provenance form and the owner's written consent.",
   CO, X+"Specimen Provenance", "plain",
   "Both requirements are stated correctly."),
  ("She's in my freezer at home. Once I drop her off, what happens if they can't start straight away?",
   "If they can't begin on the same day, she'll be frozen at minus 10 \u00b0C or colder within 4 hours of being handed over.",
   "She must be frozen at -18 \u00b0C or colder within 4 hours of intake.",
   NC, X+"Intake, Freezing and Records", "numeric",
   "Keeps the 4-hour window but changes the temperature from -18 \u00b0C to -10 \u00b0C."),
  ("They've quoted \u20ac600 for a pet memorial mount. How much can they ask for up front?",
   "Deposits on any booking are capped at 30 %, so the most they can ask for now is \u20ac180.",
   "Up to 35 % for a pet memorial mount, i.e. \u20ac210; the studio code's cap replaces the general 30 %.",
   NC, X+"Deposits and Completion Dates", "multi_rule",
   "Applies the regulation's general 30 % cap although the taxidermy code sets its own 35 % cap for pet memorials."),
  ("When should she be ready?",
   "The studio will write an expected finishing date on your intake receipt, and for a pet memorial that date can't be set more than nine months out.",
   "The intake receipt shows an estimated completion date, at most 9 months away for a pet memorial.",
   CO, X+"Deposits and Completion Dates", "paraphrase",
   "Reworded but matches the receipt rule and the 9-month maximum."),
  ("And if they go way past that date?",
   "If the work still isn't finished 60 days after that date, you're entitled to cancel, get your whole deposit back, and take Biscuit home as she is.",
   "60 days after the estimated date you may cancel, get the full deposit back and take the specimen as it is.",
   CO, X+"Deposits and Completion Dates", "time_window",
   "Correct 60-day window and remedy."),
]),
dict(session_id="by-12", assistant_id=LEI, started_at="2025-11-05T14:22:00Z",
     context="Northvale Leisure directory chat. A customer found a dead barn owl by the road and asks about a taxidermy studio.",
     turns=[
  ("I found a dead barn owl by the road. Can a studio mount it for me?",
   "Yes - roadkill is fine to bring in. Just fill in the provenance form with where and when you found it and they can get started.",
   "Only with a salvage permit number: the barn owl is on the Protected Species Schedule, and the studio must verify the permit before starting work.",
   NC, X+"Protected Species", "partial",
   "The provenance form part is right, but a barn owl is protected, so the roadkill exception does not apply and a verified salvage permit is needed."),
  ("I do have a salvage permit number. Can they start the moment I hand it over?",
   "They'll need to check it with the Northvale Wildlife Registry first, and they can keep the owl frozen for up to 14 days while that's going on.",
   "They must verify the permit before starting and may keep the owl frozen for up to 30 days meanwhile.",
   NC, X+"Protected Species", "numeric",
   "The verification step is right, but the holding period is 30 days, not 14."),
  ("Once it's done, could I sell it at a craft fair?",
   "I'm afraid I can't help with selling that one - mounts of protected species can't be sold or swapped, even with a permit. You could lend it or give it to a museum or a school, though.",
   "No; protected-species mounts may not be sold or exchanged, but may be lent or given to a museum or school.",
   CO, X+"Sale of Mounts", "refusal",
   "Correct refusal with the permitted alternatives."),
  ("What about the mounted pheasants in the studio's shop - would one of those come with any paperwork?",
   "Pheasants aren't protected, so shop mounts like that are sold just as they are - no label or paperwork needed.",
   "Yes: every mount a studio sells must carry a label with the species, date of death or finding and the studio's registration number.",
   NC, X+"Sale of Mounts", "negation",
   "Denies the labelling duty that applies to every mount a studio sells."),
]),
dict(session_id="by-13", assistant_id=LEI, started_at="2025-06-18T09:40:00Z",
     context="Northvale Leisure directory chat on 18 June 2025. The customer's father has an uncollected deer head mount at a studio; the first completion notice was sent on 1 March 2025.",
     turns=[
  ("The studio sent my dad a notice on 1 March that his deer head was ready. Can they just get rid of it now?",
   "Since more than 90 days have gone by since the 1 March notice, the studio is now free to sell it or dispose of it.",
   "Not yet: after 90 days they must send a second notice by registered letter, and may only sell or dispose of it 30 days after that.",
   NC, X+"Collection and Uncollected Work", "partial",
   "The 90-day figure is right, but it leaves out the registered second notice and the further 30 days."),
  ("They did send a registered letter on 5 June. When could they dispose of it?",
   "Not before 5 July - they must wait 30 calendar days after the second notice. Even then they can only keep what he still owes plus storage, and any surplus from a sale goes back to him.",
   "Not before 5 July; they keep only the unpaid balance and storage, and return any surplus.",
   CO, X+"Collection and Uncollected Work", "time_window",
   "Correct date (5 June + 30 days) and correct handling of sale proceeds."),
  ("Also, my nephew has just turned 16 and wants a summer job at the studio. What is he actually allowed to do there, and does the studio have to provide anything for him?",
   LONG_TAXIDERMY,
   "He may work there as an apprentice from 16 but may not handle tanning acids or solvent-based degreasers until 18; the studio must provide fume extraction and free gloves and eye protection.",
   CO, X+"Chemicals and Workshop Safety", "long_answer",
   "Long answer; every statement about age limits, banned chemicals, protective equipment, intake and labelling matches the code."),
]),
dict(session_id="by-14", assistant_id=LEI, started_at="2025-12-02T12:05:00Z",
     context="Northvale Leisure directory chat. The customer e-mailed a complaint to Starburst Laser Arena on Monday 1 December 2025 about dirty, broken vests.",
     turns=[
  ("I e-mailed a complaint to Starburst Laser Arena yesterday, Monday 1 December. When should they get back to me?",
   "They have to acknowledge it within 5 working days and send you their final answer within 30 working days.",
   "Acknowledgement within 5 working days (by 8 December) and a final response within 30 calendar days (by 31 December).",
   NC, B+"Complaints", "time_window",
   "Shares the rule's wording but turns 30 calendar days into 30 working days, which pushes the deadline well into January."),
  ("And if they don't?",
   "If 30 days go by with no final reply, you can take it to the Northvale Consumer Adjudicator - it costs you nothing, and their number is 555-0199.",
   "You may escalate to the Northvale Consumer Adjudicator (555-0199) free of charge.",
   CO, B+"Complaints", "paraphrase",
   "Correct escalation route, trigger, phone number and cost, in different words."),
  ("Shouldn't the vests have been cleaned between games anyway?",
   "Yes - vests and headsets are supposed to be disinfected at the end of each day.",
   "Yes: vests and headsets must be wiped with disinfectant after every game.",
   NC, L+"Equipment and Hygiene", "plain",
   "Changes 'after every game' to once a day."),
  ("Could I bring my own tagger from home next time? It's a class 1 visible-laser one.",
   "Personal taggers are allowed as long as they're class 1 or below, because those are eye-safe.",
   "No: players may not bring their own taggers, and visible lasers of any class are banned on the arena floor.",
   NC, L+"Equipment and Hygiene", "modality",
   "Permits something the code forbids twice over (own equipment, visible laser)."),
  ("What's the weather doing tomorrow?",
   "I don't have access to forecasts, sorry - a weather app will have the latest.",
   "A polite pointer elsewhere.",
   IR, None, "out_of_scope", "Weather forecasts are not covered by the corpus."),
]),
# ---------------------------------------------------------------- Gilded Mile chauffeurs
dict(session_id="by-15", assistant_id=GIL, started_at="2025-05-06T19:20:00Z",
     context="Gilded Mile Chauffeurs booking chat. A couple want the stretch limousine for their wedding on Saturday 14 June 2025 with 12 guests; the written quote is \u20ac900.",
     turns=[
  ("We'd love the stretch limo for our wedding on 14 June - 12 guests. My cousin is one of your drivers and he's 22. Could he drive it?",
   "Any of our licensed chauffeurs can take it - the minimum age is 21, so your cousin at 22 qualifies.",
   "No: a 12-passenger stretch limousine must be driven by a chauffeur aged at least 25 with a large passenger vehicle endorsement.",
   NC, C+"Chauffeur Licensing", "numeric",
   "Applies the general minimum age of 21; stretch limousines need a chauffeur of at least 25."),
  ("The quote is \u20ac900. What deposit will you want?",
   "We'll take \u20ac270 to secure the date - that's 30 %, the most we're allowed to ask for in advance.",
   "At most 30 %, i.e. \u20ac270, because the chauffeur code sets no cap of its own.",
   CO, B+"Deposits", "multi_rule",
   "The chauffeur code is silent on deposits, so the regulation's 30 % cap applies; \u20ac270 is correct."),
  ("Everyone travelling with us will be an adult. Can the guests have champagne in the car, and could the driver pour it for us on the way?",
   "The champagne is fine, as everyone on board is over 18 and the partition stays closed while drinks are open - but the chauffeur can't pour it, so you'll need to serve yourselves.",
   "Yes to drinks (all adults, closed partition), but the chauffeur must not pour or serve them.",
   CO, C+"Passengers Under 18 and Alcohol", "partial",
   "A partly granted request that matches every condition in the rule."),
  ("If the ceremony runs long, will we pay waiting time?",
   "Not while you're inside the hours booked for the wedding package - any waiting in that time is already covered.",
   "No separate waiting charge within the booked wedding period.",
   CO, C+"Waiting Time", "paraphrase",
   "Matches the wedding package row in other words."),
  ("Suppose the invoice at the end comes to more than the \u20ac900, what then?",
   "The total can't go more than 15 % above the written quote, apart from tolls, parking or extra time you ask for on the day.",
   "It can't exceed the quote by more than 10 %, except tolls, parking and extra time you request.",
   NC, C+"Quotes and Fares", "numeric",
   "Same exceptions as the rule, but 15 % instead of 10 %."),
]),
dict(session_id="by-16", assistant_id=GIL, started_at="2025-03-10T08:30:00Z",
     context="Gilded Mile Chauffeurs booking chat. The customer lands at Northvale International at 21:40 on Friday 14 March 2025 and travels with a 5-year-old daughter and a guide dog.",
     turns=[
  ("I land at 21:40 on Friday. If my flight's delayed, when would waiting time start to be charged?",
   "You get 60 minutes free from your scheduled landing time, so any charges would start from 22:40.",
   "The 60 free minutes run from the actual landing time, so a delay doesn't eat into them.",
   NC, C+"Waiting Time", "time_window",
   "Keeps the 60 minutes but counts them from the scheduled rather than the actual landing time."),
  ("My daughter is 5 and about 115 cm tall. Do I need to bring a seat?",
   "You don't need to bring one. At 115 cm she does have to ride in a child seat, and if you let us know at least 24 hours before pickup we'll provide it free of charge.",
   "She needs a child seat (under 135 cm); it is provided free if requested at least 24 hours before pickup.",
   CO, C+"Child Seats and Assistance Animals", "plain",
   "Correct height threshold, notice period and price."),
  ("I also travel with my guide dog. Is that OK?",
   "I'm sorry, but we can't take animals in our executive saloons - I'd suggest booking a pet-friendly taxi for this trip.",
   "Yes: assistance dogs must be carried free of charge and may never be refused.",
   NC, C+"Child Seats and Assistance Animals", "refusal",
   "Refuses an assistance dog, which the code forbids."),
  ("Which terminal does Aurelia Air use at Northvale International?",
   "I don't have terminal details, I'm afraid - your airline or the airport website will confirm that.",
   "A polite pointer elsewhere.",
   IR, None, "out_of_scope", "Airport terminal information is not in the corpus."),
]),
dict(session_id="by-17", assistant_id=GIL, started_at="2025-04-28T16:45:00Z",
     context="Gilded Mile Chauffeurs booking chat. A 17-year-old asks about a prom-night limousine for Saturday 17 May 2025 with a pickup at 18:00; some friends are 18, the user is 17.",
     turns=[
  ("I'm 17 and want to book a limo for our prom with 8 friends. Can I book it myself?",
   "I'm sorry, I can't take this booking from you directly - when anyone in the group is under 18, it has to be made by an adult aged 21 or over, who also gives us an emergency number we can reach during the trip. Could a parent book it?",
   "No; it must be booked by an adult aged 21 or over with an emergency contact number.",
   CO, C+"Passengers Under 18 and Alcohol", "refusal",
   "Correct refusal with the right conditions."),
  ("My mum (she's 45) will book it. Can the friends who are 18 have some sparkling wine?",
   "Yes, the 18-year-olds can have a drink, as long as the under-18s stick to soft drinks.",
   "No: no alcohol may be carried or served at all when any passenger is under 18.",
   NC, C+"Passengers Under 18 and Alcohol", "modality",
   "Allows alcohol although one passenger (the user) is under 18."),
  ("If we cancel on Thursday 15 May at 20:00, how much would we pay?",
   "That's about 46 hours before the 18:00 Saturday pickup, which falls in the 24-48 hour band - so you could be charged up to half the quoted fare.",
   "46 hours' notice: up to 50 % of the quoted fare.",
   CO, C+"Cancellations", "time_window",
   "Correct hour count and band."),
  ("Perfect, thank you so much!",
   "You're welcome - have a fantastic prom night!",
   "A friendly sign-off.",
   IR, None, "smalltalk", "Thanks and sign-off only."),
]),
dict(session_id="by-18", assistant_id=GIL, started_at="2025-09-09T10:12:00Z",
     context="Gilded Mile Chauffeurs customer chat after a hen-party hire that ran from 10:00 to 23:00. Gilded Mile charged a \u20ac280 soiling fee and sent photos the next morning.",
     turns=[
  ("You charged me \u20ac280 for cleaning after our hen party - one of us was sick in the car. Is that allowed?",
   "Yes - soiling charges can go up to \u20ac300 as long as we send you dated photos within 24 hours of the hire ending, which we did.",
   "Only up to \u20ac200; the photo condition was met, but \u20ac80 of the charge is over the cap.",
   NC, C+"Soiling and Damage Charges", "partial",
   "The photo condition is right, but the cap is \u20ac200, so \u20ac280 is not allowed."),
  ("We also had the same driver from 10am until 11pm with hardly a stop. Is that even allowed?",
   LONG_CHAUFFEUR,
   "Driving is capped at 10 hours in 24 with a 30-minute break after 4.5 hours; waiting counts as duty not driving; a second chauffeur was needed if the limits couldn't be met, chargeable only if in the quote.",
   CO, C+"Driving and Rest Limits", "long_answer",
   "Long answer; every limit, the duty/driving distinction, the second-chauffeur rule and the complaint steps are correct."),
  ("One more thing: the quote said \u20ac540 but the bill was \u20ac610, because we asked for an extra hour at the end. Is that OK?",
   "Yes - extra time that you ask for during the hire doesn't count towards the 10 % limit on going over the quote, so the extra hour can be added on top.",
   "Yes; extra time requested by the customer is excluded from the 10 % limit.",
   CO, C+"Quotes and Fares", "plain",
   "Correct use of the exception for extra time requested by the customer."),
  ("Honestly, the driver himself was lovely though.",
   "That's kind of you to say - I'll make sure he hears it.",
   "A friendly reply.",
   IR, None, "smalltalk", "Small talk."),
]),
dict(session_id="by-19", assistant_id=GIL, started_at="2025-07-21T09:00:00Z",
     context="Gilded Mile Chauffeurs booking chat on Monday 21 July 2025. The customer booked by phone on Sunday 20 July for a trip on Friday 25 July 2025.",
     turns=[
  ("Do your quotes include tax?",
   "Our quotes are shown before sales tax - it's added on the final invoice.",
   "Yes; every price quoted to a consumer must include sales tax and compulsory fees.",
   NC, B+"Price Information", "negation",
   "The regulation requires quoted prices to include sales tax."),
  ("I booked by phone yesterday for a trip on 25 July. Can I cancel today for free under the cooling-off rule?",
   "Yes - you booked less than 48 hours ago, so the cooling-off period lets you cancel with a full refund.",
   "Cancelling is free, but not under cooling-off (the trip is only 4 days away, not more than 7); it's free because you're cancelling more than 48 hours before pickup.",
   NC, B+"Cooling-Off for Remote Bookings", "multi_rule",
   "The outcome happens to be right under the chauffeur code's 48-hour rule, but the answer claims the cooling-off right applies, which it does not because the service is less than 7 days away."),
  ("Is there a minimum age for your drivers?",
   "All our chauffeurs are at least 21 and have had a full licence for three years or more; the ones who drive the stretch limousines are 25-plus with an extra large-vehicle endorsement.",
   "At least 21 with 3 years' full licence; 25+ with a large passenger vehicle endorsement for stretch limousines.",
   CO, C+"Chauffeur Licensing", "paraphrase",
   "Reworded, accurate summary of the licensing rules."),
  ("Suppose I cancel the day before at noon for a 09:00 pickup - what then?",
   "That's 21 hours' notice, under the 24-hour mark, so the full fare could be charged.",
   "Under 24 hours: up to 100 % of the quoted fare.",
   CO, C+"Cancellations", "time_window",
   "Correct hour count and band."),
]),
]
