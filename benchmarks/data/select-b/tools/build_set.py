import json, os
OUT = "/tmp/sel_b"
DW = "driveway_paving.md#"
DOG = "dog_walking_pet_sitting.md#"
PS = "company/pawstep_policy.md#"
CO = "coin_stamp_dealers.md#"
UN = "school_uniforms.md#"
C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

KERB = "kerbline-assistant"
PAW = "pawstep-assistant"
ARC = "arcade-retail-assistant"
CTX_KERB = "Website chat assistant for Kerbline Driveways Ltd, a residential driveway and paving contractor."
CTX_PAW = "Booking and help assistant for PawStep Dog Walking & Pet Sitting."
CTX_COIN = "Shared chat assistant for the Townsquare Arcade shops, here answering for Halcourt Coins & Stamps."
CTX_UNI = "Shared chat assistant for the Townsquare Arcade shops, here answering for Brightday Uniforms, a school uniform supplier."

LONG_SB04 = (
"Great project - a concrete front driveway is very hard-wearing. Here's what to expect from us, step by step.\n\n"
"1. Survey and quote. One of our surveyors will visit, measure the area (you've said about 40 square metres) and check levels, drainage and access. "
"The quote is free and comes in writing. It lists the surface type and area, the depth of the sub-base and the slab, an itemised breakdown of materials, "
"labour, skip hire and waste removal, and the total price including tax. The price is held for 30 days.\n\n"
"2. Drainage and planning. Because the area is well over 5 square metres and it's a front garden, plain concrete can't simply shed rainwater onto the road. "
"We either fall the slab towards a soakaway, lawn or planted border, or use a permeable alternative. If neither works on your plot you may need planning "
"permission, and we'll tell you that in writing before you sign anything.\n\n"
"3. Construction. We dig out, lay and compact a sub-base of at least 100 mm of crushed stone, then pour a slab of at least 100 mm - for a drive carrying a "
"family car we usually go to 125 mm with steel mesh. Expansion joints go in every few metres to control cracking, and we finish with a brushed texture for grip.\n\n"
"4. Timings. A job this size usually takes 4 to 6 working days, depending on excavation and weather, and we don't pour in frost or heavy rain. "
"Noisy work such as breaking out the old garden and compacting only happens in permitted hours, which on weekdays is 7:30am to 6pm.\n\n"
"5. Curing. Concrete keeps gaining strength for several weeks. You can walk on it after 24 hours and drive on it after 3 days; we'll confirm this in "
"writing at handover. Avoid de-icing salt for the first winter.\n\n"
"6. Payment. If the price comes out between $2,000 and $10,000, the most we'd ask as a deposit is 15%, with the balance due after we've walked round the "
"finished drive with you. We take card or bank transfer.\n\n"
"7. Guarantee. Our workmanship on concrete is guaranteed for 2 years from completion, and the guarantee passes to the next owner if you sell the house.\n\n"
"If you'd like, I can book the survey now - which days suit you?")

GT_SB04 = ("The quote is free, written and itemised (area, sub-base and slab depth, materials, labour, skip and waste, total including tax) and valid for at least 30 days. "
"As the front area is over 5 square metres, the concrete must drain to a soakaway, lawn or border or be replaced by a permeable surface, otherwise planning permission may be "
"needed, and we'll say so before you sign. Concrete needs at least a 100 mm compacted sub-base and a slab of at least 100 mm, and you must not drive on it for 7 days; we'll confirm "
"that in writing at handover. Deposit at most 15% if the price is $2,000-$10,000, balance after the walk-round; workmanship guarantee at least 2 years.")

LONG_SB12 = (
"I'm really sorry - that's disappointing news, especially for a stamp like a Penny Black. The good news is that you're fully covered.\n\n"
"How our authenticity guarantee works\n"
"Every item we sell as genuine carries a lifetime authenticity guarantee. It makes no difference that you bought the stamp in 2019: once a recognised expert "
"committee or grading service has certified that it isn't genuine, we refund the full price you paid for it. There's no time limit and no deduction.\n\n"
"What we need from you\n"
"- The stamp itself. We do need the item back, so please don't throw it away, sell it on or send it anywhere else.\n"
"- The expert committee certificate, or a clear copy of it. If you send the original we'll return it to you with your refund confirmation.\n"
"- Your name and, if you have it, the order number or roughly when you bought it, so we can find the sale quickly. If you no longer have the receipt, "
"that's fine - it isn't needed.\n"
"You don't need the original packaging, album page or display card either.\n\n"
"How to send it\n"
"The simplest way is to bring it into the shop in the arcade. If that isn't convenient, post it by tracked and insured delivery in a stiff envelope, with the "
"stamp in a protective mount, and keep your proof of postage.\n\n"
"What happens next\n"
"Once the stamp and certificate arrive, we'll match them to our records and refund the full purchase price within 14 days of receiving the stamp, using the "
"payment method you originally used where we can, and email you once it has been sent. The stamp won't go back on sale - forgeries are handed to the authorities, not resold.\n\n"
"If you'd like a replacement\n"
"If you'd still like a Penny Black in your collection, every example we stock is described as mint, mounted mint or used, with any thins, tears, repairs "
"or hinge remains listed, and photographed individually rather than with a stock image. I'm happy to send you the current list so you can take your time.\n\n"
"Again, sorry for the trouble - please get in touch on 555-0127 if you'd like to talk it through with someone in the shop.")

