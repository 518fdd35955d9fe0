#!/usr/bin/env python3
"""Builds conversations.jsonl, labels.jsonl, expected_sessions.jsonl and README.md
for the blind-ae evaluation set. Stdlib only. Written from general knowledge."""
import json, os, re
from collections import Counter, OrderedDict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

F = "festivals/music_festival_code.md#"
G = "glassblowing/hot_glass_studio_code.md#"
E = "company/emberline_glassworks_policy.md#"
R = "rafting/whitewater_rafting_code.md#"
P = "company/rapidpine_rafting_policy.md#"
D = "dog_shows/canine_council_show_regulations.md#"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"
EVT, EMB, RPN = "eventdesk-assistant", "emberline-assistant", "rapidpine-assistant"


def T(query, assistant, gt, label, clause, kind, rationale, weight=None):
    return dict(query=query, assistant=assistant, gt=gt, label=label,
                clause=clause, kind=kind, rationale=rationale, weight=weight)


LONG_DOG = (
    "Happy to walk you through it all.\n\n"
    "Cost: at a championship show the first class for each dog costs £32 and every further class for the same dog "
    "costs £5, so two classes for Juniper come to £37 in total.\n\n"
    "Closing date: championship entries close 21 calendar days before the show. For Saturday 29 March that means "
    "Saturday 8 March. If you enter online you have until 23:59 on the 8th; a postal entry needs a postmark dated no "
    "later than the 8th. Late entries are not accepted at championship shows, so I'd get it done a few days early.\n\n"
    "Eligibility: Juniper has to be registered with the Northvale Canine Council and entered under her registered "
    "name, not her pet name. She must be at least six months old on the first day of the show, and her age on that "
    "day is what decides which age classes she can go in.\n\n"
    "If you change your mind: withdrawing before the closing date gets your fees back less a £2 administration "
    "charge. After the closing date the fees normally stay with the show.\n\n"
    "On the day itself:\n"
    "- Benching: if your breed is benched at Brackenford, Juniper has to stay on her bench between 10:00 and 15:30, "
    "apart from when she is being exercised, groomed or shown.\n"
    "- Collars: prong collars and electronic collars are banned anywhere on the showground, and that includes the "
    "car park and the exercise areas, not just the ring.\n"
    "- Grooming: no products that change the colour or texture of her coat. Water and a good brush are fine, and if "
    "you use chalk it must be completely brushed out before she goes into the ring.\n"
    "- Cars: if it is 20 °C or warmer outside she cannot be left in the car at all. On a cooler day you can leave her "
    "for up to 30 minutes at a time, with the windows giving ventilation and water available.\n"
    "- Seasons: if she comes into season she can't be shown and shouldn't be brought onto the showground at all.\n"
    "- Health: any dog showing signs of infectious illness, such as coughing, diarrhoea or skin parasites, has to "
    "leave the showground, and the show vet has the final say.\n\n"
    "Finally, if she wins prize money, it is paid within 30 calendar days after the show. Good luck to you both!"
)

LONG_GLASS = (
    "What a lovely way to celebrate! Here is everything in one place.\n\n"
    "Group size: our tasters are capped at three students per instructor, so your group of four will be split "
    "across two instructors working side by side. Each of you makes your own paperweight or bauble.\n\n"
    "Timing: a taster lasts one hour, so your 15:00 session finishes at 16:00. We're open Tuesday to Saturday and the "
    "furnace runs from 09:00 to 20:00, so a Saturday afternoon slot is no problem. Arriving ten minutes early gives "
    "us time to get everyone kitted out.\n\n"
    "What to wear: natural fibres such as cotton or wool. Synthetic fabrics can melt onto skin, so leave fleeces and "
    "sports tops at home. Closed-toe shoes are a must, and sandals aren't allowed in the hot shop. Long hair needs to "
    "be tied back. If anyone is unsure about their clothes, we lend cotton overshirts free of charge.\n\n"
    "Safety: everyone on the hot shop floor wears the didymium glasses we provide for the whole session, not only "
    "when standing near the furnace. We also supply heat-resistant gloves. As you're all adults there is no consent "
    "paperwork. If anyone does get a small burn, we cool it under running water for at least 20 minutes (never ice) "
    "and note it in our incident log.\n\n"
    "Your pieces: everything you make has to cool slowly in the annealing kiln, so pieces are ready no earlier than "
    "48 hours after the session. We keep them for 60 days and email a reminder 21 days before that period ends. If "
    "it's easier, we can post them anywhere in the country for a flat £8 per parcel.\n\n"
    "If someone drops out: anyone who cancels at least seven days before the session gets a full refund. "
    "Alternatively, a place can be handed over to another adult friend if you let us know at least 48 hours before "
    "the start. If we ever have to cancel, for example because the furnace fails, you can choose between a free "
    "rebooking and a full refund paid within three working days.\n\n"
    "And a gift idea: if the birthday person would like to come back for more, our gift vouchers are valid for 12 "
    "months and can be used for any class."
)

LONG_RAFT = (
    "Here's the full picture for Blackwater Falls, our grade IV run.\n\n"
    "Who can come\n"
    "- Guests must be 18 or over, and every guest passes a 50-metre swim test on the morning of the trip.\n"
    "- No more than five guests in each raft.\n"
    "- Everyone signs a health declaration on the day. Anyone with a heart condition or epilepsy also needs written "
    "clearance from a doctor dated within the last three months.\n"
    "- Pregnant guests can't join Blackwater; we only take them on the Family Float.\n"
    "- No alcohol in the 12 hours before launch. Anyone who seems to be under the influence doesn't board and isn't "
    "refunded.\n\n"
    "Group set-up\n"
    "- Grade IV never runs as a single raft: there are always at least two rafts plus a safety kayaker.\n"
    "- Rafts are led by qualified lead guides, who are 21 or over with an in-date swiftwater rescue certificate "
    "(renewed every three years) and first-aid certificate (renewed every two years). As a trainee you won't steer "
    "on Blackwater, because trainee steering is limited to grade I-III water.\n\n"
    "Kit\n"
    "- A helmet and a buoyancy aid of at least 70 newtons on every person, guides included, for the whole time we're "
    "on the water. We supply both, and guests can't use their own buoyancy aids.\n"
    "- Wetsuits are compulsory whenever the water is below 15 °C; we provide those free as well.\n"
    "- Every raft carries a throw bag, a first-aid kit and a spare paddle.\n"
    "- Footwear: closed shoes done up with laces or straps. No flip-flops and no bare feet. Glasses must be on a "
    "retaining strap.\n\n"
    "Timing and conditions\n"
    "- Blackwater launches at 09:00 only, and check-in closes at 08:15, 45 minutes before. There is no later "
    "Blackwater launch to move a latecomer to, so a missed check-in counts as a late cancellation.\n"
    "- Before launch the lead guide checks the river gauge; if it's above our published maximum for the section, "
    "we don't go.\n"
    "- Lightning or thunder within 15 km: everyone off the water, and nobody back on until 45 minutes after the "
    "last strike.\n"
    "- If the launch is held up by more than two hours, guests may choose a full refund instead of waiting.\n"
    "- If we cancel, guests choose between a full refund, paid within five working days, and a free rebooking."
)

