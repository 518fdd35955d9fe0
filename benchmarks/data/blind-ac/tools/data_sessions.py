# -*- coding: utf-8 -*-
"""Hand-written session data for the blind-ac evaluation set.

Each turn: (qa_suffix, query, assistant, ground_truth, label, clause, kind, rationale, weight_or_None)
"""

NP = "company/northpaw_guest_policy.md"
SD = "sled_dog_tour_code.md"
CF = "cryo_float_centre_standards.md"
MK = "makerspace_operating_code.md"
CB = "chess_bridge_club_code.md"
LC = "leisure_consumer_code.md"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

LONG_05 = """Of course, here is the complete picture so you both know what to expect on the day.

**Arriving and the safety briefing**
Please get to the kennel at Kestrel Fell about half an hour before departure. Before anyone drives, every driver has to sit through our 20-minute safety briefing. It covers how to stand on the runners, how to use the brake and the snow hook, how to keep your distance from the sled in front and what to do if you tip over. The briefing is not optional: if one of you misses it, that person can still come along, but only riding as a passenger, not driving.

**How far you will go**
The half-day route is planned so that no dog runs more than 20 km in the day. In practice many groups cover a bit less, depending on the snow and on how the dogs are feeling. There are regular stops so you can take photos and the dogs can get their breath back.

**Your group and your guide**
Each of our guides looks after no more than five guest sleds, and a Northpaw convoy never has more than ten. Whenever the route takes us more than 10 km from the kennel, the lead guide carries a satellite messenger so we stay in touch with base the whole time.

**What to wear**
We lend insulated overalls, boots and mittens. Bring your own thermal base layers, a warm hat, a neck gaiter and goggles or sunglasses, because the glare off the snow can be strong. Several thin layers work better than one thick jumper, and please leave scarves with long loose ends at home, as they can catch on the sled.

**Rules on the trail**
- Keep both feet on the runners unless your guide signals otherwise.
- Hold on to the handlebar at all times; if you fall off, the team will happily carry on without you.
- Keep the gap between sleds that your guide asks for.
- Please don't drink alcohol before the tour: anyone who seems to be under the influence won't be allowed to drive.

**Weather and temperature**
We check the temperature at the start point before we leave. Northpaw does not run any tour when it is colder than -25 °C, for the sake of the dogs and of our guests. If we have to call off your tour because of the weather or the dogs' welfare, the choice is yours: a full refund, which we pay within 5 working days, or a free rebooking on any date within 18 months.

**If your plans change**
If you cancel more than 7 days ahead we only keep a 5 % administration fee. From 7 days down to 72 hours before the tour we keep 30 % of the price, under 72 hours it is 50 %, and if nobody turns up we keep the full price. Changing your date more than 7 days ahead is free, as long as there is space on the new date.

**After the ride**
Back at the kennel you can help unharness your team, give them a well-earned scratch behind the ears and warm up with a hot drink by the fire before heading home.

We are really looking forward to meeting you both in April!"""

LONG_13 = """Great choice, wood turning is a lovely skill to pick up. Here is everything you need to know before your first session.

**Induction comes first**
The wood lathe is a Category C machine, so before you use it you need to complete its induction: a two-hour practical session followed by a short written test. Inductions are run by stewards who have held the lathe induction themselves for at least six months, so you will be in experienced hands. If the test doesn't go your way, don't worry, you can sit it again after seven days. Once you pass, your induction is valid for 24 months, but if you go a year or more without using the lathe you will need to redo it even before then.

**When you can turn**
Powered tools can be used on any day between 07:00 and 22:00. On Sundays and public holidays the bigger machines (Categories B and C) stay off until 10:00, so plan weekend sessions for later in the morning. Once you've passed, you're free to turn on your own in the evenings as long as you've signed in on the door register. It is worth booking the lathe on the online calendar, as weekday evenings are popular.

**What to wear and what not to wear**
- Safety glasses or a full face shield. Anyone standing within two metres of the lathe while it is running needs eye protection too, so ask onlookers to put some on.
- Closed-toe shoes at all times in the workshop; sturdy boots are ideal because blanks and tools do get dropped.
- No gloves while the lathe is spinning. They can catch on the work and drag your hand in.
- Roll up or fasten loose sleeves, take off dangling jewellery, and tie your hair back if it reaches past your shoulders.
- A dust mask is a sensible extra when sanding, especially with exotic hardwoods.

**If something goes wrong**
Any injury that needs first aid goes into the incident log the same day. If anyone ever needs hospital treatment, the space has to report it to the Council within three working days, so tell a steward straight away. A machine involved in an incident is tagged out of service immediately and stays out of use until a steward has inspected it and signed the tag; members are not allowed to take that tag off themselves.

**Tips for getting started**
Start with spindle work in a soft, straight-grained wood before you try bowls. Keep your gouges sharp, since a blunt tool is far more likely to catch. Before you switch on, check that the tool rest is locked, that the blank is held securely, and that the speed is set low for a new or out-of-balance piece, then stand to one side as the machine starts. Sweep up your shavings at the end so the next person finds a clean machine.

Enjoy your first curls of shavings!"""

