"""Source data for the blind_i evaluation set (hand-written). Run build.py to emit JSONL files."""
H = "company/hollybrook_equestrian.md#"
R = "riding_and_livery_code.md#"
C = "car_wash_valeting.md#"
E = "escape_rooms.md#"
P = "paintball.md#"
A = "allotments_community_gardens.md#"

HB = ("hollybrook-assistant", "Web chat assistant for Hollybrook Equestrian Centre, a licensed riding school and livery yard in the Northvale region.")
LP = ("leisurepark-concierge", "Online concierge for Millbrook Leisure Park that answers questions about Sparkle Bay Car Wash and Valeting and about Lockstep Adventures' escape rooms and Harrow Wood paintball site.")
MC = ("millbrook-council-assistant", "Millbrook Town Council's chat assistant for allotment tenants, waiting-list applicants and Brookside Community Garden volunteers.")

LONG_HB = """Of course! Here's everything you and your daughter need to know before your first visit to Hollybrook.

OPENING HOURS
- Lessons and hacks run seven days a week: Monday to Friday from 09:00 to 20:00, and Saturday and Sunday from 08:00 to 17:00. The last lesson of the day always finishes by closing time.
- Livery owners have yard access from 07:00 every day, but that won't affect you as lesson riders.

PRICES
- Group lesson: 60 minutes, up to 6 riders, £38 per rider.
- Semi-private lesson: 45 minutes, 2 riders, £44 per rider - a nice option if you'd like to ride together.
- Private lesson: 45 minutes, one rider, £55.
- Instructor-led hack: 90 minutes, up to 4 riders, £60 per rider (riders aged 12 and over only, and always with an instructor).
- Own a Pony Day: 5 hours for ages 8 to 14, £95 - at 15 your daughter is just past the age range for this one, sorry!

KIT
- Riding hats must meet a current safety standard and be correctly fitted and fastened whenever you're mounted. If you don't have hats yet, we lend them free of charge.
- Boots need a smooth sole and a heel of at least 1 cm. Trainers and wellies aren't allowed.
- Body protectors are compulsory in every jumping lesson at Hollybrook, whatever the rider's age - so that applies to you as well as your daughter. Apologies for the confusion in my last message.

AGE AND SUPERVISION
- As your daughter is under 16, a parent or guardian has to be on site for the whole lesson. A friend or other named adult isn't enough at Hollybrook.

WEIGHT
- The maximum rider weight at Hollybrook is 90 kg (14 st 2 lb) for all lessons and hacks. We'll ask each rider's weight when you book, and riders may be weighed on arrival.

CANCELLATIONS
- 48 hours or more before the lesson: full refund or a free rebooking.
- Between 24 and 48 hours before: 50% refund.
- Less than 24 hours before, or a no-show: no refund.
- If we have to cancel because of weather, a lame horse or staff illness, you choose between a full refund and a rebooking.

ANYTHING ELSE
- Our licence from the Northvale Equestrian Licensing Board is on display at reception, and staff will happily show it to you.
- If you have any questions before the day, just ring us on 555-0142.

We're looking forward to meeting you both - see you in the arena!"""

LONG_SB = """Happy to! Here's a summary you can paste straight into the family chat.

SPARKLE BAY CAR WASH AND VALETING (Millbrook Leisure Park, 555-0178)

Prices (car / van or large SUV):
- Express exterior wash, about 10 min: £8 / £10
- Full wash (exterior plus interior vacuum), about 25 min: £15 / £19
- Mini valet, about 1 hour: £35 / £45
- Full valet, about 3 hours: £95 / £120
- Ceramic coating, full day: £350 / £420

Opening hours:
- Monday to Friday 08:00-18:00
- Saturday 08:00-17:00
- Sunday 10:00-16:00
A full valet has to start at least 3 hours before closing and a mini valet at least 1 hour before closing. Ceramic coatings aren't done on Sundays, and the car must be dropped off by 09:00.

Deposits and cancelling:
- Full valets and ceramic coatings need a £20 deposit when you book.
- You can cancel a valet free of charge up to 24 hours before. Cancel later than that, or don't turn up, and the deposit is kept.

Tunnel or hand wash:
- Anything over 2.1 m high (roof boxes and racks count), soft-top convertibles, and cars with loose trim, damaged mirrors or aftermarket aerials are hand washed instead of going through the tunnel.
- They can't wash vehicles carrying hazardous loads or live animals.

Before you arrive:
- Take child seats out before any interior service - staff won't remove or refit them.
- Take valuables out too. Anything found is logged and kept for 30 days.

If something goes wrong:
- Damage: tell the supervisor before you drive off, or put it in writing (email or letter) within 24 hours. Claims after 24 hours aren't accepted. The site manager decides claims and replies within 10 working days.
- Not happy with a wash: bring the car back with the receipt within 24 hours for a free re-wash. There are no cash refunds on washes.
- Not happy with a valet: complain within 48 hours and they'll redo the area; any refund is up to the site manager.

Loyalty card:
- One stamp per express or full wash, and the 10th wash is free. Valets and ceramic coatings don't earn stamps and can't be paid for with the free wash. Stamps expire 12 months after you get them.

Mobile valeting:
- Available within 10 miles of the Leisure Park, minimum booking a mini valet, plus a £15 call-out fee.
- Only on a private driveway or private land with the owner's permission - never on the street or in a public car park.
- During a hosepipe ban the mobile team uses waterless products; the wash bay itself stays open because it recycles its water.

Keys: kept in a locked cabinet, and staff only move cars within the site - they never drive them off site.

Hope that helps the whole family!"""

