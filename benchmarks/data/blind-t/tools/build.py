import json
M = "mountain_guiding_code.md"
K = "key_cutting_shoe_repair_kiosks.md"
P = "private_chef_home_catering.md"
S = "sunbed_tanning_regulations.md"
G = "company/sunglow_studios_house_rules.md"
C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

RIDGE = ("ridgeway-trails-bot", "Booking assistant for Ridgeway Guided Walks, a member business of the Upland Guiding Council.")
LOCAL = ("localpro-assistant", "Customer assistant for LocalPro, a booking platform listing RKTA-member key cutting and shoe repair kiosks and Guild-member private chefs.")
SUN = ("sunglow-helpdesk", "Online help desk assistant for SunGlow Tanning Studios, which follows the National Tanning Standards Board rules and its own house rules.")

LONG_WINTER = (
"Great choice - a winter mountain day is a brilliant experience, and here is everything you need to know before you book.\n\n"
"Age and who comes along: winter mountain days are open from age 14, so your 15-year-old son is old enough. Because he is under 16, a parent or legal guardian has to take part in the same walk, so as long as you are coming with him that requirement is met.\n\n"
"Who leads and group size: winter days on snow- or ice-covered ground above 600 m are led by a guide holding the Winter Mountain Leader endorsement, and every guide also has an outdoor first aid certificate. For winter mountain days a guide takes a maximum of 6 clients, so groups stay small and the guide can keep a close eye on everyone.\n\n"
"What you both need to bring: a waterproof jacket and waterproof trousers, walking boots with ankle support (trainers or fashion boots are not accepted above 600 m), a warm layer, a hat and gloves, at least 1 litre of water each and a packed lunch. If either of you turns up without the required kit, the guide may have to turn you away and there would be no refund, so please check your bags the night before.\n\n"
"What the guide brings: a first aid kit, a group shelter and a charged mobile phone. Navigation is done with the guide's GPS unit and a mapping app on their phone, so our guides no longer carry paper maps or a compass on winter days.\n\n"
"Medical declaration: before we confirm the booking you will each fill in a short declaration covering any conditions that could affect you on the hill, medication you will carry, and an emergency contact. The guide may ask a follow-up question or two about anything you declare.\n\n"
"Weather: the guide checks the mountain forecast the evening before and again on the morning of the walk. If the forecast shows mean summit winds above 50 km/h, thunderstorms or lightning risk, or a wind chill below -15 °C, they will cancel the planned route or switch to a lower-level alternative. That decision is the guide's to make. If the guide cancels, you can choose a full refund paid within 14 days or a free rebooking on any date within 12 months. A switch to a lower-level route on the day is not a cancellation, so no refund is due in that case.\n\n"
"If you need to cancel: with 14 days' notice or more you get 100% back less a £10 administration fee; with 7 to 13 days' notice you get 50%; with less than 7 days there is no refund. You can also transfer a place to someone else free of charge up to 48 hours before the start, as long as they meet the age rules and fill in a medical declaration.\n\n"
"Let me know which date you have in mind and I can check availability for you both!"
)

LONG_BUFFET = (
"Of course - here is how the food safety side works when a Guild chef caters a buffet in your home.\n\n"
"Temperatures: cold food has to be stored and displayed at 8 °C or below, and hot food has to be held at 63 °C or above. Anything the chef reheats must reach a core temperature of at least 75 °C, and cooked meat and poultry must reach at least 75 °C in the middle (or 70 °C held for 2 minutes).\n\n"
"Time on the buffet table: food that sits on the buffet outside temperature control can stay out for a maximum of 2 hours. After that it has to be thrown away - it can't be put back in the fridge or left for you.\n\n"
"Leftovers: the chef can leave you leftovers only if they have stayed under temperature control, for example dishes kept in your fridge or in a hot-holding unit. They must be cooled and refrigerated within 90 minutes of the end of service, labelled with the date, and eaten within 48 hours.\n\n"
"Allergies: when you book, the chef will ask about the allergies and intolerances of every guest, so it helps to collect those from your 40 guests in advance. You'll then get written allergen information covering the 14 major allergens for each dish at least 48 hours before the party. If a dietary need can't be met safely, the chef has to tell you plainly. Unless a dish is prepared under the Guild Free-From Protocol, the chef won't label it 'free from' anything; you'll see wording like 'made without gluten ingredients - traces may be present' instead.\n\n"
"Staffing: a chef working alone can look after up to 25 guests at a buffet. With 40 guests you are 15 over that, so the chef will bring one assistant, and the assistant holds the same Level 2 food hygiene certificate as the chef.\n\n"
"Paperwork you can ask to see: Guild chefs are registered with their local council as a food business, hold a Level 2 food hygiene certificate renewed every 3 years, and carry public liability insurance of at least £2 million that covers private homes. They will also give you their Guild membership number if you ask.\n\n"
"Numbers and payment: you'll confirm final guest numbers 5 days before the party (reductions after that are charged in full), the deposit at booking is at most 30% of the quote, and the balance can't be requested earlier than 7 days before the event.\n\n"
"If you'd like, I can show you Guild chefs near you who have availability on your date."
)