LONG_SB17 = (
"Good question, and you're right to check before buying everything. Here's how it works under the school uniform supplier standards we follow at Brightday.\n\n"
"How many logo items a school can require\n"
"A school can make no more than 3 branded items compulsory, and PE kit counts towards that total. A branded item is anything carrying the school logo. "
"So if Westbrook's list really shows a logo blazer, logo tie, logo jumper, logo PE top and logo PE shorts as all required, that's five, which is over the "
"limit. The school sets the list, not us, so the best next step is to raise it with the school office or the governors - schools often tidy up their list "
"after a question like yours.\n\n"
"What we will and won't tell you is compulsory\n"
"We only describe an item as compulsory if it appears on the school's published uniform list. Everything else on the list - plain shirts, trousers, "
"skirts, socks and shoes - is generic, and you're free to buy it wherever you like, including supermarkets and second-hand sales. We won't tell you that a "
"plain item has to come from us.\n\n"
"Prices\n"
"Our branded prices stay within the published caps (for example $45 for a child's blazer and $18 for a logo jumper), and every price on our website "
"already includes tax. Adult sizes, from a chest of 86 cm, can cost a little more, but never more than 20% above the child cap.\n\n"
"Help with costs\n"
"We accept uniform vouchers from the school and grant vouchers from the council, in full or part payment, and we pass returned items on to Westbrook's "
"second-hand scheme, so it's worth checking their rail before you buy new.\n\n"
"Ordering\n"
"When you order, we only need your child's first name for the name labels, the school, the year group and sizes - we never ask for a date of birth or a photo. Summer pre-orders placed by "
"31 July are delivered by 25 August, other online orders are dispatched within 5 working days, and delivery is free on orders over $60.\n\n"
"If it would help, I can put together a list of the Westbrook items that are on the published list so you can see exactly what you need from us.")

S = []
def sess(sid, aid, ctx, start, turns):
    S.append(dict(sid=sid, aid=aid, ctx=ctx, start=start, turns=turns))
# turn: (query, assistant, ground_truth, label, clause, kind, rationale, weight)

sess("sb-01", KERB, CTX_KERB, "2026-03-02T09:20:00Z", [
 ("Morning! Is this the Kerbline chat?",
  "Good morning! Yes, you're chatting with Kerbline Driveways' assistant. What can I help you with today?",
  "Good morning! Yes, this is Kerbline Driveways' assistant - how can I help?",
  I, None, "smalltalk", "A greeting with no rule content.", None),
 ("How much do you charge to come out and quote for a new tarmac driveway?",
  "Nothing at all - quotes for residential driveways are free, and you don't need to pay a deposit to get one. A surveyor will measure up and you'll get a written, itemised quote that stays valid for 30 days.",
  "Quotes for residential driveways are free and not conditional on a deposit; you receive a written, itemised quote valid for at least 30 days.",
  C, DW+"Written Quotations", "plain", "Free quote, no deposit condition and 30-day validity all match the quotation rules.", None),
 ("The quote came to $12,500. What deposit would you need?",
  "For a job of that size we take a 25% deposit, so $3,125, payable when you accept the quote.",
  "For a contract over $10,000 the deposit can be at most 20%, capped at $4,000, so no more than $2,500 on $12,500.",
  N, DW+"Deposits and Payments", "numeric", "25% ($3,125) exceeds the 20% maximum deposit ($2,500) for contracts over $10,000.", None),
 ("Can the crew work on a Saturday? I'm at work all week and want to be around.",
  "Yes, we can do Saturdays. The machinery work - breaking out, compacting and rolling - has to be finished by 1pm, so the crew would start at 8am and get the noisy jobs done in the morning. Clearing up can carry on into the afternoon.",
  "Saturday noisy work is allowed from 08:00 to 13:00; quiet tasks like clearing up can continue until 20:00.",
  C, DW+"Working Hours", "time_window", "Noisy work 08:00-13:00 on Saturday and quiet clearing-up afterwards are within the permitted hours.", None),
 ("When can I park my car on it once it's laid?",
  "With tarmac you're fine to drive on it the next morning - just avoid turning the wheels on the spot for the first couple of weeks.",
  "Asphalt needs 3 days before any vehicle uses it; we'll confirm the no-vehicle period in writing at handover.",
  N, DW+"Materials and Curing Times", "paraphrase", "Driving on asphalt the next morning contradicts the 3-day no-vehicle period.", None),
])

