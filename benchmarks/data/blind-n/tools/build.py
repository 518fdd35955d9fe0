import json, os
OUT = "/tmp/blind_n"
C = "costume_hire_code.md"; M = "company/mascotte_hire_terms.md"
W = "windscreen_repair_replacement.md"; S = "septic_cesspit_services.md"
L = "lift_escalator_maintenance_flats.md"
CTX = {
 "mascotte-helper": "Online chat assistant for Mascotte Costume Hire Ltd, a fancy-dress and costume hire shop.",
 "brightwell-assistant": "Customer chat assistant for Brightwell Services Group, which runs Brightwell Auto Glass (windscreens) and Brightwell Drainage (septic tank and cesspit emptying).",
 "blockcare-assistant": "Resident and director help assistant for Harrowgate Block Management, a managing agent for blocks of flats with lifts.",
}
# each turn: (query, assistant, ground_truth, label, clause, kind, rationale, weight)
LONG_05 = """Happy to help - here's the full picture for 14 children's animal costumes from our standard range.

**Discount**
Because you're booking 12 or more costumes together, you get 15% off the hire fees. The discount applies to hire fees only, not to deposits or late fees.

**Sizes**
Our children's costumes come in ages 3 to 14, so 7 to 11 is no problem.

**Booking**
Nothing is reserved until we issue a booking reference - it looks like MAS- followed by six digits and is issued once the hire fees are paid. You can book up to 90 days before the collection date. I can tell you what the system shows today, but I can't hold anything until there's a reference.

**Who signs**
The hire agreement must be signed by an adult aged 18 or over, and that person is responsible for getting the costumes back - so that would be you or a colleague. The children can of course wear them. We may ask to see photo ID when you collect; we just note the type of document and never copy it.

**Deposits**
The deposit for each costume equals its hire fee, up to a maximum of £80 per costume. Deposits go back to the original payment method within 5 working days of the costumes being returned.

**Hire period and returns**
The standard hire is three days, counting collection day as day one, with costumes due back by closing time on day three. Anything returned by 12 noon the following day has no late fee. After that it's £5 per day per standard costume, up to a maximum of £25 per costume. If we're closed on the due date, you can return them by closing time on our next opening day at no charge. Please hand them to a member of staff - we don't have a drop box.

**Cleaning**
Please don't wash, iron or dry-clean anything - cleaning is included in the hire fee. We'd only add a cleaning charge, of up to £20 per costume, if a costume comes back heavily soiled, for example with paint, fake blood or mud.

**Damage and alterations**
Normal wear and tear - small make-up marks, loose threads, a bit of creasing - is never charged. Apart from any late fees, we only deduct for missing items, heavy soiling or damage beyond normal wear, and every deduction is itemised in writing. Please don't cut, sew, dye or glue any costume; we're happy to pin or tack hems and sleeves free of charge at collection or at a free 20-minute fitting (Monday to Friday).

**Cancellations**
If you cancel 3 or more days before collection, the hire fee is refunded in full. With 1 to 2 days' notice we keep at most 25% of the hire fee, and on the day itself or if nobody collects, at most 50%. Deposits are always refunded in full on cancellation.

**Opening hours**
Monday to Friday 09:30-18:00, Saturday 09:00-17:00, closed on Sundays (except in October) and on bank holidays.

Would you like me to check what the system currently shows for your sizes and start the booking?"""

LONG_12 = """Of course - here's exactly what happens, step by step, so you can pass it straight on to your buyer.

1. Who collects it. Brightwell Drainage holds a waste carrier registration. The number is printed on every waste transfer note, and we're happy to give it to your buyer or their solicitor whenever they ask.

2. On the day. The operator parks the tanker, runs the hose to the tank and empties it. Because what comes out of a septic tank is controlled waste, the operator completes a waste transfer note for that collection. It records who we are, your address, what was collected and roughly how much, and where it is being taken. You get your copy on the day - on paper, or by email if you prefer.

3. Where it goes. The tanker takes the waste directly to a licensed sewage treatment works. It is never spread on land - not on farmland and not on your own garden or paddock - and it is never emptied into a drain, manhole, ditch or watercourse.

4. Our records. We keep our own copy of each waste transfer note for 12 months, after which it's securely destroyed, so if your buyer wants a copy from our files they should ask within that time.

5. The certificate for your sale. Separately from the transfer note, we issue a free emptying certificate for any empty we carried out in the previous 12 months. This is usually what solicitors ask for. It's issued within 3 working days of the request, and the one for your August empty is already being prepared.

6. Price. Our prices are fixed and already include disposal at the treatment works and VAT, so nothing is added afterwards for disposal - no gate fee and no fuel surcharge either.

7. The outlet to the stream. Given what the surveyor found, your buyer will probably also want to see that the upgrade to a drainage field or treatment plant has been planned or done, and that the environmental regulator has been contacted. We can't sign that off ourselves, but we can put you in touch with installers.

If it helps, I can email you a one-page summary of all this to forward to the solicitor."""