LONG_17 = """Here is how the whole process works under the club code, step by step.

**1. Making the complaint**
A complaint about another member's behaviour has to be made in writing to the club committee within 14 days of the incident. For what happened on 2 November, that means your written complaint needs to reach the committee by 16 November; sending it today, as you plan to, is well within time. Stick to facts: the date, what was said or done, and the names of anyone who saw it.

**2. The committee's decision**
Once the committee has your complaint, it has 28 days from the day it received it to give its decision. It will normally hear both sides before deciding. The outcomes open to the committee are a warning or a suspension, and a suspension can last up to six months at most.

**3. Expulsion**
The committee cannot expel anyone on its own. If it thinks the behaviour is serious enough, it can put an expulsion forward, but the decision belongs to the members: it needs a two-thirds majority of those voting at a general meeting. That usually means either waiting for the next general meeting or the committee calling a special one.

**4. If he is suspended: his options**
A suspended member can appeal to the Federation of Mind Sports Clubs of Brannock County. He must do so within 10 working days of being told about the suspension; after that window he loses the right to appeal. The Federation then reviews the decision.

**5. Where that leaves you**
The code does not give the person who complained a separate right of appeal against the committee's decision. If you feel the outcome is wrong, you can ask the committee to explain its reasons, and as a member you can raise the matter at a general meeting. If the behaviour happens again, a new incident can be the subject of a new complaint within 14 days of that incident.

**6. Practical tips**
- Keep a copy of your complaint and note the date you sent it, so you can work out when the 28 days end.
- Ask anyone who witnessed the incident whether they are willing to give a short written account.
- Avoid discussing the complaint with other members while it is being considered; it keeps the process fair for everyone.
- If the incident happened during a rated game, mention this, as the arbiter's notes may help the committee.

I hope this helps you feel confident about the next steps. If you'd like, I can help you draft the complaint so that it covers everything the committee will need."""