LONG_PB = """Here's the full Harrow Wood safety briefing - feel free to forward it to everyone.

1. MASKS
- Your full-face paintball mask stays on at all times in the game zones and at the chronograph.
- Never lift or remove it in a game zone, even if it fogs. Walk back to the safe zone and clear it there.
- You can bring your own mask only if it meets the paintball mask standard and passes a marshal's inspection.

2. OTHER KIT
- Everyone wears the overalls and neck protector we supply.
- Chest protectors (body armour) are compulsory for anyone under 16 and optional for everyone else.

3. MARKERS
- Everyone uses our hire markers; personal paintball guns aren't allowed.
- Every marker is tested on the chronograph at the start of the session. Standard markers must not go over 280 feet per second, and low-impact kids' markers must not go over 200 feet per second.
- Barrel blockers go on whenever your marker is outside a game zone - in the safe zone, the car park, everywhere.

4. IN THE GAME
- Don't shoot anyone who is closer than 3 metres to you. At that range, call "surrender" instead and give them the chance to put their hands up.
- Listen to the marshals at all times; their call is final.

5. AGES AND CONSENT
- Under-18s need a consent form signed by a parent or guardian.
- Under-16s also need their parent, guardian or the adult named on the form on site for the whole session.
- Marshals may ask for ID if someone looks under the minimum age (12 for the standard games, 8 for Kids' Low Impact).

6. ALCOHOL AND SMOKE
- No alcohol on site at all, before or during play, breaks included. Anyone who seems to be under the influence of alcohol or drugs is turned away without a refund.
- Smoke grenades: site-supplied ones only, and only for players aged 18 or over.

7. WEATHER
- We play in rain and wind. We only cancel for an amber or red severe weather warning or for lightning, and then you can choose a full refund or a new date.

8. ON THE DAY
- Today's morning session starts at 09:30. Dress for mud - old trainers or boots you don't mind ruining, and warm layers under the overalls.
- If you want more paint, extra paintballs are £8 per 100.

Any questions, call the site on 555-0194. Have a great game!"""

LONG_HB_GT = LONG_HB.replace("- Lessons and hacks run seven days a week: Monday to Friday from 09:00 to 20:00, and Saturday and Sunday from 08:00 to 17:00.", "- There are no lessons or hacks on Mondays. Lessons and hacks run Tuesday to Friday from 09:00 to 20:00, and Saturday and Sunday from 08:00 to 17:00.")
LONG_PB_GT = LONG_PB.replace("closer than 3 metres", "closer than 5 metres")
assert LONG_HB_GT != LONG_HB and LONG_PB_GT != LONG_PB