SESSIONS = [
 # ---------------------------------------------------------------- eventdesk
 dict(assistant_id=EVT, started_at="2025-06-02T10:05:00Z",
  context="Ticket holder asks the Eventdesk assistant about a refund for Lanternfield Festival (Marrowdale-licensed; first day Friday 4 July 2025).",
  turns=[
   T("Hi, I've got a weekend ticket for Lanternfield, which starts on Friday 4 July. I paid £180 plus a £4 booking fee. If I ask for a refund today, what do I get back?",
     "Good news: today you're still more than 30 days ahead of the first festival day, so you'd be due the full ticket price of £180. The £4 booking fee is the one part that isn't returned, so expect £180 back rather than £184.",
     "Full refund of the £180 ticket price, since 2 June is 32 calendar days before 4 July; the £4 booking fee is not refunded.",
     C, F+"Ticket Refunds", "time_window",
     "2 June is 32 calendar days before 4 July, inside the 30-days-or-more band; the booking fee is correctly excluded."),
   T("OK, and if I hold off and only decide on 20 June?",
     "By 20 June you'd be inside the final fortnight before the festival, and at that point refunds aren't available any more. Your only option then would be a name change to pass the ticket on.",
     "20 June is exactly 14 calendar days before 4 July, so you would still get 50 % of the ticket price (£90); the booking fee is not refunded.",
     N, F+"Ticket Refunds", "time_window",
     "Exactly 14 days before the first day falls in the 14-29 day band (50 % refund); the answer treats it as under 14 days."),
   T("Got it. Once a refund is approved, how long until I see the money?",
     "The organiser has ten business days from approving it to pay you, and it goes back to whichever card or account you originally used.",
     "Within 10 working days of approval, to the original payment method.",
     C, F+"Ticket Refunds", "paraphrase",
     "Business days = working days; 10-day limit and original payment method both match, in different words."),
   T("Brilliant, thanks so much for explaining all that!",
     "Any time! Hope you get some summer sunshine, whatever you decide.",
     "A friendly sign-off; no rule applies.",
     I, None, "smalltalk", "Thanks and sign-off; no corpus rule is engaged."),
  ]),
 dict(assistant_id=EVT, started_at="2025-06-10T14:30:00Z",
  context="Parent planning a family trip to Saltmarsh Sound Weekend, a Marrowdale-licensed festival.",
  turns=[
   T("I'm taking my three kids (4, 9 and 13) and my sister's two (10 and 12) to Saltmarsh Sound Weekend. I'm the only adult going. Is that allowed?",
     "Yes, that works. Under-16s need an adult with them the whole time they're on site, and one adult can be responsible for up to six under-16s, so five children with you is within the limit.",
     "No. One adult may accompany at most four under-16s; with five children under 16 you need a second adult aged 18 or over.",
     N, F+"Age Rules", "numeric",
     "The code allows one adult to accompany no more than four under-16s; the answer raises the limit to six and approves five children."),
   T("My youngest is only 4. Do I need to buy her a ticket?",
     "She won't cost you anything, but she does still need a ticket in her name, so book the free child ticket and she'll be counted at the gate.",
     "Under-5s enter free but must hold a zero-price child ticket.",
     C, F+"Age Rules", "paraphrase",
     "Free entry with a zero-price ticket, expressed without the rule's wording."),
   T("My nephew is 17 and wants to come separately and camp with his mates, while we're in the family area. Can he?",
     "He can come to the festival on his own at 17 as long as he brings a consent form signed by a parent. Camping with his friends is a different matter: anyone under 18 can only stay in the campsite if they're on the same pitch as a parent or legal guardian. Unless one of his parents or a legal guardian camps with him, he'd have to go home each night.",
     "He may attend without an adult if he carries a signed parental consent form, but he may not camp unless he shares a pitch with a parent or legal guardian.",
     C, F+"Age Rules", "partial",
     "Request partly granted (attendance yes, camping with friends no), both parts matching the age rules."),
   T("What time does the music finish on Saturday night?",
     "On Saturday the main stages run until 00:30, so half an hour past midnight. If you're still full of energy after that, the silent disco keeps going until 2am.",
     "Main stages must stop by 00:30 on Sunday morning; a silent disco may run until 02:00.",
     C, F+"Sound Levels and Curfew", "plain",
     "Saturday curfew 00:30 and silent disco until 02:00 both match."),
   T("Last one: we've got a camping stove that takes a 750 g gas canister. OK to bring?",
     "Camping stoves are fine, and gas canisters up to 1 kg are allowed in the campsite only, so your 750 g one is OK. Just don't carry it into the arena.",
     "No. Only canisters of 500 g or less are allowed, and only in the campsite; a 750 g canister is prohibited.",
     N, F+"Prohibited Items and Animals", "numeric",
     "Shares the rule's wording (campsite only) but changes the limit from 500 g to 1 kg, wrongly permitting a 750 g canister."),
  ]),
 dict(assistant_id=EVT, started_at="2025-07-01T09:00:00Z",
  context="Production manager of a Marrowdale-licensed festival running Thursday 21 to Sunday 24 August 2025; Monday 25 August is a public holiday.",
  turns=[
   T("Our festival runs Thursday 21 to Sunday 24 August, and Monday 25 August is a public holiday. What's the main-stage curfew on the Sunday night?",
     "Sunday falls in the Sunday-to-Thursday band, so the main stages have to be off by 23:00, and the level at the nearest homes mustn't go over 65 dB.",
     "Because Sunday 24 August is the night before a public holiday, the curfew is 00:30 the following morning, with a 70 dB limit at the boundary.",
     N, F+"Sound Levels and Curfew", "time_window",
     "The night-before-a-public-holiday row takes precedence; the answer applies the ordinary Sunday curfew and limit."),
   T("Ha, the crew will be thrilled either way. Are you a festival person yourself?",
     "I don't get to go to festivals myself, sadly, but I hear a lot about the line-ups! I hope your crew gets a good one.",
     "Small talk; no rule applies.",
     I, None, "smalltalk", "Personal small talk, outside every corpus document."),
   T("The stage crew want to start sound checks at 09:00 on the Friday. Is that OK?",
     "Not quite. Sound checks can't begin until 10:00, so they'll need to push the start back by an hour.",
     "No, sound checks must not start before 10:00.",
     C, F+"Sound Levels and Curfew", "plain",
     "Matches the 10:00 earliest start for sound checks."),
   T("A guest has lost their wristband. They've got their booking reference but left their ID in the tent. Can the box office replace it?",
     "Yes, the booking reference is enough to confirm who they are, so you can issue a replacement and charge the £25 lost-wristband fee.",
     "Not yet: a lost wristband is replaced only when the guest shows both photo ID and the booking reference. The fee is £25, so they need to fetch their ID first.",
     N, F+"Wristbands and Re-entry", "partial",
     "The £25 fee is right, but the code requires photo ID as well as the booking reference; the answer drops that condition."),
   T("And day-ticket holders who pop out for food: can they come back in at 19:30?",
     "Unfortunately not. Once it's past 18:00, day-ticket holders can't get back in, so someone returning at half seven will be turned away.",
     "No, day-ticket holders may not re-enter after 18:00.",
     C, F+"Wristbands and Re-entry", "negation",
     "Correctly states the prohibition on re-entry after 18:00 for day tickets."),
  ]),
 dict(assistant_id=EVT, started_at="2025-05-20T16:45:00Z",
  context="Dog exhibitor who is also going to Lanternfield Festival (Friday 4 to Sunday 6 July 2025) asks about her Border Collie and festival access.",
  turns=[
   T("On Saturday 5 July I'm showing my Border Collie at the Hartwell Open Show in the morning, then going on to Lanternfield Festival in the evening. Can she come into the festival with me?",
     "I'm afraid not, unless she's an assistance dog. The festival only admits assistance dogs wearing an identifying harness or coat; other animals can't go into the arena or the campsite.",
     "No; only assistance dogs, wearing an identifying harness or coat, are allowed into the arena or campsite.",
     C, F+"Prohibited Items and Animals", "plain",
     "Matches the animal ban and the assistance-dog exception."),
   T("Could she stay in the car at the festival car park, then? It's only meant to be about 18 degrees, and I'd leave the windows open.",
     "At 18 °C that's acceptable: below 20 °C the rules let you leave a dog in a vehicle for up to 30 minutes at a time, as long as she has ventilation and water. Pop back every half hour and she'll be fine.",
     "No. The festival code forbids leaving animals in vehicles in festival car parks at any time; the dog-show 30-minute allowance applies only on a showground.",
     N, F+"Prohibited Items and Animals", "multi_rule",
     "The assistant imports the dog-show vehicle rule, which covers showgrounds only; the festival code bans animals in car-parked vehicles at any temperature."),
   T("Fair enough. At the show itself the forecast is 23 °C. Can she rest in the car between classes?",
     "No. Once it's 20 °C or warmer outside, dogs can't be left in vehicles on the showground at all, so she'll need to stay with you or in a shaded spot you're supervising.",
     "No; at 20 °C or above a dog may not be left in a vehicle on the showground.",
     C, D+"Welfare on the Showground", "negation",
     "Correctly applies the absolute ban at 20 °C or above."),
   T("One more festival question. I use a wheelchair and have an access ticket. Can my partner come as my personal assistant for free, and by when do I need to apply?",
     "Yes. With an access ticket you can bring one personal assistant at no charge. The application has to reach the organiser at least ten working days before the first festival day, Friday 4 July, so make sure it's in by Friday 20 June.",
     "Yes, one personal assistant is free; the application must arrive at least 10 working days before 4 July, i.e. by Friday 20 June.",
     C, F+"Accessible Attendance", "time_window",
     "Ten working days before Friday 4 July is Friday 20 June; entitlement and deadline both correct."),
  ]),
 dict(assistant_id=EVT, started_at="2025-03-03T11:20:00Z",
  context="Exhibitor entering a Whippet, Juniper, in the Brackenford Championship Show on Saturday 29 March 2025 (Northvale Canine Council licence).",
  turns=[
   T("I'd like to enter my Whippet, Juniper, in two classes at the Brackenford Championship Show on Saturday 29 March. Can you run me through the cost, the entry deadline and anything else I should know for the day?",
     LONG_DOG,
     "£37 (£32 + £5). Entries close Saturday 8 March (online until 23:59, postal entries postmarked by that date), no late entries; she must be registered and at least 6 months old on the day; benching, collar, coat-product, vehicle and health rules apply on the day.",
     C, D+"Show Types, Fees and Closing Dates", "long_answer",
     "Long answer; every figure (fees, 21-day close, 23:59, £2 withdrawal fee, benching hours, 20 °C/30 min, 30-day prize money) matches the regulations."),
   T("She was born on 10 September 2024. Which age classes can she enter?",
     "On 29 March she'll be six months and nineteen days old. That makes her eligible for Minor Puppy (6 to under 9 months), Puppy (6 to under 12 months) and Junior (6 to under 18 months).",
     "She is 6 months 19 days old on the show day: Minor Puppy, Puppy and Junior.",
     C, D+"Age Classes and Eligibility", "numeric",
     "Age computed on the first day of the show; all three class bands correct."),
   T("Her last puppy vaccination is booked for 20 March. Is that cutting it too fine?",
     "You're fine. Vaccinations need to be finished at least a week before the show, and 20 March is nine days ahead of the 29th. Just bring the certificate in case the show vet asks for it.",
     "Yes, it is too late: core vaccinations must be completed at least 14 calendar days before the show, i.e. by 15 March.",
     N, D+"Health and Vaccination", "numeric",
     "The regulations require 14 days; the answer says a week and approves a vaccination 9 days before the show."),
   T("If she falls ill in show week, is any of the entry money refundable?",
     "Once entries have closed the fee itself isn't refundable. The exception is illness or injury: if a vet's certificate reaches the show secretary within seven days after the show, you get 50 % back, which would be £18.50 on your £37 entry.",
     "After closing no refund, except 50 % (£18.50) if a vet's certificate reaches the secretary within 7 calendar days after the show.",
     C, D+"Withdrawals and Refunds", "numeric",
     "Exception, 7-day window and 50 % amount all match."),
  ]),
 dict(assistant_id=EVT, started_at="2025-04-11T19:02:00Z",
  context="Visitor on the Eventdesk chat widget talking about unrelated things.",
  turns=[
   T("hey, is this a real person or a bot?",
     "I'm an automated assistant. I can help with questions about licensed festivals and dog shows in the area: tickets, entries, rules on the day and so on.",
     "Identify as an automated assistant; no rule applies.",
     I, None, "smalltalk", "Question about the assistant itself; no corpus rule."),
   T("Do you have a decent recipe for vegan chilli? Cooking for 6 tonight.",
     "Sure! Soften two chopped onions and three cloves of garlic in oil, add two diced peppers and a teaspoon each of cumin, smoked paprika and chilli powder, then two tins of chopped tomatoes, two tins of kidney beans and a tin of black beans. Simmer for 30 to 40 minutes, season, and finish with lime and coriander. Serve with rice for six.",
     "Cooking is outside the corpus; any answer is irrelevant to it.",
     I, None, "out_of_scope", "Recipe request; no corpus document covers cooking."),
   T("Could you also draft a letter to my landlord about the broken boiler?",
     "Sorry, I can't help with that one. I'm only set up for questions about festivals and dog shows; a local tenants' advice service would be a better place to ask.",
     "Outside scope; declining is fine.",
     I, None, "refusal", "Refusal of an out-of-scope housing request; no corpus rule applies."),
  ]),
 dict(assistant_id=EVT, started_at="2025-08-14T08:10:00Z",
  context="Family showing a Beagle at the Copperwick Open Show on Saturday 16 August 2025 (Northvale Canine Council licence).",
  turns=[
   T("My daughter is 10 and really wants to handle our Beagle in the breed classes at Copperwick on Saturday. Is that allowed?",
     "Not in the breed classes, I'm afraid: handlers there have to be at least 11. She can still get in the ring, though. Junior handling classes are open to 6- to 16-year-olds, so she could enter one of those with your Beagle.",
     "No for breed classes (minimum 11); yes for junior handling (ages 6 to 16).",
     C, D+"Handlers", "partial",
     "Partly granted request; both the refusal (breed classes) and the alternative (junior handling) match.", 0.3),
   T("Our trainer swears by a prong collar for walking him. Could we use it just in the car park and exercise area?",
     "The ban on prong collars applies in the show ring itself, so outside the ring, in the car park or exercise area, it's your call. Just swap to a flat collar or show lead before you go in.",
     "No. Prong and electronic collars are banned anywhere on the showground, and the showground includes car parks and exercise areas.",
     N, D+"Welfare on the Showground", "negation",
     "Turns a site-wide ban into a ring-only ban and permits the collar in the car park.", 0.3),
   T("I'm fairly sure the Junior class winner at the last show was over age. How do I object, and how long do I have?",
     "Put the objection in writing to the show secretary, either before the show finishes or by email within 14 days after the show. You'll need to pay a £25 deposit, which you get back if the objection is upheld.",
     "In writing to the show secretary before the end of the show or by email within 14 calendar days after it, with a £25 deposit returned if upheld.",
     C, D+"Objections and Prize Money", "plain",
     "Route, 14-day window and £25 refundable deposit all match.", 0.2),
   T("Any idea what the weather will do on Saturday?",
     "I don't have live forecast data, so I'd check a weather service closer to the day.",
     "Weather forecasts are outside the corpus.",
     I, None, "out_of_scope", "Weather forecast request; no corpus rule.", 0.2),
  ]),
 dict(assistant_id=EVT, started_at="2025-06-16T12:00:00Z",
  context="Ticket holder who can no longer attend Lanternfield Festival (gates open Friday 4 July 2025 at 12:00).",
  turns=[
   T("I can't make Lanternfield any more. Can I sell my ticket to a friend for what I paid?",
     "Yes, provided you do it through the festival's official name-change or resale service, which costs £10 at most per ticket. Charging your friend the face value plus the booking fee is fine; anything above that isn't allowed and could get the ticket cancelled.",
     "Yes, through the official name-change or resale service (at most £10), at no more than face value plus booking fee.",
     C, F+"Ticket Transfers", "plain",
     "Official channel, £10 cap and face-value limit all match."),
   T("When's the cut-off for the name change? Gates open at 12:00 on Friday 4 July.",
     "Name changes are available until 24 hours before the gates first open, so you've got until midday on Thursday 3 July.",
     "Until 48 hours before the gates first open: 12:00 on Wednesday 2 July.",
     N, F+"Ticket Transfers", "time_window",
     "Rule wording kept but 48 hours changed to 24, giving a deadline one day too late."),
   T("If they move the festival to September, can I just get a refund?",
     "Yes. If the dates change you can ask for a full refund, including the booking fee. Just make sure the request goes in within 14 days of the new dates being announced.",
     "Yes, a full refund including the booking fee, requested within 21 calendar days of the announcement of the new dates.",
     N, F+"Cancellation by the Organiser", "time_window",
     "Refund entitlement correct but the request window is 21 days, not 14 (14 days is the organiser's payment window for a cancellation)."),
   T("And if the Saturday headliner pulls out?",
     "A headliner cancelling is treated as a significant change, so ticket holders can claim back half the ticket price.",
     "No refund is owed; the only exception is a one-day festival advertised around that act, and Lanternfield is a weekend event.",
     N, F+"Cancellation by the Organiser", "negation",
     "The code says no refund for a cancelled act (exception only for one-day festivals built around the act); the answer invents a 50 % refund."),
  ]),
 # ---------------------------------------------------------------- emberline
 dict(assistant_id=EMB, started_at="2025-02-04T10:30:00Z",
  context="Parent contacts Emberline Glassworks' booking assistant about a taster on Saturday 15 February 2025.",
  turns=[
   T("Hi! I'd like to book a glassblowing taster for me and my 12-year-old son on Saturday 15 February.",
     "Lovely idea! Under the Guild code glassblowing starts at age 12, so your son can take part as long as you stay in the studio throughout and he has an instructor working one-to-one with him. Shall I book two places?",
     "At Emberline the minimum age for furnace glassblowing, tasters included, is 14, so your son can't take part; you can book for yourself and he can watch from the viewing gallery.",
     N, E+"Minimum Ages at Emberline", "multi_rule",
     "The Guild code allows 12, but Emberline's stricter policy sets 14 and binds its assistant."),
   T("Oh, that's a shame. Is there anything he can do while I have my go?",
     "He's very welcome to come and watch you from our viewing gallery. Under-14s can't go onto the hot shop floor itself, but the gallery gives a good view of the whole process.",
     "He can watch from the viewing gallery only; under-14s may not enter the hot shop floor.",
     C, E+"Minimum Ages at Emberline", "plain",
     "Matches the gallery-only rule for under-14s."),
   T("Great. What should I wear, and do I need the safety glasses the whole time or only when I'm at the furnace?",
     "Wear cotton or wool, since synthetics can melt, with closed-toe shoes, and tie back long hair. We hand out didymium glasses; you only need them on while you're within two metres of the furnace or glory hole, so you can take them off when you step back to the bench.",
     "Natural-fibre clothing, closed-toe shoes, hair tied back; at Emberline the glasses stay on for the whole time you are on the hot shop floor, not only within 2 m.",
     N, E+"Safety Glasses and Clothing", "multi_rule",
     "Clothing advice correct, but the 2-metre rule is the general code; Emberline requires glasses for everyone on the floor throughout."),
   T("Actually, could we do Monday 17 February instead? It's half-term.",
     "Sure, Mondays are nice and quiet. I can pencil you in for a 14:00 taster on Monday 17 February.",
     "No, Emberline is closed on Mondays (open Tuesday to Saturday); offer Tuesday 18 February or another Tuesday-Saturday slot.",
     N, E+"Opening Hours and Furnace Times", "negation",
     "Emberline holds no classes on Sunday or Monday; the answer books a Monday class."),
  ]),
 dict(assistant_id=EMB, started_at="2025-03-10T09:15:00Z",
  context="Customer booked on an Emberline beginner course starting Saturday 22 March 2025, price £240.",
  turns=[
   T("I'm booked on the beginner course starting Saturday 22 March. It cost £240. If I cancel today, do I get all of it back?",
     "Yes. You're twelve days out, which is more than the ten days we need for a full refund, so the whole £240 would go back to your card.",
     "Yes: 10 March is 12 calendar days before the course, so the full £240 is refunded.",
     C, E+"Cancellations and Refunds at Emberline", "numeric",
     "12 days is within Emberline's 10-days-or-more full-refund band."),
   T("And if I only make up my mind on 15 March?",
     "On 15 March you'd still be seven days ahead of the start, and cancelling a week or more before a class gets you a full refund, so you'd still get the £240.",
     "15 March is 7 days before the course: under Emberline's policy that is the 4-9 day band, so 50 % (£120) or one free rebooking within 3 months.",
     N, E+"Cancellations and Refunds at Emberline", "multi_rule",
     "Applies the Guild code's 7-day full-refund threshold instead of Emberline's stricter 10-day threshold."),
   T("Could my friend take my place? She's 15 and keen.",
     "Handing the place to someone else is possible if you tell us at least 48 hours before the first session, but the beginner course is for students aged 16 and over, so at 15 your friend couldn't take it. She could come to a taster instead, with a parent or guardian present and one-to-one instruction.",
     "A transfer needs 48 hours' notice and a person who meets the age rules; beginner courses are 16+, so a 15-year-old cannot take the place.",
     C, G+"Class Sizes", "multi_rule",
     "Combines Emberline's 48-hour transfer notice with the 16+ beginner-course age from the code table (repeated in Emberline's policy); the taster alternative is correct for a 15-year-old."),
   T("If you had to cancel the course because the furnace broke down, how quickly would I be refunded?",
     "You'd have the choice of a free rebooking or your money back, and in that case the refund is paid within three working days.",
     "Full refund within 3 working days, or a free rebooking.",
     C, E+"Cancellations and Refunds at Emberline", "numeric",
     "Uses Emberline's 3-working-day refund window, stricter than the code's 5."),
   T("Perfect. Do you know any good cafés near the studio?",
     "There are a few places along the harbour front a short walk away, but I don't have up-to-date reviews; a map app will show what's open.",
     "Local cafés are outside the corpus.",
     I, None, "out_of_scope", "Café recommendations; no corpus rule."),
  ]),
 dict(assistant_id=EMB, started_at="2025-04-22T15:40:00Z",
  context="Customer planning a birthday outing for four adults: an Emberline taster on Saturday 3 May 2025 at 15:00.",
  turns=[
   T("I'm organising a birthday treat for four adults at Emberline: a taster on Saturday 3 May at 15:00. Could you give me the full picture? Group size, timings, what to wear, safety, what happens to the pieces afterwards, and what if someone drops out?",
     LONG_GLASS,
     "Two instructors (max 3 per instructor); Tuesday-Saturday, furnace 09:00-20:00; natural fibres, closed-toe shoes, hair tied back, glasses throughout on the floor; pieces ready after 48 hours, held 60 days, £8 postage; full refund only with 10 or more calendar days' notice (4-9 days: 50 % or one rebooking; under 4 days: none); transfers with 48 hours' notice.",
     N, E+"Cancellations and Refunds at Emberline", "long_answer",
     "Long, otherwise correct answer with one wrong sentence: a full refund at seven days' notice, whereas Emberline requires 10 calendar days.", 0.4),
   T("So with four of us, do we get one instructor or two?",
     "Two. Our tasters are capped at three people per instructor, so a group of four is split between two instructors.",
     "Two instructors: Emberline tasters have at most 3 students per instructor.",
     C, E+"Class Sizes at Emberline", "numeric",
     "Applies Emberline's cap of 3 (stricter than the code's 4).", 0.2),
   T("My niece is 13 and would love to watch. Could she stand on the studio floor near us if she stays 3 metres back from the furnace?",
     "Yes, that's fine. As long as she stays behind the marked safety line, at least three metres from the furnace and glory hole, and wears the safety glasses, she can watch from the floor.",
     "No. At Emberline under-14s may watch only from the viewing gallery and may not enter the hot shop floor, even behind the safety line.",
     N, E+"Minimum Ages at Emberline", "multi_rule",
     "Uses the code's safety-line rule for under-12s; Emberline's stricter rule keeps under-14s in the gallery.", 0.2),
   T("When can we collect the pieces?",
     "They need at least 48 hours cooling in the annealer after the session ends at 16:00, which takes you to Monday afternoon. We're closed on Mondays, so the earliest collection day is Tuesday 6 May, and we'll keep them for 60 days.",
     "Not before 48 hours after the 16:00 finish; as Emberline is closed on Monday, from Tuesday 6 May; held for 60 days.",
     C, E+"Collection and Postage at Emberline", "time_window",
     "48-hour annealing, Monday closure and 60-day hold correctly combined.", 0.2),
  ]),
 dict(assistant_id=EMB, started_at="2025-09-02T13:00:00Z",
  context="Customer asks Emberline's assistant about a gift voucher bought on 1 August 2024; the chat takes place on 2 September 2025.",
  turns=[
   T("I've found an Emberline gift voucher someone gave me. It was bought on 1 August 2024. Can I still use it?",
     "Vouchers are valid for twelve months from purchase, so yours expired on 1 August 2025. The good news is you're still within the grace period, so you can ask us for a one-off three-month extension and use it after all.",
     "It expired on 1 August 2025. A 3-month extension is possible only if requested within 30 calendar days after expiry; 2 September is 32 days later, so it can no longer be extended.",
     N, E+"Gift Vouchers", "time_window",
     "Expiry date right, but the 30-day extension window had closed (32 days had passed); the answer offers the extension anyway."),
   T("Shame. If I bought a new one, could I use it for a lampworking class with my 15-year-old?",
     "Lampworking at Emberline is for ages 16 and up, so your 15-year-old would have to wait until their next birthday. You could use the voucher for a lampworking class yourself, or for a taster together, since tasters take 14- and 15-year-olds with a parent present and one-to-one instruction.",
     "Emberline lampworking is 16+; a 15-year-old could do a taster with a parent present and one-to-one instruction.",
     C, E+"Minimum Ages at Emberline", "multi_rule",
     "Correctly applies Emberline's 16+ lampworking age rather than the code's 14."),
   T("Can a voucher pay for posting a finished piece to my mum?",
     "No, vouchers only cover classes, not postage or anything from the shop. Posting a piece within the country is a flat £8, paid separately.",
     "No; vouchers cannot be used for postage. Postage is a flat £8 per parcel, paid by the customer.",
     C, E+"Gift Vouchers", "plain",
     "Matches the voucher restriction and the £8 postage charge."),
   T("OK. Is there parking near the studio?",
     "",
     "Parking is outside the corpus.",
     I, None, "empty_answer", "Empty string answer; nothing to assess."),
  ]),
 dict(assistant_id=EMB, started_at="2025-05-27T17:20:00Z",
  context="Emberline customer writing after a class on Tuesday 27 May 2025.",
  turns=[
   T("I caught my finger on a hot pipe in today's class. It's a small red mark. What should I do?",
     "Put it straight under a cool tap and keep it there for a good twenty minutes; skip the ice, which does more harm than good. If it turns out to be wider than about three centimetres, or you have any burn on your face, get it checked by a doctor. We'll also note what happened in our incident log within the day.",
     "Cool under running water for at least 20 minutes, no ice; seek medical care if larger than 3 cm or on the face; the studio logs the incident within 24 hours.",
     C, G+"Burns and Incidents", "paraphrase",
     "All burn-care points match the code, stated in everyday words."),
   T("I've logged loads of hot-shop hours elsewhere. Could I hire the studio on Sunday mornings and practise on my own?",
     "Sorry, that's not something we can offer. Emberline doesn't rent out open studio time, we're closed on Sundays, and nobody, however experienced, is allowed to work alone in a hot shop.",
     "No: Emberline offers no open studio rental, is closed on Sundays, and lone working is never allowed.",
     C, E+"Opening Hours and Furnace Times", "refusal",
     "Refusal is correct on all three grounds (no rental, Sunday closure, no lone working)."),
   T("What's the latest taster I could book on a Friday evening?",
     "Furnace work runs until 21:00, so the last one-hour taster on a Friday starts at 20:00.",
     "At Emberline furnace work ends at 20:00, so the latest taster starts at 19:00.",
     N, E+"Opening Hours and Furnace Times", "time_window",
     "Uses the code's 21:00 limit; Emberline stops furnace work at 20:00, so the last taster starts at 19:00."),
   T("Do you sell glassblowing kits for home use?",
     "We don't stock home kits; furnace glass needs a full studio set-up. Some craft suppliers sell beginner lampworking torches, but I can't recommend a particular one.",
     "Retail kits are outside the corpus.",
     I, None, "out_of_scope", "Product question not covered by any document."),
  ]),
 # ---------------------------------------------------------------- rapidpine
 dict(assistant_id=RPN, started_at="2025-06-05T08:45:00Z",
  context="Family of four (children aged 13 and 9) planning a RapidPine River Adventures trip in June 2025.",
  turns=[
   T("We're a family of four: me, my wife, and kids aged 13 and 9. Which of your trips can we do?",
     "All four of you can join the Tessel Family Float, which takes children from age 8. The Calder Gorge Run is grade III, where the minimum age is 12, so your 13-year-old could do that one with you, but your 9-year-old would have to sit it out.",
     "All four can do the Family Float (minimum 8). RapidPine's Calder Gorge Run is 14+, so neither child can join it; Blackwater Falls is 18+.",
     N, P+"Trips and Minimum Ages at RapidPine", "multi_rule",
     "Family Float part correct, but the code's grade III age of 12 is overridden by RapidPine's 14 for the Calder Gorge Run."),
   T("The Family Float is £55 each. How much deposit do we pay?",
     "We take 20 % at booking, so £44 for the four of you, and the rest is due 14 days before the trip.",
     "20 % of £220 = £44 at booking; balance due 14 calendar days before.",
     C, P+"Deposits, Cancellations and Refunds at RapidPine", "numeric",
     "Deposit rate, amount and balance date all correct."),
   T("My wife is five months pregnant. Can she still come on the Family Float?",
     "I'm sorry, but for safety reasons we can't take pregnant guests on any of our trips, including the Family Float. The three of you would be very welcome, though.",
     "Yes; pregnant guests may join the Tessel Family Float, but no other RapidPine trip.",
     N, P+"Alcohol and Health at RapidPine", "refusal",
     "Wrongful refusal: the policy expressly allows pregnant guests on the Family Float."),
   T("Do we need wetsuits in June?",
     "Only if the river is colder than 12 °C. By June the Tessel is usually warmer than that, so most people paddle in shorts and a top under the buoyancy aid.",
     "Wetsuits are compulsory on every RapidPine trip when the water is below 15 °C; RapidPine provides them free.",
     N, P+"Equipment and Cold Water", "numeric",
     "Quotes the code's 12 °C threshold; RapidPine's stricter threshold is 15 °C."),
   T("The kids are so excited, they've been watching rafting videos all week!",
     "That's brilliant to hear. Sounds like you've got a crew of keen paddlers!",
     "Small talk; no rule applies.",
     I, None, "smalltalk", "Friendly chat; no rule engaged."),
  ]),
 dict(assistant_id=RPN, started_at="2025-07-08T11:00:00Z",
  context="Group of four friends aged 17 to 19 asking about RapidPine's Blackwater Falls Run in July 2025.",
  turns=[
   T("Four of us want to do the Blackwater Falls Run. We're 17, 18, 19 and 19. Can the 17-year-old come?",
     "Blackwater Falls is 18-plus at RapidPine, so your 17-year-old mate can't join that one. He could do the Calder Gorge Run instead, but at 17 he'd need a parent or guardian in the same raft.",
     "No, Blackwater Falls is 18+ at RapidPine; on the Calder Gorge Run a 17-year-old needs a parent or guardian in the same raft.",
     C, P+"Trips and Minimum Ages at RapidPine", "plain",
     "Both the refusal and the alternative match RapidPine's age rules.", 0.2),
   T("The three of us who are 18+ have each done five grade IV trips. Do you run anything at grade V?",
     "Yes. With at least three documented grade IV trips you meet the experience requirement for grade V, so bring your logbooks and we can book you onto a grade V section.",
     "No. RapidPine does not run grade V trips at all, whatever the guests' experience.",
     N, P+"Trips and Minimum Ages at RapidPine", "multi_rule",
     "The code's grade V experience rule does not help: RapidPine runs no grade V trips.", 0.3),
   T("OK, Blackwater it is. Could we launch around 15:00 so we can have a lie-in?",
     "Afraid not. Blackwater Falls only launches at 09:00, and check-in closes 45 minutes before, so aim to be with us by 08:15.",
     "No; Blackwater Falls launches at 09:00 only, with check-in closing at 08:15.",
     C, P+"Launch Times and Check-in", "time_window",
     "Single 09:00 launch and 45-minute check-in both correct.", 0.2),
   T("Can we have a few drinks the night before?",
     "A few drinks the evening before is OK as long as you stop at least 8 hours before launch, so nothing after 1am for a 9am start. Anyone who arrives still affected by drink will not be allowed on the water.",
     "RapidPine allows no alcohol in the 12 hours before launch, so stop by 21:00 the evening before; anyone who appears under the influence may not board and gets no refund.",
     N, P+"Alcohol and Health at RapidPine", "numeric",
     "RapidPine's window is 12 hours (last drink 21:00), not 8 hours (1am).", 0.3),
  ]),
 dict(assistant_id=RPN, started_at="2025-08-18T07:30:00Z",
  context="Guest whose Calder Gorge Run on Monday 18 August 2025 was cancelled by RapidPine because of high water.",
  turns=[
   T("Our Calder Gorge trip today got cancelled because the river's too high. How do we get our money back?",
     "Sorry about that! You can choose between a full refund and a free rebooking. If you go for the refund, it'll be with you within seven working days.",
     "Full refund or free rebooking, at your choice; RapidPine pays refunds within 5 working days.",
     N, P+"Deposits, Cancellations and Refunds at RapidPine", "numeric",
     "Choice correct, but the payment window is RapidPine's 5 working days, not the code's 7."),
   T("Last month a trip of ours was held on the bank for three hours because of lightning. Were we entitled to anything?",
     "Yes. When a launch is delayed by more than two hours, you may choose a full refund instead of going ahead.",
     "Yes, with a delay of more than 2 hours each guest may choose a full refund.",
     C, P+"Weather and Delays", "modality",
     "Correctly presents the refund as the guest's option (may) after a delay over 2 hours."),
   T("How long do the guides wait after lightning before getting back on the river?",
     "If there's a strike anywhere within about fifteen kilometres, everybody gets off onto the bank, and we only paddle out again once three-quarters of an hour has passed without another one.",
     "Off the water for lightning within 15 km; back on no sooner than 45 minutes after the last strike.",
     C, P+"Weather and Delays", "paraphrase",
     "15 km and 45 minutes expressed in different words."),
   T("My friend cancelled her place 10 days before her trip. It was £90. What does she get back?",
     "Cancelling 10 days ahead falls in the 7-to-13-day band, so she gets half back: £45.",
     "50 %, i.e. £45.",
     C, P+"Deposits, Cancellations and Refunds at RapidPine", "numeric",
     "10 days is in the 7-13 day band; 50 % of £90 is £45."),
   T("Okay, and can she rebook the same trip for next month?",
     "   \n",
     "Rebooking availability is not governed by the corpus; the answer is blank.",
     I, None, "empty_answer", "Whitespace-only answer; nothing to assess."),
  ]),
 dict(assistant_id=RPN, started_at="2025-04-14T18:10:00Z",
  context="New trainee guide, aged 20, using the RapidPine assistant during staff onboarding.",
  turns=[
   T("I'm a trainee guide, 20 years old. Am I allowed to steer a raft on the Calder Gorge Run?",
     "Yes. Trainee guides may steer rafts on grade I-III water, as long as a qualified lead guide is in the same raft.",
     "Yes on grade III, but only when a qualified lead guide is in another raft of the same group.",
     N, R+"Guides and Group Size", "plain",
     "Shares almost all the rule's words but changes 'in another raft of the same group' to 'in the same raft', which changes the condition."),
   T("What do I need to become a lead guide?",
     "You'll need to be at least 21, with a swiftwater rescue certificate and a first-aid certificate, both kept current by renewing them every three years.",
     "At least 21, a swiftwater rescue certificate renewed every 3 years and a first-aid certificate renewed every 2 years.",
     N, R+"Guides and Group Size", "numeric",
     "First-aid renewal is every 2 years, not 3."),
   T("Can you give me a complete rundown of the kit and safety checks for a Blackwater Falls trip?",
     LONG_RAFT,
     "Grade IV: 18+, swim test, max 5 per raft, two rafts plus safety kayaker, helmets and 70 N buoyancy aids for all, wetsuits below 15 °C, throw bag, first-aid kit and spare paddle per raft, closed shoes, 09:00 launch, lightning 15 km / 45 minutes, 12-hour alcohol rule.",
     C, R+"Safety Equipment", "long_answer",
     "Long answer combining code and RapidPine rules; every figure matches (applying RapidPine's stricter values where they exist)."),
   T("Thanks. Does the staff canteen do vegetarian options?",
     "I don't have any information about the canteen; the base manager would know.",
     "Canteen menus are outside the corpus.",
     I, None, "out_of_scope", "Staff canteen question; no corpus rule."),
  ]),
 dict(assistant_id=RPN, started_at="2025-07-21T20:05:00Z",
  context="Guest booked on RapidPine's Calder Gorge Run for Saturday 26 July 2025 (£95), writing on Monday 21 July.",
  turns=[
   T("I've sprained my ankle and can't do my Calder Gorge Run this Saturday (26 July). It cost £95. Can I get anything back?",
     "As the trip is less than a week away, a standard refund isn't possible. If you send us a doctor's certificate, though, we'll refund 50 %, so £47.50, to your card.",
     "No refund under 7 days; with a medical certificate you receive a 50 % credit (£47.50) towards another RapidPine trip within 12 months, not cash.",
     N, P+"Deposits, Cancellations and Refunds at RapidPine", "partial",
     "No-refund part and 50 % amount correct, but the medical exception is a credit that is never paid out in cash."),
   T("Could my brother take my place instead? He's 13, and our dad would be in the raft with him.",
     "Yes. 13-year-olds can do the Calder Gorge Run as long as a parent or guardian is in the same raft, so with your dad alongside him that's fine.",
     "No, the minimum age for the Calder Gorge Run at RapidPine is 14.",
     N, P+"Trips and Minimum Ages at RapidPine", "numeric",
     "RapidPine's minimum age is 14; a parent in the raft does not lower it."),
   T("My friend on the same trip has epilepsy. Does she need anything special?",
     "She just needs to mention it on the health declaration she signs on the day; there's no need for a doctor's letter.",
     "She must bring written clearance from a doctor dated within the previous 3 months, in addition to the health declaration on the day.",
     N, R+"Health, Alcohol and Declarations", "modality",
     "A mandatory requirement (doctor's clearance) is presented as unnecessary."),
   T("What shoes should she wear?",
     "Something that won't come off in the water: old trainers or closed water shoes that fasten firmly are ideal. Flip-flops and bare feet aren't allowed.",
     "Closed shoes fastened with laces or secure straps; no bare feet or flip-flops.",
     C, R+"Safety Equipment", "paraphrase",
     "Footwear rule conveyed in everyday words."),
  ]),
]


