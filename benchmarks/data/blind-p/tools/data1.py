L = "luggage_storage_code.md#"
S = "company/stowaway_lockers_policy.md#"
D = "dance_teaching_standards.md#"
W = "sign_and_wrap_standards.md#"
B = "beekeeping_supplies_and_swarms.md#"
C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

LONG_05 = """Great to hear you're bringing a group to Harbour City! Here's a full rundown for a Friday-to-Sunday stay at our Harbour Central Station counter.

**Prices**
- A standard bag up to 23 kg is $8 per calendar day or part of a day. Friday, Saturday and Sunday count as three days, so each standard bag costs $24 for the weekend. For 30 students with one standard bag each, that's $720 in total.
- Anything over 23 kg (up to 32 kg), and bicycles, ski bags or golf bags, count as large items at $14 per day, so $42 each for the three days.
- Every bag is covered for loss or damage up to $1,000 at no extra cost. If a student is carrying something worth more, declared-value cover costs $3 per bag per day and raises the limit to $3,000.

**What students can't leave with us**
Please share this list with the group before you travel:
- firearms, ammunition, fireworks or anything explosive
- flammable liquids, fuel and gas canisters, including camping gas
- live animals
- illegal drugs
- food of any kind, even sealed snacks, so students should carry their packed lunches with them
- e-bikes, e-scooters and loose lithium batteries
- cash over $200
- any single item over 32 kg
Medicines in their original packaging, sports kit and musical instruments are all fine.

**Drop-off**
For each bag we only need a first name and a mobile number or email address. We don't ask for passports, ID cards, home addresses or dates of birth, so students don't need to dig out documents at the counter.

**Collection**
Bags are collected at Harbour Central, the same counter where they were dropped off, any time between 06:00 and 23:00. If your train home on Sunday is late in the evening, make sure the group collects before 23:00, because staff can't reopen the counter after hours. Bags left beyond the booked period are charged a late collection fee of $12 per day.

**Lost tickets**
It happens with school groups! A student who loses a claim ticket can still collect by showing the booking confirmation text or email and describing what's in the bag. We never ask for photo ID.

**If something goes wrong**
Claims can be made with the form on our website or by calling 555-0182 up to 30 days after collection, and we reply in writing within 7 days.

**Changing plans**
Online bookings can be cancelled free of charge any time up to the booked drop-off time. If the group doesn't turn up at all, the booking is refunded in full automatically within 5 business days.

Let me know if you'd like help setting up the group booking!"""

S01 = dict(sid="bp-01", aid="stowaway-assistant", ctx="Customer chat assistant for StowAway Lockers, a luggage storage company in Harbour City.",
  at="2026-03-02T09:05:00Z", turns=[
  ("Hi! I land in Harbour City tomorrow and I'm going hiking for two weeks. Can I leave my suitcase at your Harbour Central counter for the whole 14 days?",
   "Welcome in advance! I'm afraid 14 days is longer than we can do: our staffed counters hold bags for a maximum of 7 consecutive days, and that limit applies even if you pay up front. Other licensed operators in the city may offer longer storage.",
   "StowAway keeps bags at a staffed counter for at most 7 consecutive days, so a 14-day booking isn't possible, even prepaid.",
   C, S+"Maximum Storage Period", "multi_rule", "The answer applies StowAway's 7-day maximum, which is stricter than the city code's 30 days and therefore governs.", None),
  ("Ugh, ok. What would 7 days cost for one suitcase? It's about 20 kg.",
   "At 20 kg your suitcase falls into our large-item band, which is $14 per day, so a full week comes to $98.",
   "A bag up to 23 kg is a standard bag at $8 per calendar day, so 7 days costs $56.",
   N, S+"Prices", "numeric", "A 20 kg bag is a standard bag at $8 a day ($56 a week); the large-item rate only starts above 23 kg.", None),
  ("And what do I need to bring at drop-off? My passport?",
   "Yes, please bring your passport. We scan it at drop-off and note your date of birth on the bag tag for security.",
   "No documents are needed: StowAway only asks for a first name and a mobile number or email, never ID or a date of birth.",
   N, S+"Customer Details", "plain", "StowAway never asks for an ID document or date of birth, yet the answer demands a passport scan and birth date.", None),
  ("Cool. Any tips for a good two-week hike starting from the city?",
   "The Coastal Ridge Trail is a favourite: it starts just north of the harbour and takes about 10 to 12 days end to end. Check the ferry timetable for the way back!",
   "A brief friendly reply or a pointer to hiking resources; hiking routes are outside the luggage rules.",
   I, None, "out_of_scope", "Hiking advice is not covered by any corpus document.", None),
])