sess("sb-02", KERB, CTX_KERB, "2026-03-02T14:05:00Z", [
 ("Your salesman came round this morning and I signed up for block paving, $6,000. I'm having second thoughts. Is it too late to cancel?",
  "It's not too late. Because you signed at home, you have a 14-day cooling-off period that starts tomorrow, so you can cancel for any reason by email, phone or in writing up to and including 16 March. Any deposit you've paid will be refunded in full within 14 days of you cancelling.",
  "You signed at home, so you have 14 days' cooling-off starting the day after signing (to 16 March); cancel any way you like and the deposit is refunded in full within 14 days.",
  C, DW+"Cancellation Rights", "time_window", "Signed 2 March, the 14-day period runs 3 to 16 March and the refund terms match the rule.", None),
 ("I paid a $900 deposit on the spot. Was he allowed to take that much?",
  "Yes - for contracts between $2,000 and $10,000 the deposit can be up to 15%, and 15% of $6,000 is exactly $900, so that's within the limit.",
  "Yes; 15% of $6,000 is $900, the maximum allowed for a contract of $2,000 to $10,000.",
  C, DW+"Deposits and Payments", "numeric", "$900 is exactly the 15% maximum for a $6,000 contract.", None),
 ("He also told me I had to sign today or the price would go up by $1,000. Is that normal?",
  "Our team sometimes runs same-day offers, and those prices genuinely are only available on the day of the visit, so he was right to let you know. The good news is you've locked in the lower price.",
  "No - contractors must not pressure customers by saying a price is only available that day. I'm sorry this happened; you can still cancel within the cooling-off period, and I'll pass this on to our complaints team.",
  N, DW+"Doorstep Selling", "plain", "Endorses a same-day-only price, which the doorstep rules forbid as pressure selling.", None),
 ("What's the weather looking like next week? Hoping it's dry.",
  "I don't have access to weather forecasts, sorry - a weather app or your local forecast will give you the best picture for next week.",
  "I can't see weather forecasts; a weather service will have the latest.",
  I, None, "out_of_scope", "Weather forecasts are not covered by any corpus document.", None),
])

sess("sb-03", KERB, CTX_KERB, "2026-06-22T11:30:00Z", [
 ("You laid our resin driveway four months ago and it's already cracking. Will you fix it?",
  "I'm sorry to hear that. All our jobs carry a workmanship guarantee of at least 2 years, so you're well within it. I've logged the defect and a surveyor will come and inspect it within 10 working days. If it's down to our workmanship, we'll put it right at no cost to you.",
  "The job is within the minimum 2-year workmanship guarantee; the defect will be inspected within 10 working days.",
  C, DW+"Guarantees", "plain", "Confirms the guarantee and the 10-working-day inspection as required.", 0.5),
 ("Does it matter that I didn't take your annual sealing plan?",
  "Unfortunately it does. Resin guarantees are only valid where the annual sealing plan has been kept up, because unsealed resin breaks down in UV light, so we won't be able to accept the claim.",
  "No - the guarantee can't be made conditional on buying a sealing or maintenance package, so your claim goes ahead.",
  N, DW+"Guarantees", "refusal", "Refuses the guarantee claim on a sealing-plan condition that the rule forbids.", 0.3),
 ("Fine. Do you happen to know a good gardener round here?",
  "We don't do gardening ourselves and I can't recommend anyone specific, but a local directory or neighbourhood group is usually a good place to start.",
  "Gardening isn't something we cover; a local directory is a good place to look.",
  I, None, "out_of_scope", "Gardener recommendations are outside every corpus document.", 0.2),
])

sess("sb-04", KERB, CTX_KERB, "2026-06-22T16:45:00Z", [
 ("I want to concrete over the whole front garden, about 40 square metres, so we can park two cars. What do I need to know?",
  LONG_SB04, GT_SB04,
  N, DW+"Materials and Curing Times", "long_answer", "In a long, mostly correct answer, 'drive on it after 3 days' contradicts the 7-day no-vehicle period for concrete.", None),
 ("What if there's no room for a soakaway and the lawn's going too?",
  "Then we'd suggest a permeable surface, such as permeable block paving, instead of plain concrete. If you still want solid concrete with nothing for it to drain into, you may need planning permission - and we'll set that out in writing before you sign anything.",
  "Without a soakaway or lawn the drive must be permeable, or planning permission may be needed; we'll say so before you sign.",
  C, DW+"Materials and Curing Times", "paraphrase", "Correctly restates the permeable/soakaway and planning-permission rule in other words.", None),
 ("Can your men start at 7 on weekdays? I leave for work at 7:15 and want to show them round first.",
  "They can arrive at 7:00 to walk the site with you and set out the levels - that's quiet work. The breaker and the compactor won't start up until 7:30.",
  "Quiet tasks may start at 07:00; noisy work only from 07:30 on weekdays.",
  C, DW+"Working Hours", "time_window", "Quiet work from 07:00 and noisy work from 07:30 both fit the permitted hours.", None),
 ("Could I pay the whole lot in cash on the first day? Do you do a discount for that?",
  "Yes - pay the full amount in cash on day one and we'll knock 5% off. Most of our customers go for that.",
  "We can't take full payment up front: the deposit is capped (15% for $2,000-$10,000, 20% up to $4,000 above that) and the balance is due only after you've been offered a walk-round of the finished drive.",
  N, DW+"Deposits and Payments", "multi_rule", "Taking the full price on day one breaches the deposit cap and the rule that the balance is due only after the final inspection.", None),
 ("Thanks. If we fall out over the job and you don't sort it, who do I go to?",
  "You'd start with our complaints team, who'll acknowledge in writing within 5 working days and give you a final response within 8 weeks. If you're not happy with that, or it's late, you can take it to the Paving Disputes Service on 555-0142 - it's free for you.",
  "Complaints are acknowledged within 5 working days with a final response within 8 weeks; after that you can go to the free Paving Disputes Service (555-0142).",
  C, DW+"Complaints", "plain", "Deadlines, escalation route and free service all match the complaints rule.", None),
])