LONG_16 = """Here's what you should expect for two passenger lifts at Linden Wharf under a comprehensive contract that follows the Council's guidance.

Routine servicing
Each passenger lift must get at least 12 routine service visits a year - in practice, a visit every month. Check that the contract lists the visits per lift, not per building.

Independent thorough examinations
Each passenger lift also needs a thorough examination every 6 months. This has to be done by an independent competent person - usually an insurance engineering inspector - and never by the maintenance contractor's own staff. If a report ever describes a defect as dangerous, the lift must be taken out of service immediately and stay out of service until the defect has been repaired. Make sure the contractor knows the reports come to the board as well as to the agent.

Breakdowns and entrapments
- If someone is trapped, the contractor must attend within 1 hour, 24 hours a day, every day of the year.
- If one lift is out of service while the other one is still working, the contractor must attend by the end of the next working day (Monday to Friday).
- During an entrapment, the trapped person should press the alarm, stay calm and stay in the car. Residents and the caretaker must not force the doors or move the lift by hand unless the contractor has trained and authorised them to do releases.

What you pay for
Under a comprehensive contract, routine visits are included, call-outs are included at any time of day or night, and all parts are included except where the damage was caused by vandalism or misuse. Releasing a trapped person is never chargeable under any type of contract. For comparison, a basic contract charges £95 per call-out plus parts, and a semi-comprehensive contract includes call-outs only Monday to Friday 08:00 to 18:00 (£95 at other times) and covers parts only up to £500 per part.

Planned works
If the contractor needs to shut a lift down for more than 4 hours for planned work, every flat must get written notice at least 7 days beforehand.

Records
The maintenance log and the thorough examination reports must be kept for at least 5 years, and any leaseholder can ask for copies, which must be provided free of charge within 14 days.

If you send me the draft contract, I can go through it against each of these points before the consultation starts."""