SESSIONS = [
 # ---------------------------------------------------------------- Northpaw
 {"sid": "bac-01", "aid": "northpaw-assistant", "started": "2025-01-10T09:14:00Z",
  "context": "Northpaw Sled Adventures web chat assistant (Kestrel Fell kennel). A parent plans a family half-day sled tour; Northpaw policy applies on top of the regional tour code.",
  "turns": [
   ("q1", "Hi! We're a family of four: me, my husband and our kids aged 5 and 13. Can all four of us come on the half-day sled tour?",
    "Yes, you can all come along! Children ride from the age of 4, so your 5-year-old can sit snugly in the basket while one of you drives, and your 13-year-old can drive a sled of her own as long as an adult rides with her as passenger.",
    "The 5-year-old cannot ride: Northpaw passengers must be at least 6. The 13-year-old may drive only with her parent or guardian riding on the same sled.",
    N, NP + "#Northpaw Guest Requirements", "multi_rule",
    "The answer applies the code's minimum passenger age of 4; Northpaw's stricter policy sets 6 for its own tours, so the 5-year-old cannot come.", None),
   ("q2", "Oh no. OK, the little one will stay with grandma. My husband weighs 95 kg and our 13-year-old is 48 kg. Can they share a sled with her driving?",
    "That works. Together they come to 143 kg, which is comfortably below our 160 kg limit per sled, and because your husband is her parent he can ride in the basket while she drives.",
    "Yes: 95 + 48 = 143 kg is under Northpaw's 160 kg limit, and a 13-year-old may drive with a parent as passenger.",
    C, NP + "#Northpaw Guest Requirements", "numeric",
    "143 kg is within the 160 kg Northpaw limit and a 12-15-year-old may drive with a parent as passenger.", None),
   ("q3", "How far will the dogs actually run on the half-day tour?",
    "The half-day route is about 22 km. That's well within what the dogs are built for; the regulations allow up to 25 km a day on a half-day tour.",
    "Northpaw limits half-day sled tours to 20 km per dog per day, so the route is at most 20 km.",
    N, NP + "#Northpaw Tour Limits", "numeric",
    "A 22 km route exceeds Northpaw's 20 km per dog per day cap for half-day tours; the 25 km code limit does not govern Northpaw tours.", None),
   ("q4", "And if we have to cancel 5 days before, how much do we lose?",
    "If you cancel somewhere between 72 hours and a week before the tour, we hold on to 30 % of the price and refund the rest to you.",
    "Cancelling 5 days ahead falls in the 7-days-to-72-hours band: Northpaw keeps 30 %.",
    C, NP + "#Northpaw Cancellations and Refunds", "time_window",
    "Five days before falls in the band from 7 days down to 72 hours, where Northpaw keeps 30 %.", None),
   ("q5", "Great, thanks so much, you've been really helpful!",
    "You're very welcome! Wrap up warm and we'll see you at Kestrel Fell.",
    "You're welcome, see you soon.",
    I, None, "smalltalk", "Thanks and a farewell; no rule is engaged.", None),
  ]},
 {"sid": "bac-02", "aid": "northpaw-assistant", "started": "2025-06-18T16:40:00Z",
  "context": "Northpaw Sled Adventures web chat assistant. A guest asks about a summer dog-cart tour at Lake Orrin. Turn weights set by the reviewer.",
  "turns": [
   ("q1", "Is the cart tour running tomorrow morning? The forecast says 13 degrees at 9 am.",
    "At 13 °C we can still go out, but we'll switch to a shorter 5 km loop so the dogs don't overheat.",
    "No: Northpaw does not run cart tours above 12 °C, so at 13 °C the tour would not go ahead.",
    N, NP + "#Northpaw Tour Limits", "multi_rule",
    "The 5 km rule for 10-15 °C comes from the general code; Northpaw's stricter policy cancels cart tours above 12 °C.", 0.4),
   ("q2", "What if it's only 10 degrees?",
    "At 10 °C the tour goes ahead on our shortened 4 km route, with a water stop for the dogs along the way.",
    "At 10 °C the tour runs on the shortened 4 km route.",
    C, NP + "#Northpaw Tour Limits", "numeric",
    "From 8 °C up to 12 °C Northpaw runs a 4 km route; a water stop is consistent with the code's every-3-km rule.", 0.2),
   ("q3", "Can I bring my drone to film the dogs pulling the cart?",
    "People love drone footage of the team in action! You're welcome to fly above the dogs while they're pulling the cart; the only thing to watch is that you stay at least 200 m away from the dog yard.",
    "You may not fly within 200 m of the dog yard, and never over a moving team.",
    N, SD + "#Kennel Visits and Photography", "partial",
    "The 200 m distance from the yard is right, but the code forbids flying a drone over a moving team, which the answer explicitly allows.", 0.2),
   ("q4", "And my assistance dog, can she come along on the cart?",
    "For safety she can't ride on the cart or go into the dog yard, but we have a quiet, shaded waiting area at the base where she can stay while you're out.",
    "The operator may refuse her on the tour or in the yard for safety, but must offer a safe waiting area at base.",
    C, LC + "#Assistance Dogs", "multi_rule",
    "The consumer code lets dog tour operators refuse assistance dogs on tours for safety if a safe waiting area is provided, which the answer offers.", 0.2),
  ]},
 {"sid": "bac-03", "aid": "northpaw-assistant", "started": "2025-02-03T14:05:00Z",
  "context": "Northpaw Sled Adventures web chat assistant. A guest who booked online the day before asks about cancelling and payments for a tour on 22 February 2025.",
  "turns": [
   ("q1", "I booked a half-day tour online yesterday afternoon for 22 February, €380 in total. Now my friend can't come. Can I cancel without paying anything?",
    "Yes. You booked less than 48 hours ago and the tour is still more than a week away, so you can cancel free of charge and everything you've paid so far comes back to you.",
    "Yes: a remote booking can be cancelled free within 48 hours when the activity is more than 7 days away; all money paid is returned.",
    C, LC + "#Cooling-Off for Remote Bookings", "multi_rule",
    "The consumer code's 48-hour cooling-off right applies on top of Northpaw's cancellation table: booked yesterday, tour 19 days away.", None),
   ("q2", "Actually, maybe I'll keep it. How much have I paid so far, and when is the rest due?",
    "At booking you paid the 25 % deposit, which is €95. The remaining €285 is due 14 days before the tour, so by 8 February.",
    "Deposit 25 % = €95; balance €285 due 14 days before, i.e. 8 February.",
    C, NP + "#Booking, Deposits and Contact", "numeric",
    "25 % of €380 is €95, balance €285, and 22 February minus 14 days is 8 February; also within the consumer code's 30 % deposit cap.", None),
   ("q3", "If I decide next week, say on 12 February, to cancel after all, what happens?",
    "By then you're outside the 48-hour window, so the normal terms apply: with more than 7 days still to go we keep a 10 % administration fee, €38, and refund the rest.",
    "Cancelling on 12 February is 10 days before: Northpaw keeps only a 5 % fee, €19.",
    N, NP + "#Northpaw Cancellations and Refunds", "multi_rule",
    "10 % is the code's ceiling; Northpaw's stricter table keeps only 5 % for cancellations more than 7 days ahead.", None),
   ("q4", "Is there anywhere to get lunch near the kennel afterwards?",
    "There are a couple of cafés in Kestrel Fell village, a five-minute drive down the hill; the bakery by the bridge is a favourite with our guests.",
    "Suggest local places to eat.",
    I, None, "out_of_scope", "Where to eat is not covered by any corpus document.", None),
  ]},
 {"sid": "bac-04", "aid": "northpaw-assistant", "started": "2025-01-22T11:30:00Z",
  "context": "Northpaw Sled Adventures web chat assistant. An organiser plans a large group sled outing. Turn weights set by the reviewer.",
  "turns": [
   ("q1", "We're a group of 14 adults and each of us wants to drive our own sled. Can we all go out in one convoy?",
    "A single Northpaw convoy tops out at 10 guest sleds, so we'd split you into two groups, for example 7 and 7, each going out with its own guides.",
    "No: a Northpaw convoy has at most 10 guest sleds, so the group is split into two convoys with their own guides.",
    C, NP + "#Northpaw Group Size", "numeric",
    "Fourteen sleds exceed the 10-sled Northpaw convoy cap; splitting into two convoys with their own guides is what the policy requires.", 0.15),
   ("q2", "How many guides will each group of 7 have?",
    "Each guide can look after up to 6 sleds, so a group of 7 gets two guides.",
    "Two guides, because a Northpaw guide leads at most 5 guest sleds.",
    N, NP + "#Northpaw Group Size", "partial",
    "The number of guides is right, but the stated rule of 6 sleds per guide is the code's figure; Northpaw guides lead at most 5.", 0.15),
   ("q3", "The forecast for our date says -27 °C in the morning. Will we still go?",
    "Our huskies love the cold! We run tours down to -30 °C, so -27 °C is no problem at all.",
    "No: Northpaw does not run any tour below -25 °C.",
    N, NP + "#Northpaw Tour Limits", "multi_rule",
    "-30 °C is the general code's limit; Northpaw's policy stops all tours below -25 °C.", 0.3),
   ("q4", "One of us is four months pregnant. She'd be happy just riding in the basket rather than driving.",
    "I'm sorry, but pregnant guests can't join sled or cart tours at all, not even as passengers. She'd be very welcome at one of our kennel visits, which run daily at 11:00 and 15:00.",
    "Pregnant guests may not ride at all; a kennel visit is possible.",
    C, SD + "#Guest Age and Load Rules", "refusal",
    "The code bars pregnant guests from tours as driver or passenger and allows kennel visits; the times match the Northpaw policy.", 0.2),
   ("q5", "Out of interest, what's the best way to get from the airport to Kestrel Fell?",
    "The airport shuttle bus goes to Kestrel Fell village a few times a day, and from there it's a short taxi ride up to the kennel. The bus company's website has the current timetable.",
    "Give travel directions.",
    I, None, "out_of_scope", "Travel from the airport is not covered by the corpus.", 0.2),
  ]},
 {"sid": "bac-05", "aid": "northpaw-assistant", "started": "2025-03-08T10:02:00Z",
  "context": "Northpaw Sled Adventures web chat assistant. A returning family asks about a kennel visit and an upcoming half-day tour in April.",
  "turns": [
   ("q1", "We're coming for the kennel visit today with our kids, who are 3 and 8. Can they hold the puppies?",
    "Our newest litter is only about six weeks old, so for now the pups are cuddled by the kennel team only; visitors get their turn once they're ten weeks. The kids can meet plenty of grown-up dogs, though. In the yard please hold both children's hands, or at least keep them close enough to reach.",
    "Puppies under 10 weeks may not be handled by visitors; under-12s must be held by the hand or kept within arm's reach.",
    C, SD + "#Kennel Visits and Photography", "paraphrase",
    "Matches the 10-week puppy rule and the hand/arm's-reach rule for under-12s, in different words.", None),
   ("q2", "My 8-year-old has brought some dog biscuits. Can he give the dogs a treat?",
    "Of course, that's the quickest way to make friends! Just have him offer them on a flat palm.",
    "No: visitors may not feed the dogs; treats are given only by staff.",
    N, SD + "#Kennel Visits and Photography", "modality",
    "The code says visitors may not feed the dogs; the answer turns the prohibition into a permission.", None),
   ("q3", "We're also booked on the half-day sled tour on 5 April, and my husband and I will each drive our own sled. Can you give us the full picture: the day itself, what to wear, the safety rules, how far we go, and what happens if the weather turns bad?",
    LONG_05,
    "Attend the 20-minute briefing or ride only as passenger; max 20 km per dog; max 5 sleds per guide and 10 per convoy; no tours below -25 °C; weather cancellation: full refund within 5 working days or free rebooking within 18 months; cancellation fees 5 %/30 %/50 %/100 %.",
    C, NP + "#Northpaw Guest Requirements", "long_answer",
    "Every rule stated (briefing, 20 km, group sizes, -25 °C, refund timing, rebooking window, cancellation table, alcohol) matches the Northpaw policy and the code.", None),
   ("q4", "You took some lovely photos of our 8-year-old with the dogs last time. Could you post them on your Instagram?",
    "We'd love to! Before we post anything we just need your written consent as her parent; I'll email you the short consent form now.",
    "Yes, once a parent has given written consent, since she is under 16.",
    C, LC + "#Personal Data and Photographs", "plain",
    "Identifiable photos of an under-16 need a parent's written consent, which the answer asks for first.", None),
  ]},
 # ---------------------------------------------------------------- Stillwater
 {"sid": "bac-06", "aid": "stillwater-assistant", "started": "2025-04-07T08:25:00Z",
  "context": "Stillwater Cryo & Float, Marrowfield: booking assistant. A new client asks about a first cryotherapy session and then a float.",
  "turns": [
   ("q1", "I'd like to try whole-body cryo for the first time. Your chamber runs at -110 °C, right? How long would I be inside?",
    "That's right, our chamber runs at -110 °C. Sessions are 3 minutes, and that includes your very first one.",
    "At -110 °C the maximum is 3 minutes, but a first-ever session is limited to 2 minutes.",
    N, CF + "#Cryotherapy Session Limits", "numeric",
    "First-ever sessions are capped at 2 minutes at any temperature; the answer gives 3 minutes for the first session.", None),
   ("q2", "Could I do two sessions in one day, say at 9:00 and 12:00?",
    "Two sessions in a day are fine, and 9:00 and 12:00 works nicely, as there are three hours between them.",
    "Two a day are allowed, but they must start at least 4 hours apart, so 12:00 is too early after 9:00 (13:00 at the earliest).",
    N, CF + "#Cryotherapy Session Limits", "time_window",
    "Sessions must start at least 4 hours apart; 9:00 and 12:00 are only 3 hours apart.", None),
   ("q3", "Ah, I should mention I have a pacemaker. Is that a problem?",
    "I'm afraid a pacemaker rules out cryotherapy, so we can't take you into the chamber. A float might be a nice alternative; you'd fill in our usual health questionnaire first.",
    "Yes: clients with a pacemaker must not enter the cryotherapy chamber.",
    C, CF + "#Client Screening and Contraindications", "plain",
    "A pacemaker is a listed contraindication for cryotherapy; nothing bars flotation and the questionnaire is required anyway.", None),
   ("q4", "OK, a float then. How long can I stay in?",
    "As long as you like, within reason! We offer floats of up to 3 hours for people who really want to switch off.",
    "A float session may last at most 120 minutes.",
    N, CF + "#Float Tank Operation", "numeric",
    "Float sessions are capped at 120 minutes; offering 3 hours breaks the cap.", None),
   ("q5", "I've never floated before, I'm actually a bit nervous!",
    "That's completely normal, lots of first-timers feel the same, and most tell us afterwards they're glad they tried it.",
    "Reassure the client.",
    I, None, "smalltalk", "Reassurance about nerves; no rule is engaged.", None),
  ]},
 {"sid": "bac-07", "aid": "stillwater-assistant", "started": "2025-05-12T17:48:00Z",
  "context": "Stillwater Cryo & Float, Marrowfield: booking assistant. A parent asks about treatments for teenage children and for herself during pregnancy.",
  "turns": [
   ("q1", "My son is 15. Can he do a cryo session with me?",
    "Not yet, I'm afraid: the chamber is only open to clients aged 16 and over. He could float, though, if you sign a consent form and stay in the building while he's in.",
    "No: cryotherapy starts at 16. Floating is possible with a parent's written consent and the parent on the premises.",
    C, CF + "#Minimum Ages", "negation",
    "Correctly refuses cryo under 16 and states both float conditions for under-16s.", None),
   ("q2", "And my daughter is 17. Could she go in for cryo on her own if I sign the form in advance?",
    "Yes, once your signed consent form is on file she's welcome to come in by herself.",
    "She needs your written consent and you (or another guardian) must be on the premises during her session.",
    N, CF + "#Minimum Ages", "partial",
    "Written consent is right, but for 16-17-year-olds the parent or guardian must also be on the premises; coming alone is not allowed.", None),
   ("q3", "I'm 20 weeks pregnant myself. Is floating OK for me?",
    "It can be, but we'd need a note from your doctor or midwife saying they're happy for you to float, and we'd need it in writing before your first booking.",
    "Pregnant clients may float only with written approval from a doctor or midwife.",
    C, CF + "#Client Screening and Contraindications", "paraphrase",
    "Matches the written-approval condition for pregnant clients using different words.", None),
   ("q4", "In your opinion, does floating help with back pain in pregnancy?",
    "Lots of people find the weightless feeling relaxing, but I can't give medical advice; your midwife is the best person to ask about that.",
    "Decline to give medical advice.",
    I, None, "out_of_scope", "Health benefits of floating are not covered by the corpus.", None),
  ]},
 {"sid": "bac-08", "aid": "stillwater-assistant", "started": "2025-09-02T12:10:00Z",
  "context": "Stillwater Cryo & Float, Marrowfield: account assistant. A client asks about a package, a refund, a late cancellation and a gift voucher. Turn weights set by the reviewer.",
  "turns": [
   ("q1", "I bought a 10-session cryo package on 15 October last year. Do I have to use them all by this October?",
    "Packages stay valid for at least a year from purchase, so yours is good until at least 15 October 2025.",
    "The package is valid for at least 12 months from purchase, i.e. until at least 15 October 2025.",
    C, CF + "#Cancellations, Packages and Vouchers", "time_window",
    "Packages must remain valid at least 12 months from purchase; 15 October 2024 gives 15 October 2025.", 0.2),
   ("q2", "My doctor has now told me to stop cryo because of my blood pressure. I have 4 of the 10 sessions left and paid €400. What do I get back?",
    "With a doctor's note we'll refund your 4 unused sessions pro rata, which is €160, minus our 20 % handling fee, so you'd receive €128.",
    "Pro rata €160, minus a fee of at most 15 % (€24): at least €136.",
    N, CF + "#Cancellations, Packages and Vouchers", "numeric",
    "The handling fee may not exceed 15 % of the refunded amount; 20 % is too much.", 0.3),
   ("q3", "I also want to cancel my float booked for tomorrow at 10:00. It's 16:00 now. Is there a charge?",
    "Since it's less than 24 hours until your float, we can charge up to half the session price; for a €70 float that's €35 at most.",
    "Yes, it is within 24 hours, so up to 50 % may be charged.",
    C, CF + "#Cancellations, Packages and Vouchers", "time_window",
    "18 hours' notice is under 24 hours, so a charge of up to 50 % is allowed.", 0.2),
   ("q4", "Can I buy a gift voucher for my sister? How long is it valid?",
    "Of course! Our gift vouchers are valid for 12 months from the date of issue.",
    "Yes; vouchers are valid for at least 24 months from issue.",
    N, CF + "#Cancellations, Packages and Vouchers", "multi_rule",
    "12 months meets the consumer code minimum, but the wellness standards require at least 24 months and the stricter sector rule applies.", 0.3),
  ]},
 {"sid": "bac-09", "aid": "stillwater-assistant", "started": "2025-07-19T15:30:00Z",
  "context": "Stillwater Cryo & Float, Marrowfield: booking assistant. A client with an evening float booking on Saturday 19 July 2025.",
  "turns": [
   ("q1", "I had a couple of glasses of wine with lunch at about 1 pm. Can I still come for my float at 7 pm?",
    "A little wine at lunchtime is fine for floating; just drink plenty of water before you come in.",
    "No: clients who drank alcohol in the previous 8 hours may not float; 7 pm is only 6 hours later.",
    N, CF + "#Client Screening and Contraindications", "time_window",
    "Only 6 hours pass between 1 pm and 7 pm; the rule requires 8 alcohol-free hours.", None),
   ("q2", "OK, I'll move it. What about 10 pm then?",
    "10 pm works: that's nine hours after your wine, so as long as you don't have anything more to drink before then, you're fine to float.",
    "Yes, 10 pm is 9 hours later, beyond the 8-hour rule, provided no more alcohol.",
    C, CF + "#Client Screening and Contraindications", "time_window",
    "Nine hours exceeds the 8-hour alcohol window; the condition of no further drinking is stated.", None),
   ("q3", "Also, I got a small tattoo on my ankle last Monday. Does that matter?",
    "It's fine as long as you cover it: put a waterproof plaster over it before you get in and the salt water won't reach it.",
    "Yes: the tattoo is 5 days old, and tattoos under 14 days old may not float even if covered.",
    N, CF + "#Float Tank Operation", "plain",
    "A tattoo from Monday 14 July is 5 days old; the standards bar floating for 14 days and say covering does not lift the rule.", None),
   ("q4", "A friend of mine fainted after a cryo session at your centre last week and the paramedics came. Did you report it?",
    "I can't discuss another client's visit, I'm afraid. For what it's worth, reactions only get reported to the Wellness Facilities Board if the person ends up being admitted to hospital overnight.",
    "Decline to discuss the client; any adverse reaction needing medical attention is reported within 2 working days.",
    N, CF + "#Records and Adverse Events", "refusal",
    "Declining to discuss another client is fine, but any reaction needing medical attention, including an ambulance call, must be reported; the overnight-admission condition is invented.", None),
  ]},
 # ---------------------------------------------------------------- Lanternhill Commons: makerspace
 {"sid": "bac-10", "aid": "commons-assistant", "started": "2025-03-15T13:20:00Z",
  "context": "Lanternhill Commons assistant, covering the Lanternhill makerspace and the Lanternhill chess and bridge club. A teenager asks about joining the makerspace.",
  "turns": [
   ("q1", "I'm 15 and I want to join the makerspace so I can use the laser cutter. Is that possible?",
    "You can join at 15 with written consent from a parent, but the laser cutter is a Category B tool with a minimum age of 16, so that part will have to wait until your birthday. Meanwhile you can use Category A equipment like hand tools, sewing machines and the 3D printers, with a steward in the same room for anything powered.",
    "Membership yes, with parental written consent; the laser cutter no, because Category B starts at 16.",
    C, MK + "#Tool Categories and Induction", "partial",
    "Partly grants the request exactly as the code allows: membership at 14-17 with consent, Category B only from 16, powered tools under steward presence.", None),
   ("q2", "My birthday is in June. Once I'm 16, can I book the laser cutter induction straight away? How long is it?",
    "Yes, from your 16th birthday you can book the laser cutter induction. It takes about 45 minutes.",
    "Yes; Category B inductions take 45 minutes and the minimum age is 16.",
    C, MK + "#Tool Categories and Induction", "numeric",
    "Category B minimum age 16 and 45-minute induction both match.", None),
   ("q3", "After the induction, could I use the laser cutter on my own on a Sunday morning at 9:00?",
    "Two things stop that. On Sundays Category B tools can't be switched on before 10:00, and because you're under 18 a steward has to be in the room with you whenever you use a powered tool.",
    "No: no Category B use before 10:00 on Sundays, and under-18s need a steward in the same room.",
    C, MK + "#Opening Hours and Lone Working", "time_window",
    "Correct on the Sunday 10:00 rule and on steward presence for 14-17-year-olds.", None),
   ("q4", "My dad wants to use the wood lathe; he's already inducted. Can he wear his leather work gloves to protect his hands?",
    "Gloves are a good idea on the lathe; leather ones give a good grip and protect against hot shavings.",
    "No: gloves must not be worn on rotating machinery such as the lathe.",
    N, MK + "#Personal Protective Equipment", "negation",
    "The code forbids gloves on rotating machines like the lathe; the answer recommends them.", None),
   ("q5", "Where can I buy cheap plywood in town?",
    "The builders' merchant on Mill Road usually sells offcuts at a discount, and the makerspace shop keeps a small stock of 3 mm laser ply.",
    "Suggest suppliers.",
    I, None, "out_of_scope", "Where to buy plywood is not covered by the corpus.", None),
  ]},
 {"sid": "bac-11", "aid": "commons-assistant", "started": "2025-04-22T19:05:00Z",
  "context": "Lanternhill Commons assistant (makerspace). An adult member asks about early-morning lone working and about an injury.",
  "turns": [
   ("q1", "I'd like to come in at 6:30 tomorrow morning before work to use the bandsaw. Is that OK?",
    "Powered tools are only available from 7:00, so 6:30 is too early; you could start at 7:00 instead.",
    "No, powered tools only from 07:00.",
    C, MK + "#Opening Hours and Lone Working", "time_window",
    "Powered tools may be used only from 07:00 to 22:00.", None),
   ("q2", "I'll probably be alone at that hour. Is that a problem for the bandsaw? And what about the table saw?",
    "Working alone on the bandsaw is fine as long as you're inducted on it and you sign in on the door register. The table saw is different: someone else with an induction has to be in the building and within earshot while you use it.",
    "Bandsaw (B) alone is allowed for an inducted adult who signs in; the table saw (C) needs another inducted adult on site within earshot.",
    C, MK + "#Opening Hours and Lone Working", "modality",
    "Correctly separates the permission for Category B lone work from the requirement for a second inducted adult with Category C.", None),
   ("q3", "On the 10th I cut my thumb on the belt sander and went to A&E for stitches. I wrote it in the incident log. Is there anything else I need to do?",
    "Because you needed hospital treatment, logging it isn't enough: the incident also has to be reported to the Council within 3 working days. That deadline has already passed, so please tell a steward today so the report goes in straight away. The sander must also stay tagged out of service until a steward has inspected it and signed the tag.",
    "Yes: hospital treatment must be reported to the Council within 3 working days, and the sander stays tagged out until a steward signs it off.",
    C, MK + "#Incidents and Reporting", "plain",
    "States the 3-working-day Council report for hospital injuries and the tag-out rule correctly.", None),
   ("q4", "The sander seems fine now. Can I just take the out-of-service tag off myself?",
    "If you've checked it over and it runs normally, you can remove the tag; just add a note in the log saying you did.",
    "No: only a steward can return it to use after inspecting it and signing the tag.",
    N, MK + "#Incidents and Reporting", "modality",
    "Members may not remove an out-of-service tag; only a steward's inspection and signature returns the tool to use.", None),
  ]},
 {"sid": "bac-12", "aid": "commons-assistant", "started": "2025-05-05T10:45:00Z",
  "context": "Lanternhill Commons assistant (makerspace). A member is leaving and asks about notice, the fob deposit and a stored project.",
  "turns": [
   ("q1", "I want to cancel my membership. If I give notice today, when does it end?",
    "The notice period is 14 days, so your membership would end on 19 May.",
    "14 calendar days from 5 May: 19 May.",
    C, MK + "#Fees, Deposits and Storage", "time_window",
    "14 calendar days from Monday 5 May is 19 May.", None),
   ("q2", "Honestly I've loved the place, I'm just moving away for work.",
    "Sorry to see you go, and good luck with the move and the new job!",
    "Wish the member well.",
    I, None, "smalltalk", "A personal remark and good wishes; no rule is engaged.", None),
   ("q3", "When will I get my €40 fob deposit back once I hand the fob in?",
    "We refund fob deposits within 30 days of the fob being handed back.",
    "Within 10 working days after the fob is returned.",
    N, MK + "#Fees, Deposits and Storage", "time_window",
    "The code requires the deposit to be returned within 10 working days; 30 days is too long.", None),
   ("q4", "I left a half-built cabinet in the shared area 9 days ago. Could it already have been thrown out?",
    "After 7 days it can be moved out of the shared area, but nothing can be thrown away unless you've had a message at least 48 hours beforehand. If you haven't heard from us, it hasn't been disposed of.",
    "It may be removed after 7 days, but not disposed of without a message at least 48 hours before.",
    C, MK + "#Fees, Deposits and Storage", "numeric",
    "Matches the 7-day removal rule and the 48-hour notice before disposal.", None),
  ]},
 {"sid": "bac-13", "aid": "commons-assistant", "started": "2025-06-07T09:55:00Z",
  "context": "Lanternhill Commons assistant (makerspace). A parent asks about family sessions and then about starting wood turning.",
  "turns": [
   ("q1", "Can I bring my three kids, aged 8, 10 and 11, to a family session on my own?",
    "At family sessions each adult can be responsible for up to three children, so that works fine.",
    "No: each adult may be responsible for at most two children under 14, so a second adult is needed.",
    N, MK + "#Membership and Minimum Ages", "numeric",
    "The ratio is at most two children per adult; the answer says three.", None),
   ("q2", "My partner will come too, then. Do the kids need safety glasses if they're only watching the drill press?",
    "Yes. Anyone within 2 metres of a running drill press needs eye protection, spectators included, and everyone needs closed-toe shoes in the workshop.",
    "Yes, eye protection for everyone within 2 m; closed-toe shoes always.",
    C, MK + "#Personal Protective Equipment", "plain",
    "Eye protection applies to everyone within 2 m of a running Category B tool; closed-toe shoes at all times.", None),
   ("q3", "Separately, I'm 34 and a full member, and I want to take up wood turning on the lathe. Can you walk me through everything: induction, when I can use it, what to wear, and anything else I should know?",
    LONG_13,
    "Category C: 2-hour induction plus test, retake after 7 days, valid 24 months (repeat after 12 months unused); use 07:00-22:00, not before 10:00 on Sundays; never alone in the building; eye protection, no gloves, closed-toe shoes, hair tied back.",
    N, MK + "#Opening Hours and Lone Working", "long_answer",
    "The answer is correct throughout except one sentence allowing lone evening turning; Category C tools must never be used by someone alone in the building.", None),
   ("q4", "Thanks. Totally unrelated: do you know a good banana bread recipe?",
    " ",
    "Out of scope; no answer required.",
    I, None, "empty_answer", "The answer is whitespace only and the question is off-topic.", None),
  ]},
 {"sid": "bac-14", "aid": "commons-assistant", "started": "2025-08-11T20:12:00Z",
  "context": "Lanternhill Commons assistant. A short session with no questions about club or workshop rules.",
  "turns": [
   ("q1", "Hello! Is anybody there?",
    "Hi there! I'm the Lanternhill Commons assistant. How can I help today?",
    "Greet the user.",
    I, None, "smalltalk", "Greeting only.", None),
   ("q2", "Do you know what the weather will be like this weekend?",
    "I don't have access to forecasts, but the regional weather service website will have the latest outlook for the weekend.",
    "Point to a weather service.",
    I, None, "out_of_scope", "Weather forecasts are not covered by the corpus.", None),
   ("q3", "Never mind, I'll check later. Bye!",
    "",
    "Say goodbye.",
    I, None, "empty_answer", "Empty answer to a farewell.", None),
  ]},
 # ---------------------------------------------------------------- Lanternhill Commons: chess and bridge
 {"sid": "bac-15", "aid": "commons-assistant", "started": "2025-03-20T18:00:00Z",
  "context": "Lanternhill Commons assistant (chess and bridge club). A parent enrols a 10-year-old in the chess section on 20 March 2025.",
  "turns": [
   ("q1", "My son is 10 and wants to join the chess club. We'd like to sign him up today. What does it cost?",
    "Junior membership is €40 for the membership year, which runs until 31 August.",
    "Joining on or after 1 March means half the fee: €20 for a junior until 31 August.",
    N, CB + "#Membership Categories and Fees", "numeric",
    "Joining on 20 March triggers the half-fee rule, so the junior fee is €20, not €40.", None),
   ("q2", "Club nights go on until 21:30. Can I drop him off and collect him at the end?",
    "Since he's under 12 and the evening runs past 7 pm, an adult needs to stay with him for the whole session rather than just dropping him off.",
    "No: under-12s must be accompanied by an adult throughout sessions ending after 19:00.",
    C, CB + "#Membership Categories and Fees", "paraphrase",
    "Restates the accompaniment rule for under-12s at sessions ending after 19:00 in different words.", None),
   ("q3", "In his first rated game his phone buzzed in his bag and the arbiter gave him a loss. Isn't that harsh for a first time?",
    "It does feel harsh, but in rated games any sound from a phone in the playing hall costs the game. The warning for a first offence only applies at casual club nights.",
    "The loss is correct: in rated games a phone sound means a loss; warnings apply only at casual club nights.",
    C, CB + "#Chess Play Rules", "plain",
    "Matches the rated-game phone rule and its casual-night exception.", None),
   ("q4", "He was 35 minutes late for round 3 because his train was delayed. Can he still play?",
    "The default time is 45 minutes after the round starts, so at 35 minutes he can still sit down and play; he'll just have less time on his clock.",
    "No: arriving more than 30 minutes after the start means losing by default.",
    N, CB + "#Chess Play Rules", "time_window",
    "The default deadline is 30 minutes; at 35 minutes the game is lost.", None),
   ("q5", "Could he offer a draw on move 15 in the club championship if the position is completely dead?",
    "No, draws can't be agreed before move 20 in club championship games, so he'll have to play on until then.",
    "No draw may be agreed before move 20 in the championship.",
    C, CB + "#Chess Play Rules", "negation",
    "Correctly states the move-20 draw restriction.", None),
  ]},
 {"sid": "bac-16", "aid": "commons-assistant", "started": "2025-10-07T15:15:00Z",
  "context": "Lanternhill Commons assistant (chess and bridge club). A retired couple asks about joining the bridge section in October 2025.",
  "turns": [
   ("q1", "My wife and I are both 67 and we'd like to join the bridge section. What's the fee?",
    "As you're both over 65 you qualify for the senior rate of €60 each, so €120 for the two of you.",
    "Senior rate €80 each, €160 together (full year, joining before 1 March).",
    N, CB + "#Membership Categories and Fees", "numeric",
    "The senior fee is €80 each; €60 is the young-adult rate.", None),
   ("q2", "What time should we arrive on Tuesday?",
    "Aim to be sitting at your table five minutes before the 7:30 pm start.",
    "Seated by 19:25 for a 19:30 start.",
    C, CB + "#Bridge Session Rules", "paraphrase",
    "Five minutes before 19:30 is 19:25, as the code requires, phrased differently.", None),
   ("q3", "What's table money, and do we need to bring anything else?",
    "Table money is €4 per person per session. Each pair should also have a completed convention card on the table; one per partnership is enough.",
    "€4 per player per session; each partnership needs two completed convention cards.",
    N, CB + "#Bridge Session Rules", "partial",
    "The table money is right, but each partnership must have two convention cards, not one.", None),
   ("q4", "Last Thursday the director ruled against us on a revoke. Can we still appeal?",
    "Yes, you have 14 days from the session to lodge an appeal against a director's ruling, so there's still time.",
    "No: appeals must be lodged within 30 minutes after the end of the session; that window has passed.",
    N, CB + "#Bridge Session Rules", "time_window",
    "Director appeals close 30 minutes after the session; the 14 days belongs to conduct complaints.", None),
  ]},
 {"sid": "bac-17", "aid": "commons-assistant", "started": "2025-11-03T12:30:00Z",
  "context": "Lanternhill Commons assistant (chess and bridge club). A member wants to complain about another member's behaviour.",
  "turns": [
   ("q1", "A member shouted abuse at me at the club on 10 October. Can I still make a complaint?",
    "Complaints have to reach the committee in writing within 14 days of the incident, so one about 10 October is unfortunately out of time under the club code.",
    "No: written complaints must be made within 14 days of the incident; 10 October is more than 14 days ago.",
    C, CB + "#Conduct and Discipline", "time_window",
    "24 days have passed since 10 October, beyond the 14-day complaint window.", None),
   ("q2", "He did it again yesterday, 2 November. If I send a written complaint today, by when must the committee decide?",
    "The committee has 28 working days from receiving your complaint, so you should hear by 11 December.",
    "Within 28 days of receiving it: by 1 December.",
    N, CB + "#Conduct and Discipline", "time_window",
    "The committee must decide within 28 calendar days of receipt (1 December); counting working days pushes it to 11 December.", None),
   ("q3", "Can the committee expel him?",
    "The committee may issue a warning, suspend a member for up to 6 months, or expel them by a two-thirds majority of the committee.",
    "No: the committee may warn or suspend for up to 6 months; expulsion needs a two-thirds vote at a general meeting.",
    N, CB + "#Conduct and Discipline", "modality",
    "Warning and suspension are right, but expulsion needs two-thirds of members voting at a general meeting; the committee can only propose it.", None),
   ("q4", "If he is suspended, what are his options, and how does the whole process work from start to finish? Please give me the full picture.",
    LONG_17,
    "Complaint within 14 days; decision within 28 days of receipt; warning or suspension up to 6 months; expulsion only by two-thirds at a general meeting; suspended member may appeal to the Federation within 10 working days.",
    C, CB + "#Conduct and Discipline", "long_answer",
    "All stated rules (14 days, 28 days from receipt, 6-month maximum, expulsion by general meeting, 10-working-day appeal) match the code.", None),
  ]},
 {"sid": "bac-18", "aid": "commons-assistant", "started": "2025-09-15T17:40:00Z",
  "context": "Lanternhill Commons assistant (chess and bridge club). A 24-year-old visitor asks about playing at the chess club in September 2025.",
  "turns": [
   ("q1", "I'm visiting for a month. Can I play at your club nights without joining?",
    "You can drop in as a guest on up to three club nights this season for €5 each; after that we'd ask you to become a member.",
    "Yes, up to 3 club nights per membership year at €5 a night.",
    C, CB + "#Membership Categories and Fees", "paraphrase",
    "Matches the guest allowance of 3 nights at €5 each in different words.", None),
   ("q2", "I'm 24. If I do join, would I pay the €120 adult rate?",
    "Yes, the adult rate of €120 applies to you; the reduced young-adult rate is only for full-time students.",
    "No: at 24 you are a young adult (18-25) and pay €60.",
    N, CB + "#Membership Categories and Fees", "negation",
    "The young-adult category covers everyone aged 18-25 with no student condition, so the fee is €60.", None),
   ("q3", "Our rated rapid tournament finished on Sunday 14 September. When will the results be sent to the federation?",
    "Results of rated events go to the Federation within 7 days of the last round, so by 21 September at the latest.",
    "Within 7 days of the last round: by 21 September.",
    C, CB + "#Results and Ratings", "time_window",
    "14 September plus 7 days is 21 September.", None),
   ("q4", "Who do you think is the greatest chess player of all time?",
    "That's a hot debate! Some pick a long-reigning world champion for sheer dominance, others a modern player for peak rating; it depends how you weigh it.",
    "Opinion; no rule engaged.",
    I, None, "smalltalk", "Chess trivia and opinion; no rule is engaged.", None),
  ]},
]