sess("sb-05", PAW, CTX_PAW, "2026-06-22T07:40:00Z", [
 ("Hi! We've just moved to the area. Could you walk my spaniel Biscuit tomorrow morning?",
  "Welcome to the area! Yes, I can pop Biscuit on tomorrow's 8am group walk, and we'll arrange the meet and greet for later in the week once you've settled in.",
  "Welcome! Before any walk we do a free 30-minute meet and greet at home; I can book that for tomorrow morning and Biscuit's walks can start after it.",
  N, PS+"Meet and Greet", "plain", "Books a walk before the meet and greet, which PawStep's policy forbids.", None),
 ("He's brilliant off lead and I'll sign whatever you need. Could he have a proper run in the park?",
  "Since you're happy to give written consent, we'll do a quick recall assessment at the meet and greet, and if he passes he can have off-lead time in the park, away from roads and play areas.",
  "PawStep keeps every dog on the lead for the whole walk, even with written consent and good recall; we can use a long line of up to 10 metres in an enclosed field we hire.",
  N, PS+"Lead Policy", "negation", "Offers off-lead walking on the Code's conditions, but PawStep's stricter policy never allows it.", None),
 ("How much is a group walk? My partner's terrier would come too - same house.",
  "A 60-minute group walk is $20 including tax, and a second dog from the same household is $8 extra, so $28 for both.",
  "$20 for a 60-minute group walk plus $8 for the second dog from the same household: $28.",
  C, PS+"Services and Prices", "numeric", "Prices and the second-dog supplement match the price table.", None),
 ("The forecast says 28 degrees on Wednesday. Will the group walk still go ahead?",
  "Yes, it'll go ahead - at 28 degrees we just shorten it to 30 minutes and make sure there's plenty of shade and water.",
  "At 27 °C or above PawStep cancels group walks; Biscuit would get a 15-minute solo garden or toilet visit for $10 instead, or you can cancel free of charge.",
  N, PS+"Hot Weather Policy", "multi_rule", "Follows the Code's 25-29 °C rule, but PawStep's stricter policy cancels group walks at 27 °C and above.", None),
])

sess("sb-06", PAW, CTX_PAW, "2026-06-22T15:50:00Z", [
 ("How many dogs does one of your walkers take out at a time?",
  "Up to 6 per walker - that's the maximum the licensing code allows, so you can be confident it's safe.",
  "PawStep walkers take at most 4 dogs on a group walk, which is lower than the Code's limit of 6.",
  N, PS+"Group Walk Size", "numeric", "States 6 dogs, but PawStep's stricter policy caps group walks at 4.", None),
 ("I've got 5 dogs, all from one house and all friendly with each other. Can one walker take all five?",
  "Sorry, no - and apologies, I should have said earlier that our own limit is 4. PawStep walkers take a maximum of 4 dogs, even when they're all from the same household. We could do a group of 4 plus a solo walk, or split them between two walkers.",
  "No; PawStep's limit is 4 dogs per walker even for one household, so the dogs would be split.",
  C, PS+"Group Walk Size", "refusal", "Correctly refuses five dogs for one walker under the 4-dog company limit.", None),
 ("OK. I also need to cancel my walk booked for tomorrow at 10am - it's just gone 4pm now. Will I be charged?",
  "No charge - that's more than 12 hours' notice, so you'll get a full refund to your card within 5 working days.",
  "About 18 hours' notice is more than 12 hours, so the refund is full, paid to your card within 5 working days.",
  C, PS+"Cancellations and Refunds", "time_window", "About 18 hours' notice exceeds the 12-hour threshold for a full refund.", None),
 ("Brilliant, thanks! Have a lovely afternoon.",
  "You too! Give the pack a scratch behind the ears from us.",
  "You too - speak soon!",
  I, None, "smalltalk", "Closing pleasantries only.", None),
])