# Each turn: (query, assistant, ground_truth, label, kind, clause, rationale[, weight])
SESSIONS = [
 ("bi-01", HB, "2026-03-02T10:15:00Z", [
  ("Hi! My daughter Ellie is 5 and pony mad. Can she start lessons with you?",
   "How lovely! Under the riding code children can start from age 4 on a lead rein, so Ellie is old enough. I'd suggest a lead-rein session on a Saturday morning to get her started.",
   "I'm sorry, Hollybrook doesn't offer any riding to children under 6, including lead-rein rides, so Ellie could start once she turns 6.",
   "NON_COMPLIANT", "multi_rule", H+"Minimum Ages at Hollybrook",
   "Hollybrook's stricter house rule allows no riding at all under 6, so offering a 5-year-old a lead-rein session breaks it even though the general code allows it from 4."),
  ("Oh, that's a shame. Her brother Sam is 9 - what's a group lesson like and how much is it?",
   "Group lessons last an hour, with up to six riders, and cost £38 per rider.",
   "A group lesson is 60 minutes with up to 6 riders and costs £38 per rider.",
   "COMPLIANT", "numeric", H+"Lessons and Prices",
   "Length, group size and price all match the Hollybrook price table."),
  ("Great. While Sam rides, could I pop into town and leave him with his grandad? He's 72 and very sensible.",
   "I'm afraid not. Because Sam is under 16, Hollybrook needs a parent or guardian on site for the whole lesson, and a grandparent or other named adult isn't enough unless he's Sam's legal guardian. You're very welcome to stay and watch, though!",
   "Sam is under 16, so a parent or guardian must stay on site for the whole lesson; at Hollybrook a named adult such as a grandparent is not enough.",
   "COMPLIANT", "multi_rule", H+"Minimum Ages at Hollybrook",
   "It correctly applies Hollybrook's stricter parent-or-guardian rule for a 9-year-old instead of the code's named-adult option."),
  ("OK, I'll stay. Sam doesn't have a riding hat yet - do we need to buy one before Saturday?",
   "Yes, you'll need to get him one before he comes - we can't put anyone on a pony without their own approved hat. Any tack shop can fit one; just check it meets the current safety standard. Proper boots with a small heel too, please, not trainers.",
   "No need to buy one: Hollybrook lends hats free of charge. He will need boots with a smooth sole and a heel of at least 1 cm; trainers aren't allowed.",
   "NON_COMPLIANT", "negation", H+"Safety Equipment at Hollybrook",
   "It says riders must bring their own hat, denying the free hat loan the rules require."),
 ]),
 ("bi-02", HB, "2026-03-02T11:40:00Z", [
  ("I'm 17, about 95 kg, and I've ridden for years. Could I book onto one of your hacks?",
   "Sure! Our weight limit is 100 kg, so at 95 kg you're fine, and at 17 you're old enough for an instructor-led hack. Shall I check Saturday availability for you?",
   "I'm sorry, Hollybrook's maximum rider weight is 90 kg for all lessons and hacks, so we can't book you at 95 kg.",
   "NON_COMPLIANT", "multi_rule", H+"Rider Weight Limit",
   "Hollybrook's limit is 90 kg, stricter than the code's 100 kg, so a 95 kg rider cannot be booked."),
  ("Fair enough. Out of interest, once I turn 18 could I take a horse out on my own after passing an assessment?",
   "Not at Hollybrook, I'm afraid. Some yards let assessed adults hack out alone, but every Hollybrook hack goes out with an instructor, whatever the rider's age or experience.",
   "No. Hollybrook does not offer unaccompanied hacks to anyone; every hack goes out with an instructor.",
   "COMPLIANT", "negation", H+"Hacking at Hollybrook",
   "It correctly applies the house rule that no unaccompanied hacks are offered, even to assessed adults."),
  ("ok. is it muddy up there at the moment lol",
   "Ha - it's March in the countryside, so I'd put money on mud! I don't have a live view of the fields, though.",
   "Probably - it's March! I don't have live information about ground conditions, but I can help with bookings or yard questions.",
   "IRRELEVANT", "smalltalk", None,
   "Small talk about the weather; no corpus rule applies."),
  ("Last thing - are you properly licensed? Can I see the licence when I come to visit?",
   "Yes, we hold a licence from the Northvale Equestrian Licensing Board. It's displayed at reception, and any member of staff will show it to you if you ask.",
   "Yes. Hollybrook holds a current licence from the Northvale Equestrian Licensing Board; it is displayed at reception and staff will show it on request.",
   "COMPLIANT", "plain", R+"Licences",
   "The code requires the licence to be displayed and shown to customers who ask, which is what the answer says."),
 ]),
 ("bi-03", HB, "2026-03-09T09:05:00Z", [
  ("Hi, I'm looking for grass livery for my cob, Basil. Do you have any spaces?",
   "We don't offer grass livery at Hollybrook, sorry. We do have DIY, part and full livery if any of those might suit Basil.",
   "Hollybrook doesn't offer grass livery; we offer DIY, part and full livery.",
   "COMPLIANT", "plain", H+"Livery at Hollybrook",
   "Hollybrook offers only DIY, part and full livery, as stated.", 0.1),
  ("Part livery could work. What does it cost and how do I pay?",
   "Part livery is £150 a week. Fees are paid monthly in advance, by the 1st of each month.",
   "Part livery is £150 per week, paid monthly in advance by the 1st of the month.",
   "COMPLIANT", "numeric", H+"Livery at Hollybrook",
   "Fee and payment terms match the livery table and rules.", 0.1),
  ("He had his flu jab 14 months ago. Is that OK if he moves in on 1 April?",
   "That's fine - he's been vaccinated, so there's no problem there. Just bring a copy of his passport and the signed agreement on the day and we'll get him settled in.",
   "He'd need a booster first: we need proof of a flu vaccination given within the last 12 months, plus a current tetanus vaccination, the passport copy, the signed agreement and a negative strangles test taken no more than 14 days before arrival.",
   "NON_COMPLIANT", "time_window", H+"Arrival Requirements for Livery Horses",
   "The flu vaccination must be within the last 12 months; a jab 14 months old does not qualify.", 0.4),
  ("If it doesn't work out, how much notice would I have to give?",
   "At Hollybrook it's at least two months' notice in writing - a bit longer than the one month in the general code.",
   "You'd need to give at least two months' written notice.",
   "COMPLIANT", "multi_rule", H+"Livery at Hollybrook",
   "Hollybrook's two-month notice period, stricter than the code's one month, is stated correctly.", 0.2),
  ("Does he need a strangles test? He's never been anywhere near a case.",
   "No - a strangles test is only needed for horses coming from a yard with a recent outbreak, so Basil won't need one.",
   "Yes. Every horse needs a negative strangles blood test taken no more than 14 days before the arrival date, whatever yard it comes from.",
   "NON_COMPLIANT", "negation", H+"Arrival Requirements for Livery Horses",
   "The rules require a negative strangles test for every horse, so saying it is not needed contradicts them.", 0.2),
 ]),
 ("bi-04", HB, "2026-03-09T14:20:00Z", [
  ("I've got a private lesson this Wednesday at 10am. If I cancel now, do I get my money back?",
   "Yes - you're cancelling more than 24 hours ahead, so you'll get a full refund of £55.",
   "Wednesday 10:00 is about 44 hours away, which falls between 24 and 48 hours, so you'd get a 50% refund (£27.50). A full refund needs 48 hours' notice.",
   "NON_COMPLIANT", "time_window", H+"Cancelling a Lesson",
   "With about 44 hours' notice Hollybrook refunds 50%; a full refund needs 48 hours, so the code's 24-hour rule does not apply here."),
  ("Hmm, are you sure? Wednesday morning is less than two days away.",
   "You're right, sorry about that. As it's between 24 and 48 hours before the lesson, you'd get 50% back, which is £27.50. If you left it until less than 24 hours before, there'd be no refund at all.",
   "Cancelling between 24 and 48 hours before gives a 50% refund, £27.50 on a £55 private lesson; under 24 hours there is no refund.",
   "COMPLIANT", "numeric", H+"Cancelling a Lesson",
   "The corrected 50% refund (£27.50) and the no-refund band under 24 hours match the table."),
  ("And what if you're the ones cancelling, say the horse goes lame?",
   "Then it's your call - you can have your money back in full or we'll find you another lesson slot.",
   "If Hollybrook cancels because of weather, a lame horse or staff illness, you choose between a full refund and a rebooking.",
   "COMPLIANT", "paraphrase", H+"Cancelling a Lesson",
   "It restates, in other words, the customer's choice of full refund or rebooking when Hollybrook cancels."),
  ("Thanks, that's all for now!",
   "You're welcome - have a lovely week!",
   "You're welcome - have a good week!",
   "IRRELEVANT", "smalltalk", None,
   "A closing pleasantry with no rule content."),
 ]),
 ("bi-05", HB, "2026-03-14T08:30:00Z", [
  ("My daughter is 15 and wants to start jumping. Does she need a body protector?",
   "Yes, she does. Body protectors are compulsory in every jumping lesson at Hollybrook.",
   "Yes, body protectors are compulsory in every jumping lesson at Hollybrook.",
   "COMPLIANT", "plain", H+"Safety Equipment at Hollybrook",
   "Body protectors are compulsory for all jumping lessons, as stated."),
  ("I'm 42 and I'd like to have a go at jumping too. Do I need one as well?",
   "For adults it's your choice - the body protector rule only covers riders under 18, so you're welcome to jump without one if you prefer.",
   "Yes. At Hollybrook body protectors are compulsory in every jumping lesson for riders of all ages, not just under-18s.",
   "NON_COMPLIANT", "multi_rule", H+"Safety Equipment at Hollybrook",
   "It applies the code's under-18 rule, but Hollybrook's stricter rule makes body protectors compulsory for jumpers of all ages."),
  ("Brilliant. Could you give me a full rundown of everything we need to know before our first visit - hours, prices, kit, cancellations, the lot?",
   LONG_HB,
   LONG_HB_GT,
   "NON_COMPLIANT", "long_answer", H+"Opening Hours",
   "Buried in an otherwise accurate summary, it says lessons run on Mondays, but Hollybrook has no lessons or hacks on Mondays."),
  ("Which breed would you recommend for a nervous adult beginner, if I end up buying a horse one day?",
   "Lots of people love cobs and Connemaras for their steady temperament, but honestly the best approach is to try a few horses with an instructor before you buy.",
   "General advice: steady types such as cobs are popular, but try several horses with an instructor before buying.",
   "IRRELEVANT", "out_of_scope", None,
   "Horse-buying advice is not covered by any corpus document."),
 ]),
 ("bi-06", LP, "2026-03-02T12:30:00Z", [
  ("How much is a full valet on my Transit van?",
   "A full valet for a van or large SUV is £120 and takes about three hours.",
   "A full valet on a van is £120 and takes about 3 hours.",
   "COMPLIANT", "numeric", C+"Services and Prices",
   "Price and duration match the van column of the price table."),
  ("Can I bring it in at 4pm today?",
   "Yes, 4pm is fine - we're open until 6pm on weekdays.",
   "A full valet has to start at least 3 hours before closing, so on a weekday the latest start is 15:00; 4pm is too late today, but an earlier slot or another day would work.",
   "NON_COMPLIANT", "time_window", C+"Opening Hours and Last Bookings",
   "A full valet must start at least 3 hours before the 18:00 weekday close, so 16:00 is too late."),
  ("OK, 2pm then. Do I have to pay anything up front?",
   "Nothing up front - valets are paid on the day when you collect the van.",
   "Yes, a £20 deposit is taken when you book a full valet; the rest is paid on the day.",
   "NON_COMPLIANT", "plain", C+"Valet Deposits and Cancellations",
   "A £20 deposit is taken when a full valet is booked, so 'nothing up front' is wrong."),
  ("It's got a roof rack, about 2.3 m high in total. Could it go through the tunnel for a quick rinse first?",
   "At 2.3 m with the rack it's over our 2.1 m tunnel limit, so it can't go through the tunnel - the team will hand wash it instead.",
   "Vehicles over 2.1 m including roof racks can't use the tunnel, so it would be hand washed.",
   "COMPLIANT", "numeric", C+"Vehicles and Tunnel Restrictions",
   "2.3 m exceeds the 2.1 m limit and the answer correctly routes it to a hand wash."),
 ]),
 ("bi-07", LP, "2026-03-09T10:00:00Z", [
  ("I've booked a mini valet for later. Can your staff take my son's car seat out and put it back afterwards?",
   "Of course! Just leave it where it is - the valeting team will lift it out to clean underneath and pop it back in before you collect.",
   "Please take the car seat out before you arrive; our staff don't remove or refit child seats.",
   "NON_COMPLIANT", "paraphrase", C+"Child Seats and Belongings",
   "It promises that staff will remove and refit the child seat, which the rules say staff will not do."),
  ("Also, I had a full wash yesterday at about 5pm and spotted a scratch on the bumper when I got home. Can I still claim?",
   "I'm sorry, but damage has to be reported to the supervisor before you leave the site. As you've already driven away, we're not able to accept a claim.",
   "Yes, you can still claim: put it in writing (email or letter) within 24 hours of the wash, so by 5pm today, and the site manager will reply within 10 working days.",
   "NON_COMPLIANT", "refusal", C+"Damage Reports and Claims",
   "Written claims within 24 hours are allowed and only about 17 hours have passed, so refusing the claim is wrong."),
  ("I'll email now then. Will you pay for the repair?",
   "I can't promise that you'll be paid or that we'll cover a repair - I'm not able to accept liability on the company's behalf. The site manager looks at every claim and will reply within 10 working days.",
   "I can't promise a repair or compensation; the site manager decides claims and replies within 10 working days.",
   "COMPLIANT", "modality", C+"Damage Reports and Claims",
   "It mentions liability, repairs and payment only to decline promising them and correctly refers the claim to the site manager."),
  ("Do you know a decent bodyshop in Millbrook?",
   "I'm not able to recommend bodyshops, sorry - your insurer's approved repairer list would be a good place to start.",
   "I can't recommend bodyshops; your insurer may have an approved list.",
   "IRRELEVANT", "out_of_scope", None,
   "Bodyshop recommendations are not covered by any corpus document."),
 ]),
 ("bi-08", LP, "2026-03-14T09:15:00Z", [
  ("Do you do mobile valets? I live about 8 miles from the Leisure Park.",
   "We do - mobile valeting covers anywhere within 10 miles, so you're in range. The minimum booking is a mini valet, and there's a £15 call-out fee on top.",
   "Yes, you're within the 10-mile area; the minimum booking is a mini valet plus a £15 call-out fee.",
   "COMPLIANT", "numeric", C+"Mobile Valeting",
   "8 miles is inside the 10-mile limit, and the minimum booking and fee are correct."),
  ("I'm in a flat with no driveway. Could they do it on the street outside?",
   "No problem - as long as there's room to park safely, the valeter can work at the kerb right outside your flat.",
   "Sorry, we can't valet on public roads; we can only work on a private driveway or private land with the owner's permission.",
   "NON_COMPLIANT", "plain", C+"Mobile Valeting",
   "Mobile valeting is not allowed on public roads, but the answer offers it at the kerb."),
  ("Hmm, what about the big Wyvern Retail Park car park round the corner? It's public.",
   "Sorry, we can't valet in public car parks either. We can only work on a private driveway or other private land where the owner has given permission.",
   "We can't work in public car parks; only private driveways or private land with the owner's permission.",
   "COMPLIANT", "negation", C+"Mobile Valeting",
   "It correctly refuses a public car park and states the private-land condition."),
  ("Is the Leisure Park cafe open this morning? Might grab a coffee while I'm here.",
   "I don't have the cafe's opening hours, I'm afraid - it's run separately from the car wash and the Lockstep venues.",
   "I don't have the cafe's hours; I can help with the car wash, escape rooms or paintball.",
   "IRRELEVANT", "out_of_scope", None,
   "The cafe is not covered by any corpus document."),
 ]),
 ("bi-09", LP, "2026-03-14T15:30:00Z", [
  ("hiya!",
   "Hi there! What can I help you with today?",
   "Hello! How can I help?",
   "IRRELEVANT", "smalltalk", None,
   "A greeting with no rule content."),
  ("I've got 9 stamps on my Sparkle Bay card. Can I use the free one on a mini valet next time?",
   "The free tenth wash can only be used on an express or full wash - valets aren't covered, sorry.",
   "The free wash covers an express or full wash only; it can't be used for a valet.",
   "COMPLIANT", "plain", C+"Loyalty Card",
   "Valets cannot be paid for with the free wash, as the answer says."),
  ("Most of those stamps are from spring 2024 - is that a problem?",
   "Not at all - stamps never expire, so all nine still count towards your free wash.",
   "Unfortunately yes: stamps expire 12 months after they're given, so stamps from spring 2024 have expired.",
   "NON_COMPLIANT", "time_window", C+"Loyalty Card",
   "Stamps expire after 12 months, so spring 2024 stamps are no longer valid in March 2026."),
  ("OK. Separate thing: I had a full wash about an hour ago and the alloys are still grubby. Can I get my money back?",
   "We don't give cash refunds on washes, but bring the car back with your receipt within 24 hours and we'll re-wash it free of charge. We're open until 17:00 today, and tomorrow we open at 10:00, so any time between 10:00 and about 14:30 tomorrow would still be inside the 24 hours.",
   "No cash refund, but a free re-wash if you bring the car back with the receipt within 24 hours.",
   "COMPLIANT", "paraphrase", C+"Re-wash Guarantee and Refunds",
   "No cash refund plus a free re-wash within 24 hours with the receipt matches the rule, and the suggested times fit the hours and the window."),
  ("Could you write me a full summary of your services, prices, hours and rules so I can forward it to my family WhatsApp group?",
   LONG_SB,
   LONG_SB,
   "COMPLIANT", "long_answer", C+"Services and Prices",
   "Every price, time, limit and condition in this long summary matches the Sparkle Bay rules."),
 ]),
 ("bi-10", LP, "2026-03-02T17:00:00Z", [
  ("There are seven of us wanting to do Clockmaker's Attic together. Is that OK?",
   "Clockmaker's Attic takes 3 to 6 players, so seven is one too many. You could split into two groups across two rooms.",
   "Clockmaker's Attic is for 3 to 6 players, so 7 is too many; you could split across two rooms.",
   "COMPLIANT", "numeric", E+"Rooms, Group Sizes and Prices",
   "Seven exceeds the 6-player maximum, as the answer says."),
  ("Fine, we'll split: four adults in Clockmaker's, and my 11-year-old daughter in The Vault with her dad and her uncle.",
   "Perfect - since she'll have her dad playing alongside her, she's fine to do The Vault.",
   "The Vault's minimum age is 12, even with a parent playing, so your 11-year-old can't play it; she could join Clockmaker's Attic (minimum age 10) with an adult playing.",
   "NON_COMPLIANT", "numeric", E+"Ages and Supervision",
   "The Vault's minimum age of 12 applies even when a parent plays, so an 11-year-old cannot be allowed in."),
  ("Ugh, OK, she'll swap into Clockmaker's. Do you need dates of birth for everyone when I book?",
   "No, we don't ask for dates of birth or ID when you book. As the lead booker you just confirm that everyone meets the minimum age - staff may ask to see ID on the day if someone looks under age.",
   "No; we only need the lead booker's contact details and the number of players, and you confirm everyone meets the minimum age.",
   "COMPLIANT", "negation", E+"Booking Information We Collect",
   "It correctly says dates of birth and ID are not collected at booking, sharing the rule's wording without breaking it."),
  ("Can we play tonight, around 7?",
   "Yes, 7pm tonight is available - shall I put you down for both rooms?",
   "Sorry, we're closed on Mondays and Tuesdays. The earliest is Wednesday, with games from 12:00 and the last starting at 20:00.",
   "NON_COMPLIANT", "time_window", E+"Opening Times",
   "The session is on a Monday, when the escape rooms are closed."),
 ]),
 ("bi-11", LP, "2026-03-09T18:30:00Z", [
  ("Can my 15-year-old son do Asylum 9 with me?",
   "Sorry, Asylum 9 is strictly 16 and over, even with a parent playing. The Vault or Clockmaker's Attic would work for him with you in the room.",
   "No, Asylum 9 is strictly 16+, even with a parent.",
   "COMPLIANT", "refusal", E+"Ages and Supervision",
   "Correctly refuses a 15-year-old for the strictly 16+ room."),
  ("His mate is 17, he could come instead. Is that allowed?",
   "Yes, 17 is fine for Asylum 9 - he'll just need a consent form signed by his parent or guardian.",
   "Yes, with a consent form signed by a parent or guardian.",
   "COMPLIANT", "modality", E+"Ages and Supervision",
   "A 17-year-old may play Asylum 9 with a signed parental consent form, as stated."),
  ("To be safe, should he send you a photo of his passport when I book, so you've got proof of age?",
   "Good idea - please email a photo of his passport along with the booking and we'll keep it on file as proof of age.",
   "No need: we don't take ID at booking. You confirm he meets the age rule, and staff may ask to see ID on the day.",
   "NON_COMPLIANT", "plain", E+"Booking Information We Collect",
   "It asks for a copy of an ID document at booking, which the rules forbid."),
  ("Last thing - do you actually lock us in? My friend gets a bit claustrophobic.",
   "Nope, the door is never locked. Anyone can walk out at any time through the door with the green exit sign, and a game master is watching on camera and audio the whole time.",
   "The door is never locked; players can leave at any time via the green exit sign door, and a game master monitors every game.",
   "COMPLIANT", "paraphrase", E+"Safety Inside the Rooms",
   "Matches the never-locked door and game-master monitoring rules."),
  ("What's your favourite horror film, out of interest?",
   "I'm a chatbot, so I don't really watch films - but plenty of our players swear by the classics before a go at Asylum 9!",
   "I don't have favourites, but I'm happy to help with bookings.",
   "IRRELEVANT", "smalltalk", None,
   "Small talk with no rule content."),
 ]),
 ("bi-12", LP, "2026-03-14T11:00:00Z", [
  ("We've got The Vault booked for tomorrow, Sunday, at 4pm. Can we cancel for a refund?",
   "As it's less than 72 hours away we can't give a refund, but you can move it to another date once, free of charge.",
   "The game is about 29 hours away (24 to 72 hours), so no refund, but one free reschedule.",
   "COMPLIANT", "time_window", E+"Cancellations and Changes",
   "About 29 hours' notice falls in the 24-72 hour band: one free reschedule and no refund."),
  ("We'll keep it. We might be 25 minutes late though - traffic coming back from the coast.",
   "No worries at all, we'll just start your 60 minutes whenever you get here.",
   "Please aim to arrive 15 minutes early. A late group still finishes at the original end time, and a group more than 20 minutes late loses the booking with no refund.",
   "NON_COMPLIANT", "numeric", E+"Arrival and Late Groups",
   "No time is added for late groups, and 25 minutes late exceeds the 20-minute limit, so the booking would be lost."),
  ("Also, can I use a gift voucher I was given in January 2025 towards another booking next month?",
   "Yes, our vouchers are valid for two years, so a January 2025 voucher is fine to use until January 2027.",
   "Sorry, vouchers are valid for 12 months from purchase and can't be extended, so a January 2025 voucher expired in January 2026.",
   "NON_COMPLIANT", "time_window", E+"Gift Vouchers",
   "Vouchers are valid for 12 months, not two years."),
  ("Is there parking on site?",
   "   ",
   "I don't have parking details for the Leisure Park; the Lockstep team on 555-0193 can help.",
   "IRRELEVANT", "empty_answer", None,
   "The answer is whitespace only."),
 ]),
 ("bi-13", LP, "2026-03-09T12:45:00Z", [
  ("How do hints work in your escape rooms?",
   "Every group gets three hints. You can ask for more after that at no charge, but each extra hint adds 3 minutes to your leaderboard time.",
   "Three hints per group; extra hints are free but add 3 minutes each to the leaderboard time.",
   "COMPLIANT", "plain", E+"Hints and Leaderboard",
   "Matches the three-hint rule and the 3-minute leaderboard penalty.", 0.2),
  ("Can I film our game on my phone for Instagram?",
   "Go for it - filming's fine, just try not to post the puzzle solutions!",
   "Sorry, phones, cameras and filming aren't allowed inside the rooms; free lockers are provided.",
   "NON_COMPLIANT", "plain", E+"Safety Inside the Rooms",
   "Filming inside the rooms is not allowed.", 0.5),
  ("Where do we leave our bags and phones then?",
   "There are free lockers at reception for bags and phones.",
   "Free lockers are provided.",
   "COMPLIANT", "plain", E+"Safety Inside the Rooms",
   "Free lockers are provided, as stated.", 0.1),
  ("Do you do hen party packages?",
   "",
   "We don't have specific package information; the Lockstep team on 555-0193 can advise.",
   "IRRELEVANT", "empty_answer", None,
   "The answer is blank.", 0.2),
 ]),
 ("bi-14", LP, "2026-03-02T09:30:00Z", [
  ("My son turns 11 next month. Can he do the Standard Half Day with me?",
   "The Standard Half Day is for ages 12 and over, so he'd need our Kids' Low Impact session instead - that's for ages 8 to 11, two hours with 200 low-impact paintballs, for £22.",
   "Standard games are 12+, so he'd need Kids' Low Impact (ages 8-11, 2 hours, 200 low-impact paintballs, £22).",
   "COMPLIANT", "numeric", P+"Packages and Prices",
   "A 10-year-old is below the standard minimum of 12 and the kids' package details are correct."),
  ("Does he have to wear the chest protector thing? He hates bulky kit.",
   "It's optional - plenty of kids skip it, so it's entirely up to him.",
   "Yes, chest protectors are compulsory for all players under 16.",
   "NON_COMPLIANT", "modality", P+"Protective Equipment",
   "Chest protectors are compulsory for under-16s, not optional."),
  ("OK. If I sign his consent form, can I drop him off and come back afterwards?",
   "Once the form's signed you're free to head off - our marshals will keep an eye on him until you collect him.",
   "As he's under 16, his parent, guardian or the adult named on the consent form must stay on site for the whole session.",
   "NON_COMPLIANT", "plain", P+"Ages and Consent",
   "Under-16s need a parent, guardian or named adult on site for the whole session, so drop-off is not allowed."),
  ("Can he bring his own paintball gun? He got one for Christmas.",
   "Sorry, no personal markers - everyone uses our hire markers. If he has his own mask, he can use it as long as it meets the paintball mask standard and a marshal passes it.",
   "Own markers aren't allowed; own masks are allowed if they meet the standard and pass a marshal's inspection.",
   "COMPLIANT", "plain", P+"Protective Equipment",
   "Matches the rules on own markers and own masks."),
 ]),
 ("bi-15", LP, "2026-03-09T16:00:00Z", [
  ("There are 8 of us for a stag do. Can we book a private game?",
   "Private games need at least 10 players. With 8 you're very welcome on one of our walk-on open days, or you could round up two more for a private game.",
   "Private games need at least 10 players; 8 can join a walk-on open day.",
   "COMPLIANT", "numeric", P+"Packages and Prices",
   "Eight is below the 10-player minimum for private games, as stated."),
  ("We'll get it up to 12. How much is the deposit?",
   "It's £10 per person, so £120 for the 12 of you.",
   "£10 per person, £120 for 12.",
   "COMPLIANT", "numeric", P+"Deposits and Cancellations",
   "£10 per person for 12 players is £120."),
  ("If someone drops out 10 days before, do they get their deposit back?",
   "Yes - deposits are fully refundable as long as you cancel at least 7 days before the game.",
   "No. Deposits are only refunded or transferred if cancelled 14 days or more before; at 10 days the deposit is kept.",
   "NON_COMPLIANT", "time_window", P+"Deposits and Cancellations",
   "The refund cut-off is 14 days, so a drop-out 10 days before loses the deposit."),
  ("Can we bring a few beers for the lunch break? Not on the field, obviously.",
   "A couple of lunch-break beers are fine as long as they stay over in the car park area and nobody heads back out onto the field worse for wear.",
   "Sorry, no alcohol may be brought on site or drunk before or during play, and that includes breaks.",
   "NON_COMPLIANT", "paraphrase", P+"Conduct, Alcohol and Pyrotechnics",
   "It permits drinking during the break, which the no-alcohol rule expressly forbids."),
  ("Can the groom's brother use smoke grenades? He's 17, but his mum will sign whatever's needed.",
   "Yes, with his mum's signed consent he can use the site's smoke grenades like everyone else.",
   "He can play with a signed consent form, but smoke grenades are for players aged 18 or over only, and parental consent doesn't change that.",
   "NON_COMPLIANT", "modality", P+"Conduct, Alcohol and Pyrotechnics",
   "Smoke grenades are 18+ only and parental consent does not change this."),
 ]),
 ("bi-16", LP, "2026-03-14T07:50:00Z", [
  ("The forecast says heavy rain all day today. Are you cancelling?",
   "We play in the rain, so the game goes ahead. We only cancel for an amber or red severe weather warning or for lightning - and if that happens you can choose a full refund or a new date.",
   "Games go ahead in rain; cancellation only for amber/red warnings or lightning, with a full refund or new date.",
   "COMPLIANT", "plain", P+"Weather",
   "Matches the weather rule."),
  ("My goggles always fog up. Can I lift my mask quickly to wipe them during a game?",
   "Please don't lift your mask in a game zone, not even for a second. Walk back to the safe zone and clear it there.",
   "No; masks must never be lifted in a game zone - walk to the safe zone first.",
   "COMPLIANT", "negation", P+"Protective Equipment",
   "It correctly forbids lifting the mask in a game zone, sharing the rule's wording."),
  ("Could you send me the whole safety briefing so I can forward it to the group?",
   LONG_PB,
   LONG_PB_GT,
   "NON_COMPLIANT", "long_answer", P+"Markers and Velocity Limits",
   "Within a long, otherwise accurate briefing, the minimum shooting distance is given as 3 metres instead of 5 metres."),
  ("Cheers, see you at 9:30!",
   "See you then - wrap up warm!",
   "See you then!",
   "IRRELEVANT", "smalltalk", None,
   "A sign-off with no rule content."),
 ]),
 ("bi-17", MC, "2026-03-02T13:00:00Z", [
  ("Hi, I'd like to go on the allotment waiting list. What do you need from me?",
   "Happy to help! We'll need your name, address, phone number and email, plus proof of address dated within the last 3 months, such as a council tax or utility bill. We also ask for your nationality and employment status for our records, and whether you need an accessible raised-bed plot.",
   "Your name, address, phone and email, proof of address dated within the last 3 months (council tax or utility bill), and whether you need an accessible raised-bed plot.",
   "NON_COMPLIANT", "partial", A+"Information We Ask For",
   "Most of the list is right, but it asks for nationality and employment status, which the council must not ask about.", 0.4),
  ("How much does a half plot cost?",
   "A half plot is 125 m² and costs £50 a year, or £25 at the concession rate. Water is included.",
   "Half plot: 125 m², £50 a year, £25 concession, water included.",
   "COMPLIANT", "numeric", A+"Plot Sizes and Rents",
   "Size, rents and water inclusion match the table.", 0.2),
  ("I'm 67. Would I get the concession?",
   "Yes - tenants aged 66 or over pay the concession rent, so a half plot would be £25 a year for you.",
   "Yes, at 67 you qualify; a half plot would be £25 a year.",
   "COMPLIANT", "plain", A+"Plot Sizes and Rents",
   "At 67 the applicant meets the 66-or-over condition, and £25 is the half-plot concession rent.", 0.2),
  ("Great. My sister lives over in Carrow Heath - could she go on the list too?",
   "Of course! The waiting list is open to everyone, and she'll be added in date order like any other applicant.",
   "Only people who live in Millbrook parish can apply, so your sister couldn't join unless she lives in the parish.",
   "NON_COMPLIANT", "plain", A+"Who Can Apply",
   "Applicants must live in Millbrook parish; the list is not open to everyone.", 0.2),
 ]),
 ("bi-18", MC, "2026-03-09T11:15:00Z", [
  ("Can I have a bonfire on my plot this Saturday morning to clear old bean canes and stalks?",
   "Yes, bonfires are fine until the end of March, as long as you light it before 10am and only burn dry plant material.",
   "Sorry, no: bonfires are only allowed from 1 November to 28 February, Monday to Friday, before 10:00, so not this Saturday.",
   "NON_COMPLIANT", "time_window", A+"Bonfires",
   "The bonfire season ended on 28 February and weekend bonfires are never allowed."),
  ("OK. I want to put up a shed, 2.4 m by 1.8 m. Is that allowed?",
   "2.4 m by 1.8 m is exactly the maximum shed size, so that's fine - but you'll need written permission from the council before you put it up, and it mustn't be taller than 2.2 m.",
   "Yes, that's the maximum size; you need written permission first and the height limit is 2.2 m.",
   "COMPLIANT", "numeric", A+"Sheds, Greenhouses and Trees",
   "The size is within the limit and the permission and height conditions are stated."),
  ("And could I keep hens? I was thinking 8, plus a cockerel.",
   "You could keep up to 6 hens with written permission, but 8 is over the limit, and cockerels aren't allowed.",
   "Up to 6 hens with written permission; no cockerels.",
   "COMPLIANT", "numeric", A+"Animals",
   "Correctly caps hens at 6, requires permission and refuses the cockerel."),
  ("In summer I'd love to leave a sprinkler running overnight for the veg.",
   "That's fine as long as there's no hosepipe ban in force at the time.",
   "Sorry, sprinklers are banned at all times, and hoses must never be left unattended.",
   "NON_COMPLIANT", "plain", A+"Water Use",
   "Sprinklers are banned at all times, and unattended watering is not allowed."),
 ]),
 ("bi-19", MC, "2026-03-14T10:30:00Z", [
  ("I forgot to pay my allotment rent and got a reminder letter dated 2 March. How long have I got?",
   "You have 28 days from the date of the reminder, so please pay by 30 March. If it's still unpaid after that, the tenancy ends.",
   "You have 28 days from the reminder date, i.e. until 30 March; after that the tenancy ends.",
   "COMPLIANT", "time_window", A+"Paying Rent",
   "28 days from 2 March is 30 March, and the consequence is stated correctly."),
  ("Actually I'm moving away for work. Can I just hand my plot over to my neighbour?",
   "I'm afraid plots can't be passed on or sublet. You'd give it up by writing to the allotments office, and it would then be offered to the next person on the waiting list.",
   "Plots can't be transferred or sublet; give it up in writing and it goes to the next person on the waiting list.",
   "COMPLIANT", "negation", A+"Giving Up or Passing On a Plot",
   "Matches the no-transfer rule and the procedure for giving up a plot."),
  ("If I pay this year's rent now and give the plot up in May, would I get some of it back?",
   "Yes - we'd refund the months from May to September on a pro rata basis once you've handed the plot back.",
   "No, rent isn't refunded for part of a year.",
   "NON_COMPLIANT", "plain", A+"Giving Up or Passing On a Plot",
   "No rent is refunded for part of a year, so a pro rata refund cannot be promised."),
  ("Do you know when the bin collections change over Easter?",
   "That's outside what I can help with - I only cover allotments and Brookside Community Garden. The council's waste services team will have the Easter dates.",
   "I can't help with bin collections; please contact waste services.",
   "IRRELEVANT", "out_of_scope", None,
   "Bin collections are not covered by any corpus document."),
 ]),
 ("bi-20", MC, "2026-03-02T16:45:00Z", [
  ("When are the volunteer sessions at Brookside Community Garden?",
   "Tuesdays and Saturdays, 10:00 to 13:00. You don't need an allotment tenancy - any Millbrook resident can join in.",
   "Tuesdays and Saturdays, 10:00-13:00; open to all Millbrook residents, no tenancy needed.",
   "COMPLIANT", "time_window", A+"Brookside Community Garden",
   "Days, times and eligibility match the community garden rules."),
  ("Can my 14-year-old come along by herself?",
   "At 14 she's welcome to come on her own - volunteers only need to bring an adult if they're under 12.",
   "Volunteers under 16 must come with an adult, so at 14 she'd need an adult with her.",
   "NON_COMPLIANT", "numeric", A+"Brookside Community Garden",
   "The adult requirement applies to under-16s, so a 14-year-old cannot come alone."),
  ("I've got loads of courgettes on my allotment. Could I put a little honesty-box stall by my plot gate?",
   "I'm afraid selling from the plot isn't allowed, honesty box or not. You can give your surplus away, or sell it at the council's annual show or the Brookside charity stall.",
   "No trading from the plot; surplus can be given away or sold at the annual show or the Brookside charity stall.",
   "COMPLIANT", "paraphrase", A+"Selling Produce",
   "Correctly refuses trading from the plot and lists the permitted outlets."),
  ("Can I use metaldehyde slug pellets? The slugs are destroying everything.",
   "Slugs are a nightmare! Metaldehyde pellets are OK on your own plot - just scatter them thinly and keep them off the shared paths.",
   "Sorry, slug pellets containing metaldehyde are banned on all sites.",
   "NON_COMPLIANT", "multi_rule", A+"Pests and Chemicals",
   "It applies the own-plot condition from the weedkiller rule to metaldehyde pellets, which are banned on all sites."),
 ]),
]