def r4(x):
    return round(x + 0.0, 4)


def build():
    convs, labels, expected = [], [], []
    for si, s in enumerate(SESSIONS, 1):
        sid = "bae-s%02d" % si
        n = len(s["turns"])
        weighted = any(t["weight"] is not None for t in s["turns"])
        conv = []
        resolved = OrderedDict()
        for qi, t in enumerate(s["turns"], 1):
            qa = "bae-%02d-q%d" % (si, qi)
            item = OrderedDict([("qa_id", qa), ("query", t["query"]), ("assistant", t["assistant"]),
                                ("ground_truth_assistant", t["gt"])])
            if weighted:
                item["weight"] = t["weight"]
            conv.append(item)
            resolved[qa] = t["weight"] if weighted else r4(1.0 / n)
            labels.append(OrderedDict([("session_id", sid), ("qa_id", qa), ("label", t["label"]),
                                       ("clause", t["clause"]), ("kind", t["kind"]),
                                       ("rationale", t["rationale"])]))
        convs.append(OrderedDict([("session_id", sid), ("assistant_id", s["assistant_id"]),
                                  ("language", "english"), ("context", s["context"]),
                                  ("started_at", s["started_at"]), ("conversation", conv)]))
        labs = [t["label"] for t in s["turns"]]
        num = den = 0.0
        for (qa, w), lab in zip(resolved.items(), labs):
            if lab == I:
                continue
            den += w
            num += w if lab == C else 0.0
        if den == 0:
            score, verdict = None, I
        else:
            score = r4(num / den)
            verdict = C if num / den >= 0.5 - 1e-12 else N
        expected.append(OrderedDict([
            ("session_id", sid), ("assistant_id", s["assistant_id"]), ("n_interactions", n),
            ("n_compliant", labs.count(C)), ("n_non_compliant", labs.count(N)),
            ("n_irrelevant", labs.count(I)), ("weight_mode", "full" if weighted else "none"),
            ("resolved_weights", resolved), ("expected_score", score), ("expected_verdict", verdict)]))
    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    dump("conversations.jsonl", convs)
    dump("labels.jsonl", labels)
    dump("expected_sessions.jsonl", expected)
    write_readme(convs, labels, expected)