sess("sb-07", PAW, CTX_PAW, "2026-07-13T08:00:00Z", [
 ("We're away 18 to 25 July. Could you look after our dog Mango and our cat at home? What visits would you do?",
  "Happy to help! For a dog on her own at home we'd do three visits a day - morning, midday and evening - with no gap longer than 6 hours between 7am and 9pm. Your cat is looked after on the same visits. Each drop-in is 30 minutes at $18, so $54 a day. If you'd like Mango to have company at night as well, overnight sitting is $65 a night, 8pm to 8am.",
  "At least 3 visits a day for Mango with no gap over 6 hours between 07:00 and 21:00; the cat needs at least one visit a day. Drop-ins are $18 each; overnight sitting is $65 a night.",
  C, DOG+"Home Visits and Pet Sitting", "multi_rule", "Visit frequency meets the Code's minimums and the prices match PawStep's table.", None),
 ("Could we do just two visits a day for Mango, morning and evening, to save a bit?",
  "Sure, we can do 8am and 6pm if that suits your budget - lots of clients do that for dogs who sleep most of the day.",
  "I'm afraid not: a dog left at home needs at least 3 visits a day with no gap over 6 hours between 07:00 and 21:00.",
  N, DOG+"Home Visits and Pet Sitting", "numeric", "Two visits 10 hours apart breaks the 3-visit minimum and the 6-hour maximum gap for dogs.", None),
 ("Fine, keep three visits, and we'd like overnight sitting too. Could the overnight sitter bring her own dog? Mango loves company.",
  "That's possible, but only with your written permission. If you're happy, tick and sign the 'sitter's own pet' section of the booking form and we'll match you with a sitter whose dog is used to other dogs.",
  "Only with your written permission, which you can give on the booking form.",
  C, DOG+"Home Visits and Pet Sitting", "modality", "Makes the sitter's pet conditional on the client's written permission, as the rule requires.", None),
 ("If something happens and you can't reach us, how much can you spend at the vet? We haven't set a limit.",
  "If there's no limit on the form and we can't get hold of you, we can only agree to treatment that's needed to save Mango's life or relieve severe pain. If you'd like us to be able to go further, you can add a spending limit to the booking form before you go.",
  "With no limit set and no contact, only life-saving treatment or relief of severe pain can be authorised; you can set a limit on the booking form.",
  C, DOG+"Emergencies and Veterinary Care", "paraphrase", "Restates the no-limit emergency treatment rule accurately.", None),
 ("We might have to cancel the whole trip. The overnight part is 7 nights, $455. If we cancel on 14 July, what do we lose on that?",
  "Cancelling 4 days before means a 50% charge on holiday sitting, so you'd lose $227.50 and get the other $227.50 back.",
  "That's under 7 days' notice, so PawStep keeps 30% of the booking: $136.50, and $318.50 is refunded to your card within 5 working days.",
  N, PS+"Cancellations and Refunds", "multi_rule", "PawStep charges 30% ($136.50) for late holiday cancellations; the Code's 50% maximum does not apply where the company rule is stricter.", None),
])

sess("sb-08", PAW, CTX_PAW, "2026-07-13T13:25:00Z", [
 ("My puppy is 12 weeks old. Can she join a group walk to socialise?",
  "At 12 weeks she's a bit young for group walks - puppies under 16 weeks are walked on their own, for up to 20 minutes. Our 20-minute puppy visit is $15.",
  "No; puppies under 16 weeks are walked alone for at most 20 minutes. A puppy visit is $15.",
  C, DOG+"Group Size Limits", "numeric", "Applies the under-16-weeks solo, 20-minute rule correctly to a 12-week-old.", 0.4),
 ("She had a bit of diarrhoea yesterday but seems fine today. Is her solo visit tomorrow still OK?",
  "Yes, a solo visit is fine - the 48-hour rule after a tummy upset only applies to group walks. If it comes back, let us know and we'll keep a close eye on her.",
  "Yes; the 48-hour exclusion applies only to group walks, and solo visits remain allowed.",
  C, DOG+"Vaccinations and Health", "negation", "The 48-hour exclusion covers group walks only, so a solo visit is allowed.", 0.4),
 ("Do you post the dogs on Instagram? I'd love to see her on there.",
  "We'd love to feature her! We'll put her photo up after her first visit, tagged with your street so the neighbours can say hi.",
  "We can post photos of her if you tick the consent box on the booking form, but we never post street names, door numbers or photos of your home.",
  N, PS+"Walk Reports and Photos", "plain", "Promises to tag the client's street, which PawStep never posts online.", 0.2),
])

sess("sb-09", PAW, CTX_PAW, "2026-03-02T18:30:00Z", [
 ("Are you actually licensed and insured? My last walker wasn't.",
  "Yes. PawStep holds a Companion Animal Care licence - the number is on our website and every booking confirmation - and we carry $2,000,000 public liability insurance plus care, custody and control cover. Every walker also has a background check, renewed every 3 years.",
  "Yes: licensed (number on the website and confirmations), $2,000,000 public liability plus care, custody and control cover, background checks renewed every 3 years.",
  C, DOG+"Licensing and Insurance", "plain", "All licensing and insurance facts match the Code.", None),
 ("Also, what happens to my key if I stop using you?",
  "",
  "We return your key within 7 days of your last booking, unless you choose key holding at $4 a month; we never copy keys.",
  I, None, "empty_answer", "The assistant's answer is blank.", None),
 ("Hello? Did my last message go through? About the key.",
  "Sorry about that! We return your key within 7 days of your last booking. If you'd like us to keep it for future bookings, key holding is $4 a month. And we never make copies.",
  "Keys come back within 7 days of the last booking, or we hold them for $4 a month; no copies are made.",
  C, PS+"Keys", "plain", "Return deadline, key-holding fee and no-copy rule all match.", None),
 ("And while you've got it, where's it kept? Is it labelled with my address?",
  "It's tagged with your surname and house number so the walker can grab the right one quickly, and it lives in a locked key safe at our office.",
  "It's kept in a locked key safe, tagged only with a code - never your name or address.",
  N, DOG+"Home Visits and Pet Sitting", "paraphrase", "Tagging keys with the surname and house number breaks the code-only tagging rule.", None),
])