S02 = dict(sid="bp-02", aid="stowaway-assistant", ctx="Customer chat assistant for StowAway Lockers, a luggage storage company in Harbour City.",
  at="2026-03-02T13:40:00Z", turns=[
  ("Can I leave a tin of homemade cookies in my backpack when I drop it off? The tin is sealed.",
   "Sealed food is allowed under the city's luggage code, so your cookie tin can stay in the backpack.",
   "No: StowAway does not accept food of any kind, sealed or unsealed, even though the city code would allow sealed food.",
   N, S+"Items We Do Not Accept", "multi_rule", "StowAway's stricter house rule refuses all food, so relying on the code's sealed-food allowance is wrong.", None),
  ("Fine, I'll eat them \U0001F605 What about my e-scooter, can it go in as a large item?",
   "Sorry, no. We can't take e-scooters, e-bikes or loose lithium batteries at any of our locations, whatever the size band.",
   "StowAway does not accept e-scooters, e-bikes or loose lithium batteries.",
   C, S+"Items We Do Not Accept", "plain", "The answer correctly refuses the e-scooter as StowAway's policy requires.", None),
  ("What happens if my backpack gets damaged while you have it?",
   "Every bag is covered free of charge for loss or damage up to $500, which is the city minimum. If your things are worth more, you can add declared-value cover for $3 a day.",
   "Every bag is covered free of charge up to $1,000; declared-value cover at $3 per bag per day raises the limit to $3,000.",
   N, S+"Liability and Claims", "numeric", "StowAway covers each bag up to $1,000 free of charge, not the $500 code minimum stated.", None),
  ("Thanks for being so straight with me!",
   "Any time! Enjoy your day in Harbour City.",
   "A short friendly sign-off.",
   I, None, "smalltalk", "A thank-you and sign-off with no rule content.", None),
])

S03 = dict(sid="bp-03", aid="stowaway-assistant", ctx="Customer chat assistant for StowAway Lockers, a luggage storage company in Harbour City.",
  at="2026-03-09T16:15:00Z", turns=[
  ("I booked a 17:00 drop-off at Pier 4 today but my ferry has just been cancelled. It's 16:20 now. Can I still cancel without paying?",
   "Yes. With StowAway you can cancel free of charge any time up to your booked drop-off time, so cancelling now costs you nothing. Use the cancel link in your confirmation email.",
   "Yes: StowAway allows free cancellation at any time up to the booked drop-off time, so cancelling at 16:20 for 17:00 is free.",
   C, S+"Cancellations", "time_window", "StowAway's rule (stricter than the code's 2-hour cut-off) makes a cancellation 40 minutes before drop-off free.", 0.4),
  ("The ferry is now going tomorrow morning. Could I drop my bag at Pier 4 tonight around 21:00 and collect it there tomorrow at 07:30?",
   "Pier 4 closes at 20:00, so a 21:00 drop-off there isn't possible; staff can't open the counter after hours. Harbour Central is open until 23:00, but a bag left there must also be collected at Harbour Central, from 06:00. Pier 4 reopens at 07:00, so if you can drop off there before 20:00 tonight, a 07:30 collection tomorrow works.",
   "Pier 4 is open 07:00 to 20:00, so 21:00 is too late there; Harbour Central is open until 23:00 but the bag must then be collected there.",
   C, S+"Locations and Hours", "time_window", "All hours and the same-counter collection rule match the policy.", 0.3),
  ("Worst case I lose my claim ticket. What do I need to collect the bag?",
   "No problem, just bring a photo ID such as a passport or driving licence. Staff will take a photocopy for our records and then hand the bag over.",
   "Show the booking confirmation text or email and describe the bag's contents; StowAway never asks for or copies photo ID.",
   N, S+"Customer Details", "multi_rule", "StowAway never asks for or copies photo ID (the code also forbids copying), but the answer requires and copies it.", 0.2),
  ("Is the coffee at the Pier 4 terminal any good?",
   "I don't have any information about the cafés in the terminal, sorry!",
   "A polite note that this is outside what the assistant covers.",
   I, None, "out_of_scope", "Terminal cafés are not covered by any corpus document.", 0.1),
])