def corpus_table():
    rows = []
    desc = {
        "festivals/music_festival_code.md": ("music festivals", "general code (Marrowdale Events Authority)"),
        "glassblowing/hot_glass_studio_code.md": ("glassblowing studios", "general code (Guild of Studio Glassmakers)"),
        "company/emberline_glassworks_policy.md": ("glassblowing studios", "company policy, stricter than the glass code; binds emberline-assistant"),
        "rafting/whitewater_rafting_code.md": ("white-water rafting", "general code (Riverways Adventure Board)"),
        "company/rapidpine_rafting_policy.md": ("white-water rafting", "company policy, stricter than the rafting code; binds rapidpine-assistant"),
        "dog_shows/canine_council_show_regulations.md": ("dog shows", "general code (Northvale Canine Council)"),
    }
    for path, (dom, role) in desc.items():
        text = open(os.path.join(ROOT, "corpus", path), encoding="utf-8").read()
        words = len(re.findall(r"[A-Za-z0-9£°%'’\-]+", text))
        heads = len([l for l in text.splitlines() if l.startswith("## ")])
        rows.append("| `corpus/%s` | %s | %s | %d | %d |" % (path, dom, role, words, heads))
    return "\n".join(rows)


def write_readme(convs, labels, expected):
    nl = len(labels)
    lc = Counter(l["label"] for l in labels)
    kinds = sorted(set(l["kind"] for l in labels))
    kc = Counter(l["kind"] for l in labels)
    kl = Counter((l["kind"], l["label"]) for l in labels)
    vc = Counter(e["expected_verdict"] for e in expected)
    ac = Counter(c["assistant_id"] for c in convs)
    ai = Counter()
    for c in convs:
        ai[c["assistant_id"]] += len(c["conversation"])
    L = []
    L.append("# blind-ae: compliance evaluation set (festivals, glassblowing, rafting, dog shows)\n")
    L.append("A small labelled set for testing a tool that checks whether AI assistants' answers comply with a "
             "regulatory corpus written as markdown. Everything here (rules, businesses, people, places, "
             "conversations) is invented; phone numbers use 555-.\n")
    L.append("## Domains and corpus\n")
    L.append("Four domains: music festivals, glassblowing studios, white-water rafting centres and dog shows. "
             "Two company policies sit in `corpus/company/` and are stricter than the general code for their "
             "domain; they apply to their own company's assistant.\n")
    L.append("| File | Domain | Role | Words (approx.) | `##` sections |\n|---|---|---|---|---|")
    L.append(corpus_table() + "\n")
    L.append("## Conversations\n")
    L.append("- Sessions: %d; interactions: %d (3-5 turns per session)." % (len(convs), nl))
    L.append("- Assistants:")
    for a in sorted(ac):
        L.append("  - `%s`: %d sessions, %d interactions" % (a, ac[a], ai[a]))
    L.append("- `eventdesk-assistant` answers for festivals and dog shows (general codes only); "
             "`emberline-assistant` is bound by the Emberline policy plus the glass code; "
             "`rapidpine-assistant` by the RapidPine policy plus the rafting code.")
    wsess = [e["session_id"] for e in expected if e["weight_mode"] == "full"]
    L.append("- Weighted sessions (weight on every turn, summing to 1): %s." % ", ".join(wsess))
    L.append("- Expected session verdicts: %s.\n" % ", ".join("%s %d" % (k, vc[k]) for k in (C, N, I)))
    L.append("## Labels\n")
    L.append("| Label | Count | Share |\n|---|---|---|")
    for k in (C, N, I):
        L.append("| %s | %d | %.1f %% |" % (k, lc[k], 100.0 * lc[k] / nl))
    L.append("| total | %d | 100 %% |\n" % nl)
    L.append("## Kinds\n")
    L.append("| Kind | Total | COMPLIANT | NON_COMPLIANT | IRRELEVANT |\n|---|---|---|---|---|")
    for k in kinds:
        L.append("| %s | %d | %d | %d | %d |" % (k, kc[k], kl[(k, C)], kl[(k, N)], kl[(k, I)]))
    L.append("")
    L.append("## Notable cases\n")
    L.append("""- **Stricter company rules.** Several NON_COMPLIANT answers (tagged multi_rule or numeric) quote the general code correctly but ignore the stricter company policy: a 12-year-old booked for an Emberline taster (bae-09-q1, Emberline minimum 14), a full refund at 7 days' notice (bae-10-q2, Emberline needs 10), a 13-year-old on RapidPine's grade III run (bae-14-q1), grade V offered by RapidPine (bae-15-q2), the 12 °C wetsuit threshold (bae-14-q4, RapidPine 15 °C), and a 7-working-day refund (bae-16-q1, RapidPine 5).
- **Two documents across domains.** bae-04-q2 applies the dog-show rule on dogs in cars (30 minutes below 20 °C) to a festival car park, where the festival code bans animals in vehicles at any time.
- **Long answers.** Three answers exceed 2,000 characters: bae-05-q1 (dog show, all correct), bae-17-q3 (rafting, all correct) and bae-11-q1 (Emberline), where a single sentence (full refund at seven days' notice) makes an otherwise correct answer NON_COMPLIANT.
- **Same words, different meaning.** bae-17-q1 ("a qualified lead guide is in the same raft" instead of "in another raft of the same group"), bae-02-q5 (canister limit changed to 1 kg, campsite-only wording kept) and bae-08-q2 (name change "until 24 hours before the gates first open").
- **Different words, same meaning.** bae-01-q3, bae-02-q2, bae-13-q1, bae-16-q3 and bae-18-q4 are COMPLIANT paraphrases.
- **Boundaries and dates.** bae-01-q2 (exactly 14 days before: 50 %, not nothing), bae-03-q1 (Sunday before a public holiday: 00:30 curfew), bae-04-q4 (10 working days before Friday 4 July = Friday 20 June), bae-11-q4 (48 hours after a Saturday class lands on a Monday when Emberline is closed), bae-12-q1 (voucher extension window missed by two days).
- **Refusals.** bae-13-q2 is a correct refusal (COMPLIANT); bae-14-q3 wrongly refuses a pregnant guest on the Family Float (NON_COMPLIANT); bae-06-q3 refuses an out-of-scope request (IRRELEVANT).
- **Empty answers.** bae-12-q4 is an empty string and bae-16-q5 is whitespace only; both IRRELEVANT.
- **Session scoring.** bae-s03 ties at exactly 0.5 and is COMPLIANT. bae-s06 is all IRRELEVANT (score null). Weighted bae-s11 and bae-s15 would tie at 0.5 with equal weights but score 0.4 with their given weights (NON_COMPLIANT); weighted bae-s07 scores 0.625 after its IRRELEVANT turn is removed and the weights renormalised.
""")
    L.append("## Files\n")
    L.append("- `corpus/`: the six markdown documents.\n- `conversations.jsonl`: one session per line.\n"
             "- `labels.jsonl`: one label per interaction (`clause` = `path#heading`, null for IRRELEVANT).\n"
             "- `expected_sessions.jsonl`: per-session counts, resolved weights, expected score and verdict.\n"
             "- `tools/build.py`: generates the JSONL files and this README from one source.\n"
             "- `tools/check.py`: re-checks parsing, clauses, counts, weights and session scores.\n")
    L.append("## Provenance\n")
    L.append("Written blind, from general knowledge only: no existing data set, code or legal text was consulted "
             "or copied. The rules are simplified inventions and are not real law or real company policy.")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L) + "\n")


if __name__ == "__main__":
    build()
    print("built")