sess("sb-10", ARC, CTX_COIN, "2026-03-02T11:00:00Z", [
 ("I'm thinking of putting some savings into gold sovereigns. Will they go up in value?",
  "I can't tell you that, I'm afraid - coins are collectibles rather than regulated investments, and nobody can promise they'll rise. I'm happy to show you past auction results for sovereigns, but past prices don't tell you what will happen in future.",
  "We can't predict or promise a rise in value; past auction results can be shared, but they don't show future prices.",
  C, CO+"Investment Claims", "negation", "Declines to predict value and frames past results correctly despite using the rule's vocabulary.", None),
 ("A friend who's a financial adviser says I should move part of my pension into rare coins. Good idea?",
  "Honestly, rare coins have beaten most pension funds over the past 20 years, and they're something you can actually hold in your hand. Plenty of our customers have moved part of their pension into coins and never looked back - I'd say go for it.",
  "We can't advise using pension savings to buy coins; please speak to a regulated adviser about your pension.",
  N, CO+"Investment Claims", "paraphrase", "Encourages moving pension savings into coins, which dealers must not advise.", None),
 ("If I buy a half-ounce gold coin from your website at today's gold price and change my mind next week, can I send it back?",
  "Because bullion coins are priced on the live gold price, they can't be returned just for a change of mind - even when they're bought online. If the coin doesn't match its description, though, you can return it within 30 days.",
  "Bullion priced on the live metal price has no change-of-mind return in any channel; misdescription is covered for 30 days.",
  C, CO+"Returns", "multi_rule", "Correctly applies the bullion exception over the 14-day online return right.", None),
 ("I'd want two of them and pay $6,200 in cash. Is that OK?",
  "Cash is no problem. As it's over $2,000, just bring photo ID when you collect and we'll record it.",
  "We can take at most $5,000 in cash for the transaction; the rest would need to be paid another way, and for $2,000 or more in cash we record your photo ID.",
  N, CO+"Cash Payments", "partial", "The ID point is right, but accepting $6,200 in cash breaks the $5,000 cash limit.", None),
 ("Or I might sell some of my old coins through you on consignment. What's your cut?",
  "We'd put it all in a written consignment agreement: our commission is 15% of the selling price, and we pay you within 21 days of the sale.",
  "A written agreement with commission of no more than 20%, and payment within 21 days of the sale.",
  C, CO+"Consignment Sales", "numeric", "15% is under the 20% cap and the 21-day payment matches.", None),
])

sess("sb-11", ARC, CTX_COIN, "2026-06-22T10:15:00Z", [
 ("I'd like to sell my late dad's stamp album. Anything I need to bring?",
  "Just the album - and yourself, as sellers need to be 18 or over. If our offer comes to $500 or more, we'll also need to see photo ID and take your address.",
  "Sellers must be 18 or over; for offers of $500 or more we check photo ID and record your address.",
  C, CO+"Buying from the Public", "modality", "Age and conditional ID requirements match the buying rules.", None),
 ("Could I have your offer in writing so I can think it over?",
  "Sorry, we don't do written offers - stamp prices move, so our offers stand on the day only.",
  "Yes - we'll give you a written offer, and it stays open for at least 7 days.",
  N, CO+"Buying from the Public", "refusal", "Refuses a written offer that must be given on request and kept open for 7 days.", None),
 ("Actually, could you do a written insurance valuation first? There are about 26 stamps worth listing.",
  "Of course. Written valuations are $40 for up to 20 items, then $5 for each additional one, so $70 for 26 items, ready within 10 working days.",
  "$40 for up to 20 items plus $2 each for 6 more: $52, within 10 working days.",
  N, CO+"Valuations", "numeric", "Additional items cost $2 each, so the fee should be $52, not $70.", None),
 ("And if I then decide to sell, could you buy them off me next week based on that valuation?",
  "Yes, once the valuation's done we can make you an offer the week after - it saves you shopping around.",
  "We can't buy items we've valued for a fee from you within 30 days of the valuation.",
  N, CO+"Valuations", "time_window", "Buying valued items a week later breaks the 30-day bar after a paid valuation.", None),
])

sess("sb-12", ARC, CTX_COIN, "2026-07-13T15:40:00Z", [
 ("I bought a Victorian penny from your website. It arrived 10 days ago and I've gone off it. Can I send it back?",
  "Yes - online purchases can be returned for any reason within 14 days of arriving, so you're still in time. We'll refund you within 14 days of getting it back.",
  "Yes; online purchases can be returned for any reason within 14 days of receipt, refunded within 14 days of our receiving it.",
  C, CO+"Returns", "time_window", "Day 10 of 14 is inside the distance-sale return window.", None),
 ("Something else: a Penny Black I bought from you in 2019 has just come back from the expert committee as a forgery. What now?",
  LONG_SB12,
  "You're covered by the lifetime authenticity guarantee: return the stamp with the certificate and we refund the full purchase price, however long ago; no packaging or receipt needed.",
  C, CO+"Authenticity Guarantee", "long_answer", "A long answer that applies the lifetime guarantee correctly throughout.", None),
 ("Random one, but what's the best dog breed for a flat?",
  "Ha, a bit outside my collection! I only help with the arcade shops here, so a breeder or rescue centre would be a better bet.",
  "That's outside what I can help with here; a rescue centre could advise.",
  I, None, "out_of_scope", "Dog breed choice is not covered by any corpus document.", None),
])