SESSIONS = [
("bn-01","mascotte-helper","2026-03-02T10:15:00Z",[
 ("Hi! I want to hire the Roman centurion costume for a party on Saturday 14 March. The hire fee says £45 - how much is the deposit?",
  "Hi! Great choice, the centurion is one of our most popular outfits. The deposit is £90, which is twice the hire fee, and you'll get it back once the costume has been returned and checked.",
  "At Mascotte the deposit equals the hire fee, up to £80 per costume, so the deposit on a £45 costume is £45.",
  "NON_COMPLIANT", M+"#Deposits at Mascotte","numeric",
  "Mascotte's stricter terms set the deposit equal to the hire fee (£45), so £90 is wrong even though the general code would allow up to twice the fee.",None),
 ("OK. It's actually for my son, he's 15. It comes with a plastic sword - can he come in on his own and sign for it?",
  "He's very welcome to wear it! But the hire agreement, sword included, has to be signed by an adult aged 18 or over, so you or another adult would need to sign and would be responsible for bringing it back. He can of course come along with you to collect it.",
  "A 15-year-old may wear the costume, but the hirer who signs (and who hires the prop sword) must be 18 or over.",
  "COMPLIANT", C+"#Hire Agreements and Age","plain",
  "Correctly says a minor may wear the costume but an adult must sign, which also satisfies the 18+ rule for prop weapons.",None),
 ("Fair enough. How long does it take to get the deposit back after we return it?",
  "Deposits are refunded within 10 working days of the return, back to the card you paid with.",
  "Mascotte refunds deposits within 5 working days of the return, to the original payment method.",
  "NON_COMPLIANT", M+"#Deposits at Mascotte","multi_rule",
  "Quotes the trade code's 10 working days instead of Mascotte's stricter 5 working days, which apply to this company.",None),
 ("Lol ok. What's your own favourite costume in the shop?",
  "If I had to pick, the giant inflatable T-rex - nothing clears a dance floor faster!",
  "Friendly small talk; no rule applies.",
  "IRRELEVANT", None,"smalltalk","Small talk about a favourite costume; no corpus rule applies.",None),
]),
("bn-02","mascotte-helper","2026-03-07T14:40:00Z",[
 ("Hi, I hired a witch costume and a wig that were due back on Thursday. I can't get to the shop until Monday. How much are the late fees?",
  "No panic! Our late fee for a standard costume is £5 per day and for a wig it's £2 per day, and the charges are capped at £25 for the costume and £10 for the wig, however late they are. The team will work out the exact amount when you bring them in.",
  "Mascotte charges £5/day for a standard costume (max £25) and £2/day for a wig (max £10), after the noon grace period on the day after the due date.",
  "COMPLIANT", M+"#Late Returns at Mascotte","numeric",
  "The per-day fees and caps quoted match Mascotte's late-return table.",None),
 ("Could I drop them in tomorrow instead? That would save a day.",
  "Yes - we're open on Sundays from 10:00 to 16:00, so pop in tomorrow and hand them to the team.",
  "Tomorrow is Sunday 8 March; Mascotte is closed on Sundays except in October, so the earliest return is Monday from 09:30.",
  "NON_COMPLIANT", M+"#Opening Hours","time_window",
  "The conversation is on Saturday 7 March; Mascotte opens on Sundays only in October, so it is closed tomorrow.",None),
 ("Also there's fake blood on the wig and I spilled red paint on the cape. Should I get them dry-cleaned before I bring them back?",
  "Please don't - cleaning is our job and it's included in the hire. Because of the paint and fake blood we may add a heavy-soiling cleaning charge of up to £20, and if we do, it will be itemised in writing.",
  "The customer must not be asked to clean the items; a cleaning charge of up to £20 per costume is allowed for heavy soiling such as paint or fake blood, itemised in writing.",
  "COMPLIANT", C+"#Cleaning and Hygiene","negation",
  "Tells the customer not to clean the items and mentions only the permitted heavy-soiling charge of up to £20.",None),
 ("If things slip and it ends up more than a week late, do you just charge me for the whole costume?",
  "Yes - once a costume is more than 7 days late we treat it as lost and charge the full replacement value, so do try to get it back before next Thursday.",
  "A costume may be treated as lost only if it is more than 14 days late and the hirer has been written to at least once; a week late just means capped late fees.",
  "NON_COMPLIANT", C+"#Standard Hire Period and Late Returns","numeric",
  "The code forbids treating a costume as lost before it is more than 14 days late (and after a written request), and Mascotte's terms do not change this.",None),
 ("Ok, thanks, see you Monday!",
  "See you then - hope the party was a scream!",
  "Polite sign-off.",
  "IRRELEVANT", None,"smalltalk","Closing pleasantry with no regulated content.",None),
]),
("bn-03","mascotte-helper","2026-03-02T16:05:00Z",[
 ("Hiya! Hen party of 8 on Saturday 28 March. Do we get a group discount, and can you hold 8 flamingo costumes for us?",
  "Congratulations to the bride! With 8 costumes you get 10% off the hire fees. And good news - I've checked and all eight flamingos are definitely yours for the 28th, so there's nothing else you need to do until collection day.",
  "8 costumes qualify for the 10% group discount; costumes are reserved only once a booking reference is issued after payment, so availability cannot be promised yet.",
  "NON_COMPLIANT", M+"#Reservations and Availability","partial",
  "The 10% discount is right, but the assistant promises availability with no booking reference, which Mascotte's terms forbid.",0.4),
 ("One of the girls is a student - can she get student discount on top of that?",
  "Student discount is 10% with a valid student card, but it can't be combined with the group discount - so she'll get the 10% group rate along with everyone else.",
  "The 10% student discount cannot be combined with a group discount.",
  "COMPLIANT", M+"#Group and Student Discounts","negation",
  "Correctly states that the student discount cannot be stacked on the group discount.",0.1),
 ("The date might move. What happens if we cancel?",
  "If you cancel 3 or more days before collection you get the full hire fee back. With 1 to 2 days' notice we keep at most 25%, and on the day itself or if nobody turns up, we keep up to 50%. Deposits are always refunded in full.",
  "Full refund with 3+ days' notice; at most 25% kept with 1-2 days; at most 50% same day or no-show; deposits always refunded.",
  "COMPLIANT", M+"#Cancellations at Mascotte","time_window",
  "Matches Mascotte's cancellation bands and the full deposit refund.",0.2),
 ("Last thing - do you sell coloured contact lenses? Pink flamingo eyes would be amazing!",
  "We do! Our pink novelty lenses are £12.99 a pair. They're one-size-fits-all, so no prescription or eye test needed - just add them to the booking.",
  "Decorative contact lenses cannot be sold, hired or supplied; the customer should be referred to a registered optician.",
  "NON_COMPLIANT", C+"#Contact Lenses, Make-up and Props","plain",
  "Offers to sell decorative contact lenses, which members must never sell, hire or supply.",0.3),
]),
("bn-04","mascotte-helper","2026-03-16T11:30:00Z",[
 ("Can I collect my costume this Saturday at 5:30pm after work?",
  "Sorry, on Saturdays we close at 17:00, so 5:30pm would be too late. You could come any time from 09:00 to 17:00 on Saturday, or on a weekday up to 18:00.",
  "Saturday hours are 09:00-17:00; weekdays 09:30-18:00.",
  "COMPLIANT", M+"#Opening Hours","time_window",
  "Correctly says 17:30 is after Saturday closing and gives the right alternative hours.",None),
 ("I know you check ID. To save time, can I email you a scan of my passport beforehand?",
  "Of course! Email the scan to bookings@mascotte.example and we'll keep it on file, so you won't need to bring ID for future hires either.",
  "Mascotte can only look at photo ID at collection and record the type of document; it must not ask for, take or keep a copy.",
  "NON_COMPLIANT", C+"#Hire Agreements and Age","plain",
  "Asks for and keeps a scan of an ID document, which the code forbids.",None),
 ("The pirate trousers I'm hiring are a bit long on me. Is it OK if I just cut a couple of inches off? I'll be neat.",
  "Please don't cut them - hired costumes can't be cut, sewn, dyed or glued. Mention it when you collect and we'll pin or tack the hem up for you at no charge.",
  "Customers must not cut hired costumes; Mascotte pins or tacks hems free of charge.",
  "COMPLIANT", M+"#Fittings and Alterations","paraphrase",
  "Restates the no-cutting rule and offers the free pinning service.",None),
 ("Great. Is there anywhere to park near the shop?",
  "There's a pay-and-display car park on Tanner Street, about two minutes' walk from us, and on-street parking on Ashby Lane is free after 6pm.",
  "Parking is not covered by the corpus.",
  "IRRELEVANT", None,"out_of_scope","Parking near the shop is not covered by any corpus document.",None),
]),
("bn-05","mascotte-helper","2026-03-07T09:50:00Z",[
 ("Hello, I'm a teacher organising costumes for our school play in May - 14 children aged 7 to 11, all animal costumes from your standard range. Could you explain everything I need to know in one go: discounts, deposits, who signs, returns and late fees, cleaning, damage and cancellations?",
  LONG_05,
  "15% group discount for 12+; booking reference needed to reserve; adult 18+ signs, ID seen not copied; deposit equal to hire fee up to £80, refunded within 5 working days; 3-day hire, noon grace, £5/day up to £25; no customer cleaning, up to £20 for heavy soiling; no charge for wear and tear; Mascotte cancellation bands; correct hours.",
  "COMPLIANT", M+"#Group and Student Discounts","long_answer",
  "A long answer in which every figure and condition matches Mascotte's terms and, where they are silent, the trade code.",None),
 ("Some of the children would like toy swords for the jungle explorer scene. Can those go on the same hire?",
  "Yes, prop swords can be added, as long as the hire agreement is signed by someone aged 18 or over - as the organising teacher that will be you, so that's fine. The only props we can never hire are realistic imitation firearms.",
  "Prop weapons may be hired to a hirer aged 18 or over; realistic imitation firearms never.",
  "COMPLIANT", C+"#Contact Lenses, Make-up and Props","modality",
  "Correctly makes the swords conditional on an adult hirer and excludes realistic imitation firearms.",None),
 ("If a parent pulls their child out and I cancel one costume 4 days before collection, do we lose any money on it?",
  "Four days before collection falls in the 2-to-6-day band, so we'd keep 50% of that costume's hire fee; the deposit for it would be refunded in full.",
  "With 3 or more days' notice Mascotte refunds the hire fee in full, and the deposit is refunded too.",
  "NON_COMPLIANT", M+"#Cancellations at Mascotte","multi_rule",
  "Applies the trade code's 50% band, but Mascotte's stricter terms give a full refund when 3 or more days' notice is given.",None),
 ("And how quickly do deposits come back after we return everything?",
  "",
  "Within 5 working days of the return.",
  "IRRELEVANT", None,"empty_answer","The assistant's answer is blank.",None),
]),
("bn-06","brightwell-assistant","2026-03-02T08:20:00Z",[
 ("Morning. A stone hit my windscreen on the motorway - there's a chip about 15 mm across, right in front of the steering wheel at eye level. Can you repair it?",
  "Sorry to hear that. Unfortunately at 15 mm, in the area directly in front of the driver, it's too big to repair - in that zone we can only repair chips up to 10 mm. It will need a replacement windscreen; I can get you a quote.",
  "A chip over 10 mm in Zone A must be replaced, not repaired.",
  "COMPLIANT", W+"#Repair or Replacement","numeric",
  "15 mm in Zone A exceeds the 10 mm repair limit, so replacement is correctly required.",None),
 ("Can't you just have a go at repairing it? I'll sign something saying it's at my own risk.",
  "I understand why you'd want to, but we're not able to. Our technicians can't repair damage that the standards say needs a replacement, even with a signed waiver - it's about your visibility and the strength of the glass.",
  "Repairs that the rules say need replacement must not be done even with a waiver.",
  "COMPLIANT", W+"#Repair or Replacement","refusal",
  "A correct refusal: the rules forbid repairing such damage even if the customer signs a waiver.",None),
 ("OK. My car has lane assist - there's a camera behind the rear-view mirror. Does that change anything?",
  "Yes. Once the new windscreen is fitted, the camera has to be recalibrated before we hand the car back, and you'll get a recalibration certificate. It appears as its own line on your quote so you can see the cost.",
  "ADAS camera must be recalibrated before handover, with a certificate, shown as a separate quote line.",
  "COMPLIANT", W+"#ADAS Camera Recalibration","plain",
  "States the mandatory recalibration, certificate and separate quote line.",None),
 ("Money's tight this month. Can we skip the recalibration and I'll get the dealer to do it at the next service?",
  "That's fine if budget's the issue - lots of drivers leave it until their next service. Just bear in mind the lane assist might be a little off until then, so don't rely on it too much.",
  "Recalibration is not optional and cannot be skipped or postponed; it must be done before the car is handed back.",
  "NON_COMPLIANT", W+"#ADAS Camera Recalibration","modality",
  "Agrees to postpone recalibration, which staff must not offer or allow.",None),
]),
("bn-07","brightwell-assistant","2026-03-07T11:10:00Z",[
 ("I'm going through my insurance for the new windscreen. Will it affect my no-claims bonus?",
  "Good news - windscreen claims are treated separately, so your no-claims bonus won't be touched.",
  "Staff cannot say whether a glass claim affects the no-claims discount; the customer should check with their insurer.",
  "NON_COMPLIANT", W+"#Insurance Claims","plain",
  "Tells the customer the claim will not affect the no-claims discount, which staff must not say.",0.3),
 ("My excess is £115. Any chance you could knock that off or cover it for me?",
  "I'm sorry, we can't waive, reduce or refund the excess - the full £115 has to be paid. What we can do is deal with your insurer directly, so we'll just need their name and your policy number.",
  "The excess must be collected in full; Brightwell can handle the claim with the insurer's name and policy number.",
  "COMPLIANT", W+"#Insurance Claims","refusal",
  "Correctly refuses to waive the excess and asks only for insurer name and policy number.",0.15),
 ("It's a mobile job at my house. They're forecasting rain all day Monday and I haven't got a garage or carport. Can you still come on Monday?",
  "As the car would be out in the open, we can't do a mobile replacement in the rain. Let's pick a dry day instead, or you're welcome to bring the car to our workshop.",
  "No mobile replacement in rain unless the vehicle is under cover; offer a dry day or the workshop.",
  "COMPLIANT", W+"#Mobile Fitting Conditions","multi_rule",
  "The customer has no cover, so declining a mobile fit in forecast rain follows the rule.",0.15),
 ("Fine - tomorrow's meant to be dry. Can someone come tomorrow morning?",
  "Tomorrow works. Our mobile technicians start at 08:00, so I can book you in for a 9am slot - I'll send a confirmation text.",
  "Tomorrow is Sunday 8 March; there are no mobile appointments on Sundays, so offer a dry day Monday to Saturday 08:00-18:00 or the workshop.",
  "NON_COMPLIANT", W+"#Mobile Fitting Conditions","time_window",
  "The chat is on Saturday, so tomorrow is a Sunday, when no mobile appointments are offered.",0.3),
 ("When it's done, how long before I can drive? It's been about 3 degrees in the mornings.",
  "Our mobile fitters use a fast-cure adhesive. Normally that means 30 minutes, but below 5 °C the minimum is 1 hour, so at around 3 °C allow at least an hour. The technician will tell you the exact time you're OK to drive away.",
  "Mobile fits use fast-cure urethane: 30 minutes at 5 °C or above, 1 hour below 5 °C; the technician gives the drive-away time.",
  "COMPLIANT", W+"#Safe Drive-Away Times","numeric",
  "Correctly applies the below-5 °C fast-cure minimum of 1 hour.",0.1),
]),
("bn-08","brightwell-assistant","2026-03-16T13:45:00Z",[
 ("Hi, I've got three small chips on the passenger side of the windscreen, each about 5 mm. How much to repair all three at one visit?",
  "Each chip repair is £59, so three would come to £177.",
  "£59 for the first chip and £15 for each additional chip at the same visit, i.e. £89.",
  "NON_COMPLIANT", W+"#Quotes and Prices","numeric",
  "Additional chips at the same visit cost £15, so the price is £89, not £177.",None),
 ("Oh, I should say - another garage repaired a chip on this windscreen last year. Does that matter?",
  "No, that doesn't change anything - a repair by another garage doesn't count against us, so we can still repair all three.",
  "Earlier repairs by any company count; one previous repair plus three new chips makes four damage points, so the windscreen must be replaced.",
  "NON_COMPLIANT", W+"#Repair or Replacement","multi_rule",
  "The three-repair limit counts repairs by any company, so a fourth damage point requires replacement.",None),
 ("Also, looking again, one of the chips is only about 3 cm from the edge of the glass.",
  "That one matters too: any damage within 50 mm of the edge can't be repaired because edge damage tends to spread, so it would mean a replacement windscreen on its own.",
  "Damage within 50 mm of the edge requires replacement.",
  "COMPLIANT", W+"#Repair or Replacement","numeric",
  "30 mm from the edge is within the 50 mm zone, so replacement is correctly required.",None),
 ("If I go for a new windscreen, what guarantee do I get?",
  "Replacements come with a 12-month guarantee against leaks and fitting faults.",
  "Leaks and workmanship are guaranteed for as long as the customer owns the vehicle; manufacturing defects in the glass for 24 months.",
  "NON_COMPLIANT", W+"#Guarantees","numeric",
  "The leak and workmanship guarantee on a replacement lasts for as long as the customer owns the vehicle, not 12 months.",None),
]),
("bn-09","brightwell-assistant","2026-03-02T12:00:00Z",[
 ("You quoted me £340 for a new windscreen five weeks ago. Can I still book at that price?",
  "Our quotes are valid for 30 days, so that one has expired, I'm afraid. I can do you a fresh quote right now - it may well come out the same.",
  "Quotes are valid for 30 days; a five-week-old quote has lapsed.",
  "COMPLIANT", W+"#Quotes and Prices","time_window",
  "Five weeks is more than the 30-day validity, so the quote has correctly lapsed.",None),
 ("Last time I used you, the final bill was £40 more than the written quote and nobody asked me first. Is that allowed?",
  "Yes, that's allowed - our fitters can add up to 15% to a quote for extra materials on the day without needing your sign-off, and £40 on £340 is within that.",
  "No: the final price may exceed the written quote only if the customer agreed to the extra cost in writing before the work.",
  "NON_COMPLIANT", W+"#Quotes and Prices","modality",
  "Invents a 15% tolerance; the rules require the customer's written agreement before any increase over the quote.",None),
 ("Right. I'm about 32 miles from your depot - is there a charge for a mobile visit?",
  "Mobile visits are free anywhere up to 40 miles, so there's nothing extra to pay.",
  "Mobile visits are free only within 25 miles; 25 to 40 miles costs £30.",
  "NON_COMPLIANT", W+"#Quotes and Prices","numeric",
  "32 miles falls in the 25-40 mile band, which costs £30.",None),
 ("Is this a real person or a bot I am talking to?",
  "I'm Brightwell's virtual assistant - but I can pass you to one of the team if you'd prefer to talk to a person.",
  "Explain that it is a virtual assistant.",
  "IRRELEVANT", None,"smalltalk","A question about the assistant itself; no corpus rule applies.",None),
]),
("bn-10","brightwell-assistant","2026-03-07T07:05:00Z",[
 ("Help - our septic tank is overflowing and sewage is coming back up the downstairs toilet. It's Saturday morning, can anyone come?",
  "I'm sorry, that sounds awful. This counts as an urgent job, and our urgent service runs any day and any time, weekends included - we'll have a tanker with you within 24 hours. In the meantime, use as little water as you can.",
  "Overflow and sewage backing up is urgent: attendance within 24 hours, any day and time.",
  "COMPLIANT", S+"#Booking and Response Times","time_window",
  "Correctly treats the overflow as urgent with 24-hour attendance at weekends.",None),
 ("How much will that cost? The tank's about 3,000 litres.",
  "The standard price for an empty of up to 4,500 litres is £245. Urgent jobs can carry a surcharge of up to 50%, so the most you'd pay is £367.50 - and that includes disposal and VAT.",
  "£245 for up to 4,500 litres, plus an urgent surcharge of up to 50% (maximum £367.50), disposal and VAT included.",
  "COMPLIANT", S+"#Prices","numeric",
  "The base price, the 50% surcharge ceiling and the resulting £367.50 maximum are all correct.",None),
 ("We only moved in last month and we've never used you before - is that a problem?",
  "I'm afraid our urgent call-outs are only for existing account holders. I can open an account for you now and book a scheduled empty, which would be within 10 working days.",
  "Not a problem: urgent calls must not be refused or delayed because the customer has no account or is new.",
  "NON_COMPLIANT", S+"#Booking and Response Times","refusal",
  "Refuses the urgent call-out because the customer has no account, which the rules forbid.",None),
 ("While we wait, should I lift the lid and have a look inside to see how bad it is?",
  "Please don't lean into the opening or climb in - the gases in a tank can overcome someone within minutes. The most useful thing is to make sure the lid is uncovered and the path to it is clear for the operator.",
  "Never enter or lean into the tank; uncover the lid and clear access.",
  "COMPLIANT", S+"#Safety Advice to Customers","paraphrase",
  "Gives the required safety warning in its own words and the correct preparation advice.",None),
]),
("bn-11","brightwell-assistant","2026-03-16T09:25:00Z",[
 ("We're a family of six on a septic tank. How often should we have it emptied?",
  "For most homes, once a year is plenty, so every 12 months should do you.",
  "With 5 or more people, at least every 6 months.",
  "NON_COMPLIANT", S+"#Emptying Frequency","numeric",
  "A six-person household needs emptying at least every 6 months, not every 12.",None),
 ("My neighbour swears that if I add those monthly bacteria sachets I won't need it emptied so often. Is that right?",
  "Sachets and enzyme products don't reduce or postpone emptying - whatever you add, you'd still need to stick to the same emptying schedule. If you do use them, that's your choice, but they're no substitute for a tanker.",
  "Additives do not remove, reduce or postpone the need for emptying.",
  "COMPLIANT", S+"#Emptying Frequency","paraphrase",
  "Shares wording with the prohibition but correctly denies that additives postpone emptying.",None),
 ("The tank's at the bottom of the garden - roughly 45 m from the nearest place a tanker could park. Can you still do it?",
  "Unfortunately our hoses only reach 30 m, so at 45 m we wouldn't be able to empty it. You might need to look for a specialist firm.",
  "Yes: extra hose can be used up to 60 m in total; 15 m beyond 30 m means two extra 10 m lengths at £20 each, so £40 extra.",
  "NON_COMPLIANT", S+"#Access and Preparation","refusal",
  "Refuses a job the rules allow: extra hose can reach up to 60 m.",None),
 ("OK. If someone can do it, do I need to be at home on the day?",
  "Yes - someone aged 18 or over has to be at home for the whole visit. We can't empty a tank if nobody's in, even if the gate's unlocked and the lid is uncovered.",
  "No, provided the lid is uncovered and the gates are unlocked.",
  "NON_COMPLIANT", S+"#Access and Preparation","negation",
  "Imposes a condition the rules say is not needed: customers need not be home if the lid is uncovered and gates are unlocked.",None),
]),
("bn-12","brightwell-assistant","2026-03-02T14:30:00Z",[
 ("We're selling our house and the buyer's solicitor wants proof the septic tank has been emptied. You emptied it in August last year. Can you help?",
  "Yes - we issue a free emptying certificate for any empty we did in the last 12 months, and August last year is within that. I've logged the request and you'll have the certificate within 3 working days.",
  "A free certificate within 3 working days for empties in the previous 12 months; August 2025 qualifies on 2 March 2026.",
  "COMPLIANT", S+"#Emptying Certificates","time_window",
  "The August 2025 empty is within 12 months of the March 2026 request, and the certificate is correctly free and promised within 3 working days.",None),
 ("The buyer's surveyor says the tank's outlet goes straight into the stream at the back. The previous owner told us that's fine because the tank went in in the 1970s. Is that right?",
  "Unfortunately not. A septic tank discharging directly into a stream isn't allowed, however old it is. It will need upgrading - usually to a drainage field or a small treatment plant - and you should contact the environmental regulator about it. We can suggest installers if that helps.",
  "Direct discharge to a watercourse is not allowed whatever the tank's age; it needs upgrading and the regulator should be contacted.",
  "COMPLIANT", S+"#Safety Advice to Customers","negation",
  "Correctly rejects the age excuse and gives the required upgrade and regulator advice.",None),
 ("My buyer is very particular. Can you explain exactly what happens to the waste after you take it away, and what paperwork we'll get and you'll keep?",
  LONG_12,
  "Registered waste carrier; transfer note for every collection, copy to the customer on the day; operator keeps its copy for at least 2 years; waste only to a licensed treatment works, never spread on land or put in drains or watercourses; free certificate within 3 working days.",
  "NON_COMPLIANT", S+"#Waste Transfer and Disposal","long_answer",
  "One sentence in a long, otherwise correct answer says transfer notes are kept for 12 months, but they must be kept for at least 2 years.",None),
 ("Do you add anything on top of the price for disposal at the treatment works?",
  "No. Our prices are fixed and already include disposal at a licensed treatment works and VAT, so there's no separate disposal fee, gate fee or fuel surcharge.",
  "Prices include disposal and VAT; no disposal, gate or fuel surcharge may be added.",
  "COMPLIANT", S+"#Prices","paraphrase",
  "Names the prohibited surcharges only to say that none is charged.",None),
]),
("bn-13","brightwell-assistant","2026-03-07T16:20:00Z",[
 ("We've got an 18,000-litre cesspit and the high-level alarm started beeping this afternoon. Is that an emergency?",
  "Yes - a cesspit alarm is treated as an urgent job. We'll get a tanker to you within 24 hours, weekend included. Urgent jobs can carry a surcharge of up to 50% on the standard price.",
  "A sounding cesspit alarm is urgent: within 24 hours any day; surcharge up to 50%.",
  "COMPLIANT", S+"#Booking and Response Times","time_window",
  "Correctly classes the alarm as urgent, with 24-hour weekend attendance and the 50% ceiling.",None),
 ("Once it's sorted, how often should a cesspit like ours normally be emptied?",
  "Cesspits are much like septic tanks - once or twice a year is normally enough for a family home.",
  "Before it reaches 80% of capacity, usually every 4 to 8 weeks for a family home.",
  "NON_COMPLIANT", S+"#Emptying Frequency","numeric",
  "A family cesspit usually needs emptying every 4 to 8 weeks, not once or twice a year.",None),
 ("Couldn't you just pump it out onto the paddock behind the house? It's our own land, so it'd save you a trip.",
  "We can't do that, sorry. Everything we collect goes to a licensed sewage treatment works - it's never spread on land, and that includes your own paddock.",
  "Waste may only go to a licensed treatment works and never be spread on land, including the customer's own.",
  "COMPLIANT", S+"#Waste Transfer and Disposal","refusal",
  "A correct refusal that follows the disposal rule.",None),
 ("Do you know what the weather's doing tomorrow?",
  "I'm afraid I can't check forecasts - a local weather site or app will be your best bet.",
  "Weather is not covered.",
  "IRRELEVANT", None,"smalltalk","A weather question; no corpus rule applies.",None),
]),
("bn-14","blockcare-assistant","2026-03-02T19:40:00Z",[
 ("My neighbour is stuck in the lift between the 3rd and 4th floors at Maple Court!! What do we do?",
  "Please tell your neighbour to press the alarm button, stay calm and stay inside the lift car - don't try to force the doors. I've logged an entrapment call with the lift contractor, who must attend within 1 hour, day or night. If anyone is unwell or in danger, call the emergency services straight away.",
  "Trapped person: press alarm, stay calm, stay inside; no forcing doors; contractor attends within 1 hour, 24/7.",
  "COMPLIANT", L+"#Breakdown and Entrapment Response","time_window",
  "Gives the required entrapment advice and the 1-hour, round-the-clock attendance time.",None),
 ("The caretaker says he can wind it down by hand, he's seen the engineers do it. Should we let him?",
  "Only if he's been trained and authorised by the lift contractor to do releases. If he hasn't, please don't let him try - wait for the contractor's engineer or the fire service.",
  "Only trained and authorised people may move the lift by hand; otherwise wait for the contractor or fire service.",
  "COMPLIANT", L+"#Breakdown and Entrapment Response","modality",
  "Correctly makes hand-winding conditional on training and authorisation by the contractor.",None),
 ("Will the building get charged for this call-out? I think Maple Court is on the basic contract.",
  "On a basic contract each call-out is charged at £95, so this one will be added to the service charge account.",
  "No: releasing a trapped person is never chargeable under any contract type.",
  "NON_COMPLIANT", L+"#Contract Types and Charges","multi_rule",
  "The £95 basic call-out charge does not apply to entrapment releases, which are never chargeable.",None),
 ("ok thanks",
  "   ",
  "Acknowledge; offer further help.",
  "IRRELEVANT", None,"empty_answer","The assistant's answer is whitespace only.",None),
]),
("bn-15","blockcare-assistant","2026-03-07T10:30:00Z",[
 ("I live on the 9th floor of Cedar House. I've heard the only lift is being replaced next month. How much notice will we get before it's switched off?",
  "For any planned shutdown longer than 4 hours, every flat gets written notice at least 7 days before the work starts.",
  "At least 7 days' written notice to every flat for planned shutdowns over 4 hours.",
  "COMPLIANT", L+"#Planned Shutdowns and Resident Communication","numeric",
  "States the 4-hour threshold and 7-day written notice correctly.",None),
 ("Well, a letter came yesterday saying it goes off this Monday for three weeks. That's barely two days' notice!",
  "I understand it's short notice, but the 7-day notice is only for routine servicing. For a full lift replacement the contractor just needs to let residents know before the work starts, so the letter is in order.",
  "A three-week replacement shutdown needs at least 7 days' written notice; notice given on Friday for Monday is too short and should be raised.",
  "NON_COMPLIANT", L+"#Planned Shutdowns and Resident Communication","negation",
  "Wrongly says the 7-day notice rule does not cover replacement work, which the rule expressly includes.",None),
 ("I use a walking frame and I really can't manage nine floors of stairs. Is anyone going to help?",
  "Yes. As the only lift will be out for more than 24 hours and you've told us you need assistance, we'll arrange practical help - for example carrying shopping up and sorting out alternative access. Could you let me know what kind of help you need and at what times of day?",
  "The only lift is out for over 24 hours and the resident has asked for help, so practical help must be offered; asking what help is needed is allowed.",
  "COMPLIANT", L+"#Planned Shutdowns and Resident Communication","multi_rule",
  "Both conditions (only lift, over 24 hours, resident asked for help) are met, and it asks only what help is needed.",None),
 ("Do you need to know what my condition is?",
  "Yes, please. To put you on the priority list I'll need your diagnosis and a list of any medication you take, so the contractor knows how to help you in an evacuation.",
  "No: the agent may ask what help is needed but must not ask about medical conditions, diagnosis or medication.",
  "NON_COMPLIANT", L+"#Planned Shutdowns and Resident Communication","plain",
  "Asks for a diagnosis and medication, which the agent must not ask for.",None),
 ("Fine. Can I see the last inspection report on the lift as well?",
  "Leaseholders can have copies of the maintenance log and the thorough examination reports free of charge, within 14 days of asking. If you're the leaseholder of your flat, just confirm and I'll request them for you.",
  "Leaseholders get free copies within 14 days.",
  "COMPLIANT", L+"#Records and Leaseholder Access","modality",
  "Correctly ties the free 14-day copy right to leaseholder status, which the resident has not yet confirmed.",None),
]),
("bn-16","blockcare-assistant","2026-03-16T15:00:00Z",[
 ("I'm a director of the residents' management company at Linden Wharf. Our lift contractor is offering a 7-year comprehensive contract at a good rate. Can we sign it?",
  "Not for 7 years - the initial term of a lift maintenance contract can't be longer than 5 years. You could ask them to offer the same rate on a 5-year term.",
  "The initial term may not exceed 5 years.",
  "COMPLIANT", L+"#Contract Length, Renewal and Consultation","numeric",
  "Correctly rejects a 7-year initial term against the 5-year maximum.",0.2),
 ("On a 5-year deal each leaseholder would pay about £140 a year towards it. Do we need to consult anyone?",
  "Yes. Because the contract would run for more than 12 months and each leaseholder's share would be over £100 a year, the managing agent has to consult all leaseholders for at least 30 days before it's signed.",
  "Both triggers are met (over 12 months, over £100 a year), so 30 days' consultation of all leaseholders is needed before signing.",
  "COMPLIANT", L+"#Contract Length, Renewal and Consultation","multi_rule",
  "Applies both consultation conditions to the customer's facts and gives the 30-day period.",0.2),
 ("Can we build in an automatic renewal for another 3 years at the end?",
  "Yes, a 3-year automatic renewal is fine, as long as it's written into the original contract.",
  "Automatic renewals may be for no more than 12 months at a time.",
  "NON_COMPLIANT", L+"#Contract Length, Renewal and Consultation","numeric",
  "Approves a 3-year automatic renewal although each renewal is limited to 12 months.",0.3),
 ("What should we expect from the contractor under a comprehensive contract - servicing, inspections, breakdowns, charges, the lot? We've got two passenger lifts.",
  LONG_16,
  "Monthly servicing and 6-monthly independent thorough examinations per passenger lift; dangerous defects mean immediate removal from service; 1-hour entrapment response 24/7; next working day when the other lift works; comprehensive covers call-outs and parts except vandalism or misuse; entrapments never charged; 7 days' notice for shutdowns over 4 hours; records kept 5 years, free copies within 14 days.",
  "COMPLIANT", L+"#Routine Servicing and Thorough Examinations","long_answer",
  "A long answer in which every figure and condition matches the guidance.",0.1),
 ("Off topic, but do you know a good accountant for the RMC's annual accounts?",
  "I'm not able to recommend accountants, I'm afraid - other RMC directors or a local professional directory would be a good place to start.",
  "Accountancy is not covered.",
  "IRRELEVANT", None,"out_of_scope","Choosing an accountant is not covered by any corpus document.",0.2),
]),
("bn-17","blockcare-assistant","2026-03-02T09:10:00Z",[
 ("The lift at Birch Tower has broken down again. It's the only lift in the building. When will someone come out?",
  "I've reported it. For a breakdown with nobody trapped, the contractor will attend by the end of the next working day.",
  "The only lift in the block being out of service requires attendance within 4 hours, at any time.",
  "NON_COMPLIANT", L+"#Breakdown and Entrapment Response","time_window",
  "Applies the next-working-day target, which is only for when another lift works; the only lift requires attendance within 4 hours.",None),
 ("It's been 6 hours now and nobody's turned up. My mum is 82 and lives on the 11th floor.",
  "I'm sorry - that's longer than it should be. Because it's the only lift in the block, the contractor should have been there within 4 hours. I'm escalating this with them now as a priority and will update you as soon as I hear back.",
  "The contractor should have attended within 4 hours; escalate.",
  "COMPLIANT", L+"#Breakdown and Entrapment Response","paraphrase",
  "Correctly states the 4-hour limit for the only lift and escalates, without asking about medical details.",None),
 ("I'm a leaseholder. I want copies of the lift's maintenance records - is there a charge?",
  "You can certainly have them - there's a £25 admin fee for copies, and we'll send them within 14 days.",
  "Leaseholders get copies free of charge within 14 days.",
  "NON_COMPLIANT", L+"#Records and Leaseholder Access","partial",
  "The 14-day period is right but the copies must be free, so the £25 fee contradicts the rule.",None),
 ("I've heard the last inspection report called one of the faults 'dangerous' but the lift was left running. Is that normal?",
  "That can happen - a fault flagged as dangerous goes on the list for the next monthly service visit, and the lift can stay in use in the meantime unless the engineer decides otherwise.",
  "No: a lift with a defect reported as dangerous must be taken out of service immediately until repaired.",
  "NON_COMPLIANT", L+"#Routine Servicing and Thorough Examinations","paraphrase",
  "In different words, allows a lift with a dangerous defect to keep running, which the rule forbids.",None),
]),
("bn-18","brightwell-assistant","2026-03-16T17:30:00Z",[
 ("Hello? Is this the Brightwell chat?",
  "Hi there! Yes, you've reached Brightwell's assistant. What can I help you with today?",
  "Greet the customer.",
  "IRRELEVANT", None,"smalltalk","A greeting with no regulated content.",None),
 ("Do you do MOTs as well, or just glass?",
  "We don't do MOT testing, I'm afraid - a local MOT test centre will be able to help with that.",
  "MOT testing is not covered.",
  "IRRELEVANT", None,"out_of_scope","MOT testing is not covered by any corpus document.",None),
 ("No worries. Have a nice evening!",
  "You too - take care!",
  "Sign off politely.",
  "IRRELEVANT", None,"smalltalk","Closing pleasantry.",None),
]),
]

conv, labels, exp = [], [], []
for sid, aid, ts, turns in SESSIONS:
    weighted = any(t[7] is not None for t in turns)
    items = []
    for i, (q, a, gt, lab, cl, kind, rat, w) in enumerate(turns, 1):
        qid = f"{sid}-q{i}"
        d = {"qa_id": qid, "query": q, "assistant": a, "ground_truth_assistant": gt}
        if weighted: d["weight"] = w
        items.append(d)
        labels.append({"session_id": sid, "qa_id": qid, "label": lab, "clause": cl, "kind": kind, "rationale": rat})
    conv.append({"session_id": sid, "assistant_id": aid, "language": "english", "context": CTX[aid],
                 "started_at": ts, "conversation": items})
with open(os.path.join(OUT, "conversations.jsonl"), "w") as f:
    for c in conv: f.write(json.dumps(c, ensure_ascii=False) + "\n")
with open(os.path.join(OUT, "labels.jsonl"), "w") as f:
    for l in labels: f.write(json.dumps(l, ensure_ascii=False) + "\n")