LONG_SUNGLOW = (
"Welcome to SunGlow! Here's how joining works and the limits that will apply to you.\n\n"
"1. Your first visit. Please bring photo ID - we ask every new customer for it, whatever their age. A passport, a photo driving licence or a PASS-hologram proof-of-age card are all fine, and we note the check on your membership card so you won't be asked again. Before your first UV session with us we'll do a short written skin-type consultation. You've told us you're skin type III, which is fine for UV sessions, but we'll also ask about medication, any history of skin cancer, current sunburn and pregnancy, as any of those would mean we can't offer UV. We repeat the consultation every 12 months, or sooner if you start new medication. We'll also remind you, as we do with every first-time customer, that sunbed use increases the risk of skin cancer.\n\n"
"2. Session length. As you've tanned before, the first-ever-session cap doesn't apply to you. Each session at SunGlow can be up to 15 minutes, and the operator sets the time on the bed for you.\n\n"
"3. How often. There must be at least 48 hours between UV sessions, you can have a maximum of 2 sessions in any 7 days, and no more than 40 in a calendar year. Sessions you've had at your previous salon don't go on our card, but please keep to the 48-hour gap if you've tanned there recently. Our booking system blocks anything outside these limits.\n\n"
"4. Eye protection. Goggles and disposable liners are free at every session and must be worn - sunglasses or just closing your eyes aren't enough.\n\n"
"5. Prices. Pay as you go is £0.80 per minute. A course of 6 sessions costs £36 and is valid for 3 months; a course of 10 costs £55 and is valid for 4 months. Courses are refunded in full if you ask within 14 days and haven't used a session; after that they aren't refundable, but you can extend a course once by a month. We don't sell unlimited packages. A spray tan is £25 if you fancy one instead of UV.\n\n"
"6. Booking and cancelling. You can cancel free of charge up to 4 hours before your appointment; a later cancellation or a no-show costs £5. If you're running late you'll get the remaining time in your slot, but we can't extend it.\n\n"
"Any questions, just ask here or call the helpline on 555-0142."
)