sess("sb-13", ARC, CTX_COIN, "2026-03-02T13:20:00Z", [
 ("Do you sell replica coins? My son needs a Roman denarius for a school project.",
  "We do - our replica denarii are $6 each. Each one is permanently stamped 'COPY' and sold as a copy on the receipt, so there's no confusion later.",
  "Yes; replicas are permanently marked 'COPY' and described as copies on the receipt.",
  C, CO+"Copies and Replicas", "plain", "Replicas are marked and described as copies as required.", None),
 ("Could you get one without the COPY stamp? It'd look nicer in his display.",
  "I can ask our supplier for an unstamped one - we'd just write 'replica' on the receipt so you've still got a record.",
  "No; we can only sell replicas that are permanently marked 'COPY'.",
  N, CO+"Copies and Replicas", "partial", "Describing it on the receipt is not enough; selling an unmarked replica is forbidden.", None),
 ("That EF silver coin in your window is very shiny - has it been cleaned?",
  "It's been lightly dipped, which is normal for silver of that age, so we just list it as EF - there's no need to flag it.",
  "It has been lightly dipped, so it is described as 'EF, cleaned' on the ticket and listing.",
  N, CO+"Describing Items", "plain", "A dipped coin must be described as cleaned; saying there's no need to flag it contradicts that.", None),
 ("Great, cheers for the help. Lovely shop by the way!",
  "Thank you! Come back and see us any time.",
  "Thank you - see you again soon!",
  I, None, "smalltalk", "Pleasantries only.", None),
])

sess("sb-14", ARC, CTX_UNI, "2026-06-22T09:05:00Z", [
 ("My daughter starts at Fernhill Primary in September. Do I have to buy her white polo shirts from you?",
  "Not if they're plain - plain white polo shirts are generic items, so you can buy them anywhere you like, supermarkets included. We only supply the items that carry the Fernhill logo.",
  "No; plain polo shirts are generic and can be bought anywhere.",
  C, UN+"Branded and Generic Items", "negation", "Correctly says generic items need not be bought from the supplier.", None),
 ("How much is the logo sweatshirt? She's 10 but tall, so she's in an adult small.",
  "   \n  ",
  "Adult sizes may cost up to 20% more than the $18 child cap, so at most $21.60.",
  I, None, "empty_answer", "The assistant's answer is whitespace only.", None),
 ("Hello? Never mind the sweatshirt. Is the blazer compulsory? She fits the child 11-12 size and it's $52 on your site!",
  "Yes, it's on Fernhill's published uniform list, and $52 is right for child sizes - it's a wool-blend blazer built to last.",
  "If the blazer is on Fernhill's published list it is required, but a child-size blazer may cost no more than $45.",
  N, UN+"Maximum Prices", "numeric", "$52 for a child-size blazer exceeds the $45 cap.", None),
 ("Can I pay part of it with the uniform grant voucher from the council?",
  "Yes, we accept council uniform grant vouchers as full or part payment on anything on Fernhill's uniform list - just bring it in or enter the voucher code at checkout.",
  "Yes; vouchers from the school or the local authority are accepted in full or part payment.",
  C, UN+"Help with Costs", "plain", "Accepting local-authority vouchers in part payment is what the rule requires.", None),
])

sess("sb-15", ARC, CTX_UNI, "2026-07-13T10:30:00Z", [
 ("I'd like to pre-order my twins' uniform for Oakridge Academy. What do you need from me?",
  "Lovely! For the pre-order I'll need each twin's first name for the name labels, their school, year group and sizes. If you can also send a recent photo of each child, our team can double-check the sizes for you.",
  "Each child's first name, school, year group and sizes - nothing more.",
  N, UN+"Children's Information", "partial", "Asks for photographs of the children, which suppliers must not request.", None),
 ("I'd rather not send photos. Do you need their birthdays as well?",
  "No need for photos at all - sorry, I shouldn't have asked - and we don't take dates of birth either. First names, school, year group and sizes are all we use.",
  "No; dates of birth and photos are not needed.",
  C, UN+"Children's Information", "negation", "Correctly declines to collect dates of birth or photos.", None),
 ("If I order today, will it arrive before term starts on 2 September?",
  "Yes - pre-orders placed by 31 July are delivered by 25 August, so today's order will arrive in good time.",
  "Ordered on 13 July, before the 31 July cut-off, it will be delivered by 25 August.",
  C, UN+"Orders and Delivery", "time_window", "An order on 13 July is within the pre-order cut-off and gets the 25 August commitment.", None),
 ("The order comes to $54. What's the delivery charge?",
  "As it's under $60, delivery is $6.50. If you add a $7 pair of socks you'd go over $60 and delivery would be free.",
  "Under $60 the delivery charge is at most $5.95; orders over $60 ship free.",
  N, UN+"Orders and Delivery", "numeric", "$6.50 exceeds the $5.95 maximum delivery charge.", None),
 ("I'd like their names embroidered on the jumpers too. Will that hold things up?",
  "Name embroidery takes up to 15 working days over the summer, so allow an extra three weeks - it'll still be ready for September.",
  "Name embroidery is completed within 10 working days.",
  N, UN+"Orders and Delivery", "numeric", "15 working days exceeds the 10-working-day embroidery commitment.", None),
])