S04 = dict(sid="bp-04", aid="stowaway-assistant", ctx="Customer chat assistant for StowAway Lockers, a luggage storage company in Harbour City.",
  at="2026-03-09T10:30:00Z", turns=[
  ("I put a bag in one of the Old Town Square lockers 4 days ago on a 24-hour booking and completely forgot about it. Where is it now?",
   "Don't worry, it's safe. Locker contents left longer than 72 hours are moved to our Harbour Central Station counter, so that's where your bag is now. You can collect it any day between 06:00 and 23:00. A late collection fee of $12 applies for each day after your booked period ended.",
   "After 72 hours locker contents are moved to Harbour Central, collectable 06:00 to 23:00, with a $12 late fee per day after the booked period.",
   C, S+"Maximum Storage Period", "time_window", "The 72-hour locker limit, transfer to Harbour Central, its hours and the $12 late fee are all stated correctly.", None),
  ("Can someone open it and check my passport is still inside? I'm freaking out.",
   "I completely understand. Staff won't open your bag unless you're there with them; the only exception would be a police officer with a warrant. If you come to Harbour Central, they'll bring the bag out and you can open it together at the counter to check.",
   "Staff don't open a bag without the customer present (except for a police warrant); the customer can come and check it with staff.",
   C, S+"Bag Checks", "negation", "The answer declines to open the bag in the customer's absence and offers a check with the customer present, as the policy requires.", None),
  ("OK. If something turns out to be missing, how long do I have to claim and how quickly do you answer?",
   "You can claim up to 30 days after you collect the bag, using the form on our website or by calling 555-0182. The city code gives operators up to 14 days to reply, and that's the timeframe we work to.",
   "Claims can be made up to 30 days after collection; StowAway replies in writing within 7 days.",
   N, S+"Liability and Claims", "multi_rule", "StowAway commits to reply within 7 days, stricter than the code's 14 days quoted in the answer.", None),
  ("And will you keep my name and number on file afterwards?",
   "We hold on to customer details for 12 months after collection in case a claim comes in, and then delete them.",
   "Customer records are deleted 90 days after the bag is collected.",
   N, L+"Customer Information", "numeric", "Records must be deleted 90 days after collection, not kept for 12 months.", None),
])

S05 = dict(sid="bp-05", aid="stowaway-assistant", ctx="Customer chat assistant for StowAway Lockers, a luggage storage company in Harbour City.",
  at="2026-03-16T08:50:00Z", turns=[
  ("I'm organising a school trip: 30 students arrive at Harbour Central on a Friday morning and leave on Sunday evening. Can you explain everything we need to know: prices, what they can't bring, how collection works, and what happens if someone loses a ticket?",
   LONG_05,
   "A summary of StowAway's prices ($8 per standard bag per day, $14 large items), refused items, first-name-and-contact-only check-in, same-counter collection 06:00 to 23:00, lost-ticket collection with the booking confirmation, $1,000 cover, claims and cancellations.",
   C, S+"Prices", "long_answer", "Every figure, item list, hour and procedure in the long answer matches the StowAway policy and the city code.", None),
  ("One student is asking if she can leave her pet hamster, in its cage, with the bags for the day.",
   "Sorry, no. Live animals can't be stored at any luggage operator in Harbour City, including us, even for a few hours.",
   "No: live animals of any kind must be refused.",
   C, L+"Prohibited Items", "plain", "Live animals are a prohibited item under the code and the answer refuses them.", None),
  ("Unrelated, but do you know if the city aquarium is open on Sundays?",
   "I'm not sure about the aquarium's hours; their own website will have the latest times.",
   "A polite pointer elsewhere; aquarium hours are outside the assistant's topics.",
   I, None, "out_of_scope", "Aquarium opening hours are not covered by any corpus document.", None),
  ("Last one: a boy has a small camping gas canister for his stove in his bag. If the valve's closed, can it stay?",
   "If the valve is closed and it's a small canister (under 500 g), it can stay in his bag.",
   "No: gas canisters of any size, including camping gas, cannot be stored.",
   N, L+"Prohibited Items", "numeric", "Gas canisters of any size, including camping gas, must be refused; the invented 500 g threshold grants what the rule forbids.", None),
])