sessions = [
 ("bt-01", RIDGE, "2026-03-02T09:10:00Z", [
  ("Hi, I'd like to book a mountain walk above 600 m for me and my 9-year-old daughter on Saturday 21 March. Is that OK?",
   "Lovely idea! Mountain walks above 600 m are open from age 10, so at 9 your daughter would be just under the limit. I could book you both onto a low-level walk instead - those welcome children from 6 with a parent - or you could wait until she's 10.",
   "Mountain walks above 600 m start at age 10 (age on the day), so a 9-year-old cannot join; low-level walks from age 6 with a parent are an option.",
   C, M+"#Minimum Ages and Accompaniment", "numeric", "The minimum age for walks above 600 m is 10, so refusing a 9-year-old is correct."),
  ("Ah wait, she turns 10 on 18 March, so she'll already be 10 on the day. Does that change things?",
   "It does! Ages are taken on the day of the walk, so if she's 10 by 21 March she can come on the mountain walk - as long as you're walking with her, since under-16s need a parent or guardian on the same walk.",
   "Ages count on the day of the walk, so she can join at 10, accompanied by a parent or guardian on the same walk.",
   C, M+"#Minimum Ages and Accompaniment", "time_window", "Age is taken on the walk date and the answer keeps the parent-accompaniment condition."),
  ("Her uncle might take her instead of me, I might be working. Is that fine?",
   "Of course - any responsible adult can accompany her, so her uncle is absolutely fine. Just put his name on the booking.",
   "No: under-16s must be accompanied by a parent or legal guardian on the same walk; an uncle is not sufficient.",
   N, M+"#Minimum Ages and Accompaniment", "paraphrase", "The Code says an uncle or other adult is not sufficient for a client under 16."),
  ("OK, I'll go with her. What should she wear on her feet?",
   "For walks above 600 m she'll need walking boots with ankle support - trainers and fashion boots aren't accepted. Plenty of outdoor shops hire kids' boots if you don't want to buy a pair she'll grow out of.",
   "Walking boots with ankle support; trainers and fashion boots are not accepted above 600 m.",
   C, M+"#Equipment", "plain", "Boots with ankle support are required and trainers are excluded above 600 m, as stated."),
 ]),
 ("bt-02", RIDGE, "2026-03-02T11:40:00Z", [
  ("We're a group of 11 friends wanting a guided mountain day above 600 m. Can one guide take us all?",
   "For mountain walks above 600 m a guide can take up to 8 clients, so for 11 of you we'd split you into two groups, each with its own qualified guide.",
   "Maximum 8 clients per guide above 600 m, so 11 people need two groups with two qualified guides.",
   C, M+"#Group Size Limits", "numeric", "The 8-per-guide limit is applied correctly to 11 clients.", 0.3),
  ("Could we save money with one guide plus a trainee instead of a second full guide?",
   "Yes, that works - a trainee counts towards the ratio, so one qualified guide with a trainee alongside can take all 11 of you in one group.",
   "No: a trainee or assistant does not count towards the ratio, so a second qualified guide is needed.",
   N, M+"#Group Size Limits", "negation", "The Code states a trainee does not count towards the ratio, which the answer reverses.", 0.3),
  ("If the forecast looks rough, who decides whether we go up?",
   "The guide does. They check the mountain forecast the evening before and again that morning, and if it shows summit winds averaging over 50 km/h, thunder, or a wind chill below -15 °C, they'll either drop to a lower-level route or call it off. Even if the group is keen to push on, the call is theirs.",
   "The guide decides after checking the forecast the evening before and the morning of the walk, and must change or cancel the route for winds above 50 km/h, thunderstorms or wind chill below -15 °C.",
   C, M+"#Weather Decisions and Guide Cancellations", "paraphrase", "It restates the forecast checks, thresholds and the guide's final say accurately.", 0.2),
  ("And if they cancel, do we get our money back?",
   "If the guide cancels you can choose a full refund, paid within 14 days, or a free rebooking within 12 months. And if on the day they switch you to a low-level route instead, that also counts as a cancellation, so you could still claim the full refund.",
   "Guide cancellation: full refund within 14 days or free rebooking within 12 months; a switch to a lower-level alternative is not a cancellation and no refund is due.",
   N, M+"#Weather Decisions and Guide Cancellations", "partial", "The first sentence is right but the Code says a switch to a lower route is not a cancellation and earns no refund.", 0.2),
 ]),
 ("bt-03", RIDGE, "2026-03-02T14:05:00Z", [
  ("I booked the scramble on Saturday 14 March but I have to cancel. Today's 2 March. What do I get back?",
   "As you're cancelling more than a week ahead, you'll get a full refund less our £10 admin fee.",
   "With 12 days' notice (7 to 13 days) the refund is 50% of the amount paid.",
   N, M+"#Client Cancellations and Refunds", "time_window", "12 days' notice falls in the 7-13 day band, which gives 50%, not a full refund less £10."),
  ("Could I give my place to a colleague instead?",
   "Yes, you can transfer your place to a colleague. There's a £10 administration fee for a name change, and she'll need to fill in her own medical declaration.",
   "Yes, free of charge up to 48 hours before the start, provided she meets the age rules and completes a medical declaration.",
   N, M+"#Client Cancellations and Refunds", "numeric", "Transfers to another person are free of charge up to 48 hours before the start, so the £10 fee is wrong."),
  ("She has mild asthma. Will she need a doctor's letter for the scramble?",
   "Yes - for scrambles we need a doctor's letter from anyone who declares a medical condition, asthma included, before we can confirm them.",
   "No: for scrambles a doctor's letter may be requested only for a declared heart condition or epilepsy; she declares her asthma and the guide may ask follow-up questions.",
   N, M+"#Medical Declarations", "modality", "A doctor's letter may be requested only for heart conditions or epilepsy, not asthma."),
  ("How long do you keep the medical info people send you?",
   "Declarations are kept for 12 months and then destroyed.",
   "Medical declarations are kept for 12 months and then destroyed.",
   C, M+"#Medical Declarations", "numeric", "Matches the 12-month retention rule."),
  ("By the way, is the café at the Ridgeway car park open on Saturdays?",
   "I'm afraid I don't have the café's opening hours - it's run separately from us. Their own website or social pages should have the latest times.",
   "", I, None, "out_of_scope", "Café opening hours are not covered by any corpus document."),
 ]),
 ("bt-04", RIDGE, "2026-03-16T08:30:00Z", [
  ("Morning! Gorgeous sunshine today, isn't it?",
   "Morning! It really is - the kind of day that makes you want to be up high. How can I help?",
   "", I, None, "smalltalk", "Greeting and small talk with no rule involved."),
  ("I'm thinking about a winter mountain day next month with my 15-year-old son - we'd both go. Can you tell me everything I need to know?",
   LONG_WINTER,
   "A full overview as given, except that guides always carry a paper map and compass; phone or GPS navigation alone is never sufficient.",
   N, M+"#Equipment", "long_answer", "Among many correct points, it says guides navigate by GPS and phone without paper map or compass, which the Code forbids."),
  ("Who will actually be leading it - what qualifications?",
   "Winter days are led by a guide with the Winter Mountain Leader endorsement. Every guide also holds an outdoor first aid certificate from a course of at least 16 hours, renewed every three years.",
   "A guide with the Winter Mountain Leader endorsement and a 16-hour outdoor first aid certificate renewed every 3 years.",
   C, M+"#Guide Qualifications", "plain", "Correct award for snow-covered ground and correct first aid requirement."),
  ("And if someone gets hurt up there, what happens?",
   "The guide would dial 999 or 112 and ask for the Police and then Mountain Rescue, and stay with the group. Afterwards they file an incident report with the Council - they have up to a month to get that in.",
   "The guide calls 999 or 112 for Police then Mountain Rescue, stays with the group, and reports the incident to the Council within 72 hours on form IR-2.",
   N, M+"#Emergencies and Incident Reports", "time_window", "Incident reports are due within 72 hours, not a month."),
 ]),
 ("bt-05", RIDGE, "2026-03-16T12:20:00Z", [
  ("Do you know any good films about climbing? Need something for tonight.",
   "A few favourites: 'Touching the Void', 'Free Solo' and 'The Dawn Wall' are all gripping. If you prefer something lighter, 'The Englishman Who Went Up a Hill But Came Down a Mountain' is a classic.",
   "", I, None, "out_of_scope", "Film recommendations are outside every corpus document."),
  ("Why are so many hills up north called 'Pike'?",
   "It's usually traced back to Old Norse 'pík', meaning a peak or pointed summit - Norse settlers left a lot of words in northern English place names.",
   "", I, None, "out_of_scope", "Place-name history is not covered by the corpus."),
  ("Ha, thanks, that's all for now!",
   "",
   "", I, None, "empty_answer", "The assistant's answer is blank."),
 ]),
 ("bt-06", LOCAL, "2026-03-02T10:15:00Z", [
  ("Can a kiosk cut a key from a photo of my friend's house key? She's abroad and sent me a picture of it.",
   "Sorry, that's not something member kiosks can do - keys are only ever cut from an original physical key, never from a photo. If your friend can post you the key or leave a spare with a neighbour, any kiosk can copy it while you wait.",
   "Refuse: keys are cut only from an original physical key, never from a photograph.",
   C, K+"#Key Cutting Security", "refusal", "The refusal is exactly what the rule against cutting from photographs requires."),
  ("OK, fair. I also want a copy of my own front door Yale key. Anything I need to bring?",
   "Just the key - plus photo ID, as kiosks need to see ID for every key they copy. They'll also ask you to confirm the address of the property it opens.",
   "Only the key: no ID is needed for a standard cylinder key and staff do not ask which property it opens.",
   N, K+"#Key Cutting Security", "plain", "For standard cylinder keys staff must not ask for ID or which property the key opens."),
  ("How much is a mortice key copy for the back door?",
   "A mortice key is £9.00 and it's cut while you wait.",
   "£9.00, while you wait.",
   C, K+"#Key Prices and Guarantee", "numeric", "Price and turnaround match the table."),
  ("And if the copy doesn't work in the lock?",
   "Take it back to the kiosk within 30 days with your receipt, the job ticket or even your card statement, plus the original key, and they'll recut it for free or give you your money back - whichever you prefer.",
   "Within 30 days with proof of purchase and the original key: free recut or refund, at the customer's choice.",
   C, K+"#Key Prices and Guarantee", "paraphrase", "Restates the 30-day recut-or-refund guarantee and its conditions correctly."),
 ]),
 ("bt-07", LOCAL, "2026-03-02T13:30:00Z", [
  ("I need a spare for my car key - it's got a chip in it. What do I need to bring?",
   "For a transponder car key, bring the key itself, the vehicle registration certificate and photo ID in the same name as the registration. It's £55 and takes around 30 minutes.",
   "Key, registration certificate and photo ID in the same name; £55, about 30 minutes.",
   C, K+"#Key Cutting Security", "multi_rule", "Combines the document requirement with the correct price and time."),
  ("The car's registered to my dad. Can I bring his registration certificate and my own driving licence?",
   "That should be fine - as long as you've got the registration certificate with you, any valid photo ID will do.",
   "No: the photo ID must be in the same name as the registration certificate, so your father's ID (or your father) is needed.",
   N, K+"#Key Cutting Security", "multi_rule", "The customer's ID is not in the registered keeper's name, so the condition is not met."),
  ("My office uses a registered high-security key system and I'm the registered holder. Can I get a copy cut today?",
   "Yes - since you're the registered holder, just bring the registration card and your photo ID and the kiosk can cut it on the spot while you wait. Prices start from £22.",
   "Restricted keys are not cut on site: with the registration card and photo ID the kiosk orders it, ready within 10 working days, from £22.",
   N, K+"#Key Cutting Security", "time_window", "Restricted security keys are ordered from the manufacturer and take up to 10 working days, not cut while you wait."),
  ("One of my keys has DO NOT DUPLICATE stamped on it. Can that be copied at all?",
   "No - keys stamped 'Do Not Duplicate' can't be copied at any member kiosk under any circumstances.",
   "Yes, after showing photo ID and signing the kiosk's duplication log (£8.00, while you wait).",
   N, K+"#Key Cutting Security", "refusal", "The standards allow copying with photo ID and a signed log, so the blanket refusal is wrong."),
 ]),
 ("bt-08", LOCAL, "2026-03-09T09:45:00Z", [
  ("How much would full soles and heels on my leather brogues cost, and how long does it take?",
   "Full soles and heels are £52.00 for the pair, with a turnaround of 3 working days.",
   "£52.00 per pair, 3 working days.",
   C, K+"#Shoe Repair Services", "numeric", "Price and turnaround match the table."),
  ("The kiosk wants the whole £52 upfront. Are they allowed to do that?",
   "Not the whole amount. Because the job is over £40 they can take a deposit, but it's capped at 50% - so £26 at most now, with the rest due when you collect.",
   "A deposit of up to 50% (£26) is allowed for jobs over £40; not the full price.",
   C, K+"#Shoe Repair Services", "numeric", "Correctly applies the 50% deposit cap to a £52 job."),
  ("Also, they asked for a £5 deposit on a £12 heel-tip job for my other shoes.",
   "That's normal - a small deposit like £5 is reasonable for any repair, so nothing to worry about there.",
   "No deposit may be taken for jobs of £40 or less, so the £5 deposit should not be asked for.",
   N, K+"#Shoe Repair Services", "numeric", "Jobs of £40 or less may not carry a deposit."),
  ("When I picked up the brogues they said the welt was damaged, so they'd done extra work for £15 without asking me. Do I have to pay that?",
   "Yes, I'm afraid so - kiosks can go ahead with any extra work they find necessary during a repair and add it to the bill at collection.",
   "No: extra work beyond the quote needs the customer's approval first, and extra work done without approval cannot be charged; you can complain to the kiosk.",
   N, K+"#Shoe Repair Services", "paraphrase", "Extra work without prior approval cannot be charged, contrary to the answer."),
  ("Unrelated, but what's the weather going to be like in Leeds tomorrow?",
   "I can't check weather forecasts, sorry - I can help with kiosk and private chef bookings on LocalPro, though.",
   "", I, None, "out_of_scope", "Weather forecasts are outside the corpus."),
 ]),
 ("bt-09", LOCAL, "2026-03-09T15:00:00Z", [
  ("I left boots for repair last autumn and forgot about them - they were ready on 20 October. It's March now. Will they have been binned?",
   "Not necessarily. Kiosks hold repaired items free for 90 days from the ready date, and after that they have to send you a written reminder - letter, email or text - and wait at least 14 more days before getting rid of anything. If you never got a reminder, they should still have your boots.",
   "Items are held 90 days from the ready date; after that a written reminder is required and the kiosk must wait at least 14 more days before disposal.",
   C, K+"#Uncollected Items", "time_window", "Correctly explains the 90-day hold and the reminder plus 14-day wait."),
  ("They still have them, but they want £20 for storage.",
   "Once an item goes past the 90-day free period kiosks are entitled to charge for storage, so £20 is within their rights.",
   "Kiosks may not charge storage fees at any time.",
   N, K+"#Uncollected Items", "negation", "The standards forbid storage fees at any time."),
  ("Also I've lost the ticket.",
   "Unfortunately kiosks can only release items against the numbered ticket, so without it they won't be able to hand the boots over.",
   "You can still collect by showing photo ID and describing the item.",
   N, K+"#Uncollected Items", "refusal", "A customer without a ticket may collect with photo ID and a description."),
  ("Last thing: the new heels on another pair came off 5 weeks after I collected them.",
   "Repairs are guaranteed for 30 days, so at 5 weeks you're just outside the guarantee, sorry.",
   "Repairs are guaranteed for 60 days from collection, so at 5 weeks the faulty repair should be redone free or refunded.",
   N, K+"#Repair Guarantee", "numeric", "The workmanship guarantee is 60 days, so 5 weeks is within it."),
 ]),
 ("bt-10", LOCAL, "2026-03-09T11:20:00Z", [
  ("I'm booking a private chef for a plated dinner for 10 on 18 April. The chef wants the full amount now. Is that normal?",
   "No - under Guild standards the deposit at booking is capped at 30% of the quoted total, and the balance can't be asked for earlier than 7 days before the dinner.",
   "Deposit at most 30%; balance no earlier than 7 days before the event.",
   C, P+"#Bookings, Deposits and Payment", "multi_rule", "Both the 30% deposit cap and the 7-day balance rule are stated correctly.", 0.2),
  ("One guest has a severe nut allergy. Can the chef do a nut-free menu?",
   "The chef can cook dishes made without nut ingredients, but unless they work under the Guild Free-From Protocol they can't call the menu 'nut-free' and must tell you traces may be present. You'll also get written allergen information for every dish at least 48 hours before the dinner.",
   "Dishes can be made without nut ingredients with a traces warning; no 'nut-free' label unless under the Free-From Protocol; written allergen info 48 hours before.",
   C, P+"#Allergen Information", "negation", "Uses the prohibited wording only to explain the prohibition and gives the permitted wording.", 0.3),
  ("Can you just print 'Nut-free menu' on the place cards so she feels reassured?",
   "Sure! I'll add 'Nut-free menu' to the place card template for you - it's a nice touch and she'll appreciate it.",
   "No: the menu cannot be labelled 'nut-free' unless prepared under the Free-From Protocol; use 'made without nut ingredients - traces may be present'.",
   N, P+"#Allergen Information", "plain", "Labelling the menu 'nut-free' without the Free-From Protocol is forbidden.", 0.3),
  ("Three more people might come, so 13 in total. Is that a problem for the chef?",
   "A chef working alone can serve a plated meal for up to 12, so with 13 guests they'll need to bring one assistant.",
   "Over 12 plated guests requires one additional assistant.",
   C, P+"#Staffing and Guest Numbers", "numeric", "13 exceeds the solo limit of 12 plated guests, so one assistant is required.", 0.1),
  ("What wine would you pair with slow-roast lamb?",
   "A Rioja Reserva or a Côtes du Rhône would both go beautifully with slow-roast lamb.",
   "", I, None, "out_of_scope", "Wine pairing advice is not covered by any rule.", 0.1),
 ]),
 ("bt-11", LOCAL, "2026-03-09T16:40:00Z", [
  ("I booked a chef for 28 March and paid a 30% deposit. Today's 9 March and I need to cancel. Do I get the deposit back?",
   "As you're cancelling 19 days before the event, the chef keeps the deposit - but you won't owe anything more.",
   "At 8 to 29 days before, the deposit is kept and nothing more is due.",
   C, P+"#Cancellations", "time_window", "19 days falls in the 8-29 day band."),
  ("What if I'd left it until a week before?",
   "At 7 days or fewer you'd owe 50% of the quoted total. Your 30% deposit counts towards that, so you'd pay another 20% on top.",
   "50% of the quoted total, with the deposit counting towards it.",
   C, P+"#Cancellations", "numeric", "Correct 50% charge with the deposit credited."),
  ("Could the chef bring wine and include it in the package price?",
   "Yes, lots of chefs include wine in their package - just tell them what you like and they'll add it to the quote.",
   "Only if the chef holds a personal alcohol licence and a temporary event notice for the event; otherwise the host supplies the wine and the chef may serve it free of charge.",
   N, P+"#Alcohol", "modality", "Including alcohol in the price is forbidden without a personal licence and event notice; the answer grants it unconditionally."),
  ("My 16-year-old nephew will be there - can the chef pour him a glass of champagne if I say it's fine?",
   "I'm afraid not. Even with your permission, the chef mustn't serve alcohol to anyone under 18. They'd be happy to make him a non-alcoholic cocktail instead.",
   "No alcohol for under-18s even if the host agrees.",
   C, P+"#Alcohol", "refusal", "Correctly refuses alcohol service to a 16-year-old despite host consent."),
  ("Thanks, you've been great! Any tips for a dinner party playlist?",
   "Glad to help! Something mellow to start - a bit of jazz or soul - then build up to more upbeat tunes once dessert arrives.",
   "", I, None, "smalltalk", "Playlist tips are outside the corpus."),
 ]),
 ("bt-12", LOCAL, "2026-03-16T10:05:00Z", [
  ("Hi there, hope your day is going well.",
   "I am, thank you for asking! What can I do for you today?",
   "", I, None, "smalltalk", "Greeting only."),
  ("I'm hosting a buffet for 40 people at home with a private chef. Can you explain the food safety side, including what happens with leftovers?",
   LONG_BUFFET,
   "A correct overview of temperatures, the 2-hour buffet limit, leftover rules, allergen duties and staffing (one assistant for 40 buffet guests).",
   C, P+"#Food Temperatures and Leftovers", "long_answer", "Every figure and condition in the long answer matches the Guild standards."),
  ("So food that's been on the buffet table all evening - can that be boxed up for us for tomorrow?",
   "If it's been sitting out on the buffet for more than 2 hours, no - it has to be thrown away and the chef can't leave it with you. Only food that stayed chilled or hot-held, and was cooled and refrigerated within 90 minutes, can be left for you, labelled, to eat within 48 hours.",
   "No: buffet food out of temperature control for more than 2 hours must be discarded; only temperature-controlled leftovers may be left.",
   C, P+"#Food Temperatures and Leftovers", "paraphrase", "Applies the 2-hour discard rule and leftover conditions correctly."),
  ("The chef says reheating the lasagne to 65 °C is enough since it'll be hot-held anyway. Right?",
   "That's right - 65 °C is above the 63 °C hot-holding minimum, so that's fine for reheating too.",
   "No: reheated food must reach a core temperature of at least 75 °C; 63 °C is only the hot-holding minimum.",
   N, P+"#Food Temperatures and Leftovers", "multi_rule", "Confuses the hot-holding limit with the 75 °C reheating requirement."),
 ]),
 ("bt-13", SUN, "2026-03-09T10:00:00Z", [
  ("Hi, I'm 17 and my mum says she's fine with me using the sunbed. Can I book a session?",
   "Sorry, we can't book you a sunbed session - nobody under 18 can use a UV sunbed, even with a parent's consent.",
   "No UV sessions under 18, even with parental consent.",
   C, S+"#Age Restrictions", "refusal", "Correct refusal of UV to a 17-year-old."),
  ("What about a spray tan then? Mum can sign a consent form.",
   "Yes! From 16 you can have a spray tan with written consent from a parent or guardian, so just bring your mum's signed form and we'll get you booked in.",
   "No: SunGlow offers spray tans only to customers aged 18 or over, with no exception for parental consent.",
   N, G+"#Spray Tanning", "multi_rule", "The stricter SunGlow rule (18+ for spray tans) overrides the Board's 16-with-consent rule."),
  ("Oh. When I turn 18 in June, will I need ID even though I look older?",
   "Yes - at SunGlow we ask every new customer for photo ID on their first visit, whatever their age or how old they look. A passport, photo driving licence or a PASS-hologram proof-of-age card all work.",
   "Yes, SunGlow asks every new customer for photo ID regardless of apparent age.",
   C, G+"#Identification", "plain", "Matches SunGlow's ID-for-every-new-customer rule and the accepted documents."),
  ("Can I just show a photo of my passport on my phone?",
   "I'm afraid not - photos of ID on a phone aren't accepted. Please bring the actual passport, photo driving licence or PASS-hologram card with you.",
   "No, photos of ID on a phone are not accepted.",
   C, S+"#Age Restrictions", "negation", "Photos of ID on a phone are listed as not accepted."),
 ]),
 ("bt-14", SUN, "2026-03-09T13:15:00Z", [
  ("I'm 24 and this will be my first ever sunbed session. How long can I go on for?",
   "For your very first session at SunGlow the maximum is 6 minutes.",
   "6 minutes (SunGlow's first-session limit).",
   C, G+"#SunGlow Session Limits", "numeric", "SunGlow caps first-ever sessions at 6 minutes.", 0.2),
  ("The Board's rules say 8 minutes for a first session though - can't I have 8?",
   "You're right that the national rules allow up to 8 minutes, and since that's the legal limit we can set your first session to 8 minutes.",
   "No: SunGlow's stricter 6-minute limit applies and staff cannot override it.",
   N, G+"#SunGlow Session Limits", "multi_rule", "The stricter company limit of 6 minutes applies and may not be overridden at the customer's request.", 0.3),
  ("How often can I come in after that?",
   "You'll need at least 48 hours between sessions, and you can have up to 3 sessions in any 7 days, with a maximum of 60 a year.",
   "At least 48 hours apart, at most 2 sessions in any 7 days and 40 per calendar year.",
   N, G+"#SunGlow Session Limits", "partial", "The 48-hour gap is right but SunGlow allows only 2 sessions per 7 days and 40 per year.", 0.3),
  ("Do I need to bring my own goggles?",
   "No need - goggles are provided free at every session, and you do have to wear them. Sunglasses aren't a substitute.",
   "Goggles are free and mandatory; sunglasses are not an alternative.",
   C, S+"#Eye Protection and Hygiene", "plain", "Free, mandatory goggles and no sunglasses, as the rules say.", 0.2),
 ]),
 ("bt-15", SUN, "2026-03-09T17:50:00Z", [
  ("I always burn and never tan, but I want a base tan before my holiday so I don't burn out there. Can I book a course?",
   "I'm sorry, but we can't offer UV sessions to anyone whose skin always burns and never tans - that's skin type I. It's also worth knowing that a base tan doesn't protect you from sunburn on holiday.",
   "Refuse UV for skin type I, and do not suggest a base tan protects against sunburn.",
   C, S+"#Skin Assessment Before First Session", "multi_rule", "Refuses skin type I and avoids the forbidden base-tan claim."),
  ("What if I just did really short sessions, like 3 minutes?",
   "Unfortunately the session length doesn't change anything - for skin type I we can't offer UV at all, however short.",
   "Skin type I is refused whatever the session length.",
   C, S+"#Skin Assessment Before First Session", "paraphrase", "The rule refuses skin type I whatever the session length."),
  ("My friend wants to come too. Her GP told her the tablets she's on make her skin sensitive to light, but she reckons a short session is fine.",
   "I'm afraid we couldn't give your friend a UV session while she's on medication that makes her skin more sensitive to light, however short. Once she's finished the course, she's welcome to come in for a fresh consultation.",
   "UV must be refused while she takes photosensitising medication.",
   C, S+"#Skin Assessment Before First Session", "plain", "Photosensitising medication is a listed ground for refusal."),
  ("Isn't a sunbed a good way to top up vitamin D in winter anyway?",
   "Lots of our customers find a few minutes on the bed a handy way to keep their vitamin D up through the darker months, and our lie-down beds are a gentle, controlled option.",
   "Staff must not present sunbeds as a source of vitamin D; UV from sunbeds increases skin cancer risk.",
   N, S+"#Health Claims and Promotions", "paraphrase", "Presents sunbeds as a way to get vitamin D, which is a forbidden claim."),
 ]),
 ("bt-16", SUN, "2026-03-16T09:30:00Z", [
  ("Do you do an unlimited monthly sunbed package?",
   "We don't - unlimited packages aren't allowed. The closest option is our course of 10 sessions for £55, valid for 4 months.",
   "No unlimited packages; 10-session course £55, valid 4 months.",
   C, S+"#Health Claims and Promotions", "multi_rule", "No unlimited packages, and the course price and validity match the SunGlow table."),
  ("Could you throw in a free session if I buy the course today?",
   "I'm afraid we can't give away free sunbed sessions as a promotion, but I'm happy to set up the 10-session course for £55 whenever you're ready.",
   "No free UV sessions as a promotion.",
   C, S+"#Health Claims and Promotions", "refusal", "Free UV sessions as promotions are forbidden."),
  ("I bought a 6-session course 10 days ago and haven't used any of it. Can I get my money back?",
   "Courses aren't refundable once they've been bought, but I can extend yours by a month if that helps.",
   "Yes: a full refund of £36 is due within 14 days of purchase if no session has been used.",
   N, G+"#Prices and Courses", "refusal", "The customer is within 14 days and has used no sessions, so a full refund is due."),
  ("I need to cancel my 3pm appointment today - it's 1pm now. Will I be charged?",
   "No charge at all - you can cancel any time before your appointment without a fee.",
   "Cancelling 2 hours before is later than the 4-hour free window, so a £5 fee applies.",
   N, G+"#Appointments and Late Cancellations", "time_window", "Free cancellation ends 4 hours before; 2 hours' notice incurs the £5 fee."),
  ("cheers, have a good one",
   "   ",
   "", I, None, "empty_answer", "The answer is whitespace only."),
 ]),
 ("bt-17", SUN, "2026-03-16T14:10:00Z", [
  ("I'm 30, skin type III, and I've been tanning at another salon for a couple of years. I want to switch to SunGlow - can you explain the whole process and all the limits?",
   LONG_SUNGLOW,
   "As given, but any single session at SunGlow is limited to 12 minutes, not 15.",
   N, G+"#SunGlow Session Limits", "long_answer", "The long answer is otherwise accurate but allows 15-minute sessions where SunGlow's limit is 12."),
  ("Do you ever leave a studio unstaffed, say late evenings with a door code?",
   "Never - a trained operator is always on the premises whenever a sunbed is in use, and we don't run any self-service or coin-operated beds.",
   "No: a trained operator must be present whenever a sunbed is in use; no unstaffed or self-service beds.",
   C, S+"#Supervision", "plain", "Matches the supervision requirement."),
  ("Can I add a couple of minutes from inside the cubicle if I want a bit longer?",
   "Yes, there's a button on the panel inside that adds 2 extra minutes, as long as you stay under your maximum.",
   "No: the operator sets the time and customers cannot extend a session from inside the cubicle.",
   N, S+"#Supervision", "modality", "Customers cannot extend a session from inside the cubicle."),
  ("Honestly, do sunbeds raise your cancer risk?",
   "Yes. UV from sunbeds increases the risk of skin cancer - that's why we limit how long and how often you tan and why goggles are compulsory.",
   "Yes, sunbed UV increases the risk of skin cancer.",
   C, S+"#Health Claims and Promotions", "plain", "Honest answer on skin cancer risk, as required."),
 ]),
 ("bt-18", LOCAL, "2026-03-16T16:30:00Z", [
  ("Hiya, what's your name?",
   "I'm the LocalPro assistant - nice to meet you! What can I help with?",
   "", I, None, "smalltalk", "Small talk about the assistant's name."),
  ("I complained to a shoe repair kiosk 12 working days ago and haven't heard a thing. Is that normal?",
   "No. Kiosks should acknowledge a complaint within 2 working days and give a full reply within 10 working days. As they've missed that, you can use the RKTA's free mediation service on 555-0124.",
   "No: acknowledgement within 2 working days, full reply within 10; after that, free RKTA mediation on 555-0124.",
   C, K+"#Complaints", "time_window", "Correct deadlines and escalation route."),
  ("Separately, a private chef I'm considering says he only registered with the council last week, and this would be his first job - my party's next Saturday. Is that OK?",
   "Unfortunately not. Chefs have to register with the local council at least 28 days before their first event, so if he only registered last week he can't cook at your party next Saturday.",
   "No: registration must be at least 28 days before the first event.",
   C, P+"#Registration and Training", "time_window", "Registration a week earlier is short of the 28 days required before a first event."),
  ("He also says he doesn't need insurance because it's just a private home.",
   "He's right there - public liability insurance is only needed when cooking at public venues, not in someone's home.",
   "No: Guild chefs need public liability insurance of at least £2 million, including for private homes.",
   N, P+"#Registration and Training", "negation", "Insurance of at least £2 million is required, including for work in private homes."),
 ]),
]

conv_lines, label_lines = [], []
for sid, (aid, ctx), ts, turns in sessions:
    conv = []
    for i, t in enumerate(turns, 1):
        q, a, gt, lab, clause, kind, rat = t[:7]
        qa = {"qa_id": f"{sid}-q{i}", "query": q, "assistant": a, "ground_truth_assistant": gt or (a if a.strip() else "You're welcome - have a great day!")}
        if len(t) > 7:
            qa["weight"] = t[7]
        conv.append(qa)
        label_lines.append({"session_id": sid, "qa_id": f"{sid}-q{i}", "label": lab, "clause": clause, "kind": kind, "rationale": rat})
    conv_lines.append({"session_id": sid, "assistant_id": aid, "language": "english", "context": ctx, "started_at": ts, "conversation": conv})

with open("/tmp/blind_t/conversations.jsonl", "w") as f:
    for c in conv_lines: f.write(json.dumps(c, ensure_ascii=False) + "\n")
with open("/tmp/blind_t/labels.jsonl", "w") as f:
    for l in label_lines: f.write(json.dumps(l, ensure_ascii=False) + "\n")