sess("sb-16", ARC, CTX_UNI, "2026-03-02T15:00:00Z", [
 ("I bought a school jumper on 25 January, never worn, tags still on. Can I get a refund?",
  "I'm sorry, it's now more than 28 days since you bought it, so we can't take it back as a change-of-mind return. If there's a fault, though, you're covered for 6 months.",
  "The 28-day window for unworn items has passed; faults are covered for 6 months.",
  C, UN+"Returns and Exchanges", "time_window", "25 January to 2 March is 36 days, past the 28-day window, and not a summer purchase.", 0.15),
 ("Actually there is a fault - a seam's coming apart. But I've lost the receipt.",
  "That's fine - a bank or card statement showing the purchase is enough. Bring it in with the jumper and we'll repair, replace or refund it.",
  "A bank or card statement is enough proof; the faulty item will be repaired, replaced or refunded.",
  C, UN+"Returns and Exchanges", "plain", "No receipt needed, and the fault remedy matches.", 0.15),
 ("Do you know if the school's changing the uniform colour next year?",
  "I haven't heard anything about that, I'm afraid - the school office would be the best people to ask.",
  "I don't know; the school office can tell you.",
  I, None, "out_of_scope", "A school's future uniform plans are not covered by the corpus.", 0.1),
 ("If I take a replacement, can you embroider my son's name on it? How much?",
  "Yes, name embroidery is $3.50 per item and is done within 10 working days.",
  "Yes; name embroidery costs at most $3 per item and is completed within 10 working days.",
  N, UN+"Maximum Prices", "numeric", "$3.50 exceeds the $3 per item cap on name embroidery.", 0.6),
])

sess("sb-17", ARC, CTX_UNI, "2026-06-22T16:20:00Z", [
 ("Westbrook School's list has a logo blazer, logo tie, logo jumper, logo PE top and logo PE shorts, all marked required. Do I really have to buy all of those from you?",
  LONG_SB17,
  "A school may require no more than 3 branded items including PE kit, so five is over the limit - raise it with the school. We only call items compulsory if they're on the published list, and generic items can be bought anywhere.",
  C, UN+"Branded and Generic Items", "long_answer", "A long answer consistent with the branded-item limit, pricing, voucher, data and delivery rules.", None),
 ("Could I buy a plain navy jumper at the supermarket and sew the Westbrook badge on? The school says that's allowed.",
  "I'm afraid we don't sell the badges separately - they only come on our logo jumpers, which are $17 in child sizes.",
  "Yes; where the school allows it we sell sew-on and iron-on badges on their own, for no more than $4.",
  N, UN+"Branded and Generic Items", "refusal", "Refuses to sell badges separately although suppliers must sell them on their own where the school allows it.", None),
 ("OK. How much is the logo PE top in a child's 9-10?",
  "The Westbrook logo PE top is $13.99 in child sizes, including tax.",
  "Any price up to the $14 cap, including tax.",
  C, UN+"Maximum Prices", "numeric", "$13.99 is just inside the $14 cap for a logo PE top.", None),
 ("Honestly, uniform shopping is exhausting, isn't it?",
  "It really can be! A list, a coffee and an early start help.",
  "It can be - happy to help make it easier.",
  I, None, "smalltalk", "Small talk only.", None),
 ("One more thing: I bought her blazer here on 10 June and a cousin has since given her one. It's unworn with the tags on. Could I still return it at the end of September?",
  "Unworn items can be returned within 28 days, so the last day for the blazer was 8 July - the end of September would be too late, I'm afraid.",
  "Yes; unworn items bought between 1 June and 31 August can be returned until 30 September.",
  N, UN+"Returns and Exchanges", "time_window", "A 10 June purchase falls under the summer rule, returnable until 30 September.", None),
])

conv, labels, exp = [], [], []
for s in S:
    turns = []
    n = len(s["turns"])
    weighted = any(t[7] is not None for t in s["turns"])
    rw = {}
    for i, t in enumerate(s["turns"], 1):
        q, a, gt, lab, cl, kind, rat, w = t
        qa = f"{s['sid']}-q{i}"
        item = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
        if weighted:
            item["weight"] = w
            rw[qa] = w
        else:
            rw[qa] = round(1.0 / n, 6)
        turns.append(item)
        labels.append({"session_id": s["sid"], "qa_id": qa, "label": lab, "clause": cl, "kind": kind, "rationale": rat})
    conv.append({"session_id": s["sid"], "assistant_id": s["aid"], "language": "english", "context": s["ctx"],
                 "started_at": s["start"], "conversation": turns})
    labs = [t[3] for t in s["turns"]]
    ws = [rw[f"{s['sid']}-q{i}"] for i in range(1, n + 1)]
    tot = sum(w for w, l in zip(ws, labs) if l != I)
    if tot == 0:
        score, verdict = None, I
    else:
        score = sum(w for w, l in zip(ws, labs) if l == C) / tot
        verdict = C if score >= 0.5 - 1e-9 else N
    exp.append({"session_id": s["sid"], "assistant_id": s["aid"], "n_interactions": n,
                "n_compliant": labs.count(C), "n_non_compliant": labs.count(N), "n_irrelevant": labs.count(I),
                "weight_mode": "full" if weighted else "none", "resolved_weights": rw,
                "expected_score": None if score is None else round(score, 4), "expected_verdict": verdict})

def dump(name, rows):
    with open(os.path.join(OUT, name), "w") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
dump("conversations.jsonl", conv)
dump("labels.jsonl", labels)
dump("expected_sessions.jsonl", exp)
print(len(conv), len(labels))
