#!/usr/bin/env python3
"""Builds conversations.jsonl, labels.jsonl, expected_sessions.jsonl and README.md
for the blind-af evaluation set from the data written below (stdlib only)."""
import json
import os
from collections import Counter, OrderedDict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

P = "pubs-beer-gardens-code.md"
H = "company/hopfield-taverns-house-policy.md"
B = "bungee-jumping-safety-code.md"
S = "company/skyleap-heights-operating-policy.md"
T = "observation-towers-big-wheels-code.md"
O = "orienteering-events-code.md"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

HOP = "hopfield-guest-assistant"
SKY = "skyleap-visitor-assistant"
OUT = "vellmoor-outdoors-assistant"

LONG_06 = """Happy to help. Here is the full picture for a garden beer festival on Saturday 10 May.

Notice and fee
- A beer festival in a beer garden needs 28 calendar days' notice to the Licensing Board. For 10 May the last day for the Board to receive it is Saturday 12 April, but I'd send it this week to be safe.
- The notice fee is £120.
- Attendance is capped at 400 for this kind of event, so plan your wristbands or head count around that figure.

Garden hours on the day
- Hopfield garden service finishes at 21:30 and guests need to be out of the garden by 22:00. That holds on event days too.
- Call last orders at least 10 minutes before service ends, so by 21:20 at the latest. After that there is a 20-minute drinking-up period in which nothing more can be sold.
- No amplified music in the garden at any point, so no PA system or amplified band outside. Unamplified acoustic sets are fine until 21:00.

Children and ID
- Under-16s have to be off the premises by 20:00, garden included, and one adult can bring no more than three of them.
- The bar team should work to Challenge 30 and ask anyone who looks under 30 for ID. Only a physical passport, photocard driving licence or Vellmoor proof-of-age card is accepted; student cards and photos on a phone are not.
- Record every refusal in the refusals log, which has to be kept for 12 months.

Serving
- Thirds are ideal for tasting: draught beer and cider can go out in thirds, halves, two-thirds or pints. If you have wine on, a 125 ml glass has to be available.
- Put up a price list at the garden entrance and at every bar, the festival bar included.
- Free drinking water has to be available to anyone who asks for it.
- If a customer says their glass is short, top it up free of charge.

Promotions
- As it's a Saturday, no drinks promotions or discounts can run at all; Hopfield happy hours are Monday to Thursday only.
- No unlimited-drink tickets and no drinking games.

Dogs are welcome in the garden on a lead, so it's worth putting out a few water bowls. Let me know if you'd like this as a one-page checklist for the team."""

LONG_11 = """Of course. Here is how a jump day at Brackenfall Bridge works.

Before you arrive
- Jump sessions run from 09:00 to 18:00 and the last jump of the day goes at 17:45, so pick a slot that leaves time for check-in.
- Please don't drink beforehand. Anyone who seems to be under the influence of alcohol or drugs is turned away and doesn't get a refund.

Check-in and medical declaration
- You'll each fill in a medical declaration. Anyone who is pregnant, or has a heart condition, a pacemaker, epilepsy or high blood pressure, can't jump.
- If either of you has had surgery, a fracture or a dislocation in the last 12 months you won't be able to jump with us, even with a doctor's letter.
- You'll both be weighed on site just before the jump. Our range is 45 to 110 kg, so at 70 and 75 kg you're comfortably inside it.

Equipment and safety
- The cord gets a visual check before every single jump, and each jump is logged with the cord ID, your recorded weight and the time.
- Harnesses are checked before each jump as well. Cords are taken out of service after 500 jumps or three years, whichever comes first, so you'll always be on a cord well within its working life.
- Two certified jump masters are on the platform for every jump, a recovery operator waits at the landing point and a first aider is on site the whole time we're jumping.
- The jump master has the last word: if they aren't happy for any safety reason, they can stop a jump.

What to bring, and what to leave behind
- Nothing loose on the platform: phones, keys, coins and jewellery go in the lockers. Glasses are only allowed with a retaining strap.
- Personal cameras aren't allowed at all, not even on a mount. If you'd like a record of the day, our crew films and photographs: video £35, photos £20, or both for £45, emailed to you within 48 hours.

Weather
- We suspend jumping if the sustained wind is above 35 km/h or gusts go over 50 km/h, and we stop for lightning within 15 km.
- If we have to cancel because of the weather, you choose between a full refund and a free new date.

If your plans change
- Cancel 72 hours or more before your slot for a full refund; between 24 and 72 hours before, you get 50% back; under 24 hours, or not turning up, means no refund.
- Whatever the reason, refunds reach you within 7 calendar days.
- If you catch the bug, each of you can jump up to twice in the day when there's space.

Any other questions, just ask. Happy anniversary!"""

LONG_16 = """Congratulations on your first event! Here's what you need to know for today.

Kit
- A whistle is compulsory: carry one the whole time you're out on the course.
- Check the final details for leg cover. If the organiser says full leg cover is required, shorts aren't allowed, however warm it gets.
- A GPS watch is fine as long as it shows neither a map nor your position. Time, distance and heart rate are OK.
- You may carry your phone for emergencies, but if you use it to navigate you'll be disqualified.

On the course
- Visit the controls in the order printed on your map and punch every one. A missing control, or one taken out of order, is a mispunch and means disqualification.
- If an electronic unit doesn't respond, use the pin punch hanging at the control to mark the box in your map margin. That's accepted as proof you were there.
- Navigate on your own. Deliberately following other runners isn't allowed, and neither is accepting help. The one exception runs the other way: if you come across someone who's injured, you must stop and help them.
- Dogs aren't allowed on the courses. If you've brought one, keep it on a lead in the assembly area.

At the finish
- Everyone has to report to the download point after finishing, including anyone who retires. That's how the organisers know you're safely out of the forest.
- The course closes three hours after the last start. If anyone is missing, a search begins no later than 30 minutes after closing.
- There's a first aider at the finish if you pick up scratches or turn an ankle.

Results and complaints
- If something looks wrong, tell the organiser no later than 60 minutes after the course closes.
- If you disagree with the organiser's decision, you can protest to the event jury within 30 minutes of it. There's a £10 fee, which you get back if the protest is upheld.
- Provisional results go online within 24 hours, and you have 7 calendar days from publication to ask for corrections.

As today is a local event, entry on the day is allowed while maps last, so any friends who fancy a go can sign up at registration. Good luck and enjoy the forest!"""

# Each turn: (query, assistant, ground_truth, weight, label, clause, kind, rationale)
SESSIONS = [
    {
        "n": 1, "assistant_id": HOP, "started_at": "2025-07-11T15:05:00Z",
        "context": "Website chat for Hopfield Taverns. The guest is planning a Friday family visit to The Copper Kettle in Ashby.",
        "turns": [
            ("Hi! We're coming to the Copper Kettle tonight with our two kids, 9 and 13. It's July, so I'm guessing they can stay out in the garden a bit later than usual?",
             "Yes, summer helps! From May to the end of September children under 16 can stay out in the beer garden until 21:30, as long as an adult is with them. Indoors they'd need to be gone by 21:00, so if you want a late one, grab a garden table.",
             "No. At Hopfield pubs under-16s must leave by 20:00 every day of the year, garden included; the County Code's summer garden allowance does not apply.",
             None, N, H + "#Children and Young People", "multi_rule",
             "Applies the County Code's summer garden exception (21:30) although the stricter Hopfield policy requires under-16s to leave by 20:00 all year."),
            ("Ah, OK. My sister might come too with her three, all under 10. Is that allowed if she's the only adult with them?",
             "That's fine. Each adult can bring along up to three under-16s, so your sister can look after her three and you've got your own two covered.",
             "Yes. One adult may accompany up to three under-16s.",
             None, C, H + "#Children and Young People", "numeric",
             "Matches the limit of three under-16s per accompanying adult."),
            ("Perfect. I'm 27 but I still get told I look about 20. Am I going to get asked for ID at the bar?",
             "Our bar teams work to Challenge 25, so if you look under 25 they'll ask to see something. At 27 you'd normally be fine, but it does no harm to have ID on you.",
             "Very likely. Hopfield uses Challenge 30: anyone who looks under 30 must show ID before being served alcohol, so bring it.",
             None, N, H + "#Proof of Age: Challenge 30", "numeric",
             "States Challenge 25; Hopfield operates Challenge 30, so a guest who looks about 20 will be asked."),
            ("My passport's at home, but there's a picture of it on my phone. Is that enough?",
             "Sorry, a picture on your phone won't be accepted. The team needs to see the real thing: a passport, a photocard driving licence or a Vellmoor proof-of-age card with its hologram.",
             "No. Only the physical document is accepted; photos and scans are refused.",
             None, C, P + "#Proof of Age", "negation",
             "Correctly refuses phone photos and lists the accepted physical documents."),
            ("Fair enough. Will there be a band playing in the garden tonight? It's Friday after all.",
             "Not outside, I'm afraid. We keep all our gardens free of amplified sound, whatever the day, so the garden stays nice and calm. If there's a band on a Friday, it plays indoors.",
             "No. Amplified music is never allowed in Hopfield beer gardens.",
             None, C, H + "#Beer Gardens", "paraphrase",
             "Restates the ban on amplified music in Hopfield gardens at any time in different words."),
        ],
    },
    {
        "n": 2, "assistant_id": HOP, "started_at": "2025-03-03T10:12:00Z",
        "context": "Hopfield Taverns events assistant. A customer is arranging a private hire at The Lantern & Hare in Millbrook.",
        "turns": [
            ("Hello, we'd like to hire the function room at The Lantern & Hare for my husband's 40th on Saturday 7 June. About 70 guests, and the quote we got is £2,400. How much is the deposit?",
             "Thanks for choosing the Lantern & Hare! The deposit is a quarter of the quote, so £600, and it's due when you confirm the booking.",
             "Hopfield's deposit is 20% of the quote: £480.",
             0.2, N, H + "#Private Hire", "numeric",
             "Charges 25% (£600), the County Code maximum; Hopfield's deposit is 20% (£480)."),
            ("Great. Is there anything special because we're 70 people?",
             "Yes: because you're over 60 guests, the pub's general manager has to approve the booking before we can confirm it. I'll send it to them today. For reference, the largest private hire we can take is 120 guests, so 70 is well within that.",
             "Yes. Bookings above 60 guests need the general manager's approval; the maximum is 120.",
             0.3, C, H + "#Private Hire", "modality",
             "Correctly says manager approval is required above 60 guests and gives the 120-guest maximum."),
            ("Just in case: if we had to cancel 15 days before the party, what would we get back?",
             "As long as you cancel at least 14 days beforehand you'd get the full deposit back, so 15 days out you'd be covered.",
             "15 days falls in the 10-20 day band, so half the deposit is refunded (£240 of £480).",
             0.3, N, H + "#Private Hire", "time_window",
             "Uses the County Code's 14-day window; under Hopfield's policy a full refund needs 21 days, so 15 days gives half."),
            ("And how long do refunds usually take?",
             "You'd see the money back within five working days.",
             "Within 5 working days.",
             0.2, C, H + "#Private Hire", "time_window",
             "Matches Hopfield's 5-working-day refund window."),
        ],
    },
    {
        "n": 3, "assistant_id": HOP, "started_at": "2025-05-16T16:40:00Z",
        "context": "Hopfield Taverns guest assistant. A regular asks about offers at The Old Weir in Dunford on a Friday afternoon.",
        "turns": [
            ("Evening! What a week. Is it me or has May been unusually warm?",
             "It really has been lovely out! Sounds like you've earned a sit-down somewhere sunny.",
             "(Small talk; no rule applies.)",
             None, I, None, "smalltalk", "Small talk about the weather."),
            ("Ha, definitely. Is there a happy hour at The Old Weir today?",
             "There is! Happy hour runs from 17:00 to 19:00 with 20% off, so if you head over now you'll catch most of it.",
             "No. Hopfield happy hours run only Monday to Thursday; there are no promotions on a Friday.",
             None, N, H + "#Promotions and Happy Hour", "time_window",
             "Right hours and discount but wrong day: no Hopfield promotion runs on a Friday."),
            ("Oh nice. What about tomorrow afternoon, if I can't make it tonight?",
             "Tomorrow won't work, sorry. Hopfield pubs don't run drinks offers on Friday, Saturday or Sunday, only Monday to Thursday between 5 and 7 pm.",
             "No. No drinks promotions run Friday to Sunday.",
             None, C, H + "#Promotions and Happy Hour", "negation",
             "Correctly says no Saturday promotion; happy hour is Monday to Thursday 17:00-19:00."),
            ("Shame. My mates keep talking about bottomless brunch with unlimited prosecco. Do you do that?",
             "Not every weekend, but the Old Weir can run a bottomless brunch on Sundays between 12:00 and 15:00: £29.50 a head for unlimited prosecco with your meal. Booking is recommended.",
             "No. Unlimited drinks for a fixed price are prohibited, so there is no bottomless offer.",
             None, N, P + "#Promotions", "plain",
             "Offers unlimited drinks for a fixed price, which the County Code prohibits at all times."),
        ],
    },
    {
        "n": 4, "assistant_id": HOP, "started_at": "2025-09-08T09:30:00Z",
        "context": "Hopfield Taverns guest assistant. A customer checks a group booking at The Copper Kettle and chases an earlier complaint.",
        "turns": [
            ("Hi, I've got a table for 10 at The Copper Kettle on Saturday 13 September at 19:30. If we're running late, how long will you keep it?",
             "No rush: we'll keep it for you for half an hour after the booking time, so as long as you're in by 20:00 the table is yours.",
             "The table is held for 15 minutes, until 19:45, and may then be released.",
             None, N, H + "#Table Reservations", "paraphrase",
             "Says 30 minutes; Hopfield holds tables for 15 minutes after the booked time."),
            ("A couple of people might drop out, or we might cancel altogether. If I cancel the whole thing on Friday at 2pm, is there a charge?",
             "As it's a group of eight or more, cancelling the day before means the late-cancellation fee applies: £10 per person, so £100 for the ten of you.",
             "No charge. Friday 14:00 is 29.5 hours before the booking, and the fee applies only to no-shows or cancellations under 24 hours.",
             None, N, H + "#Table Reservations", "time_window",
             "Cancelling 29.5 hours ahead is outside the under-24-hour window, so no fee is due."),
            ("OK. Separately, I emailed a complaint on Monday 1 September about how a barman spoke to my mum, and I haven't heard a thing. What should have happened?",
             "I'm sorry about that. Complaints are acknowledged within five working days and get a full answer within 20 working days, so you should get an acknowledgement today and the full reply by the end of the month.",
             "Hopfield should have acknowledged it within 2 working days (by Wednesday 3 September) and must send a full response within 10 working days (by Monday 15 September).",
             None, N, H + "#Complaints", "multi_rule",
             "Quotes the County Code's 5/20 working days; Hopfield's stricter policy requires 2 and 10 working days."),
            ("Is there a number I can ring to chase it?",
             "Yes, call Guest Care on 555-0142, or email guestcare@hopfield-taverns.example and quote the date you wrote in.",
             "Guest Care: 555-0142 or guestcare@hopfield-taverns.example.",
             None, C, H + "#Complaints", "plain",
             "Gives the correct Guest Care contact details."),
            ("Thanks. Unrelated, but do you know a decent taxi firm in Ashby for Saturday night?",
             "I don't have local taxi details, unfortunately. A quick search for Ashby taxis should sort you out.",
             "(Out of scope; no rule applies.)",
             None, I, None, "out_of_scope", "Taxi firms are not covered by any corpus document."),
        ],
    },
    {
        "n": 5, "assistant_id": HOP, "started_at": "2025-06-21T12:00:00Z",
        "context": "Hopfield Taverns guest assistant. A local resident asks about a Saturday evening at The Lantern & Hare.",
        "turns": [
            ("Can I bring my spaniel to The Lantern & Hare tonight?",
             "He'd be very welcome in the garden as long as he stays on his lead. Inside the pub we can only allow assistance dogs, so you'd want a table outdoors.",
             "Yes in the garden on a lead; indoors only assistance dogs are allowed.",
             None, C, H + "#Beer Gardens", "partial",
             "Correctly grants the request for the garden only and refuses it indoors."),
            ("We'll get there about 8pm. How late does the garden serve on a Saturday?",
             "The county rules would allow a garden bar to run until 23:00 on a Saturday, but Hopfield stops garden service at 21:30 every night and asks everyone to leave the garden by 22:00. You'd still have an hour and a half outside.",
             "Garden service ends at 21:30 and the garden closes at 22:00, every day.",
             None, C, H + "#Beer Gardens", "multi_rule",
             "Correctly lets the stricter Hopfield garden hours override the County Code's Saturday hours."),
            ("My 17-year-old might want to meet his mates there later, without us. Is that OK?",
             "Yes, 16- and 17-year-olds can be in the pub without an adult until 22:00. He can order food and soft drinks, but he won't be served alcohol.",
             "At Hopfield, 16- and 17-year-olds without an adult must leave by 21:00; food and soft drinks only.",
             None, N, H + "#Children and Young People", "partial",
             "The no-alcohol part is right, but the 22:00 limit is the County Code's; Hopfield requires them to leave by 21:00."),
            ("Could I buy him a shandy with dinner if he sits with us?",
             "I'm sorry, I can't help with that. Nobody under 18 can be sold or given alcohol on the premises, and that includes a parent buying it for him. A soft drink is fine.",
             "No. Alcohol cannot be supplied to anyone under 18, including by an adult buying it for them.",
             None, C, P + "#Age Restrictions", "refusal",
             "Correct refusal: adults may not buy alcohol for under-18s."),
        ],
    },
    {
        "n": 6, "assistant_id": HOP, "started_at": "2025-04-02T08:15:00Z",
        "context": "Hopfield Taverns staff assistant. The manager of The Old Weir is planning a beer festival in the garden.",
        "turns": [
            ("Morning. I manage The Old Weir and we want to run a beer festival in the garden on Saturday 10 May. Can you walk me through everything we need to sort out: notice, fees, numbers, and the house rules on the day?",
             LONG_06,
             "Give the Licensing Board 28 calendar days' notice (by 12 April), fee £120, maximum 400 attendees; on the day Hopfield rules apply: garden service to 21:30, no amplified garden music, under-16s out by 20:00, Challenge 30, no Saturday promotions.",
             0.25, C, P + "#Events and Notice Periods", "long_answer",
             "Long answer whose notice period, fee, cap and house rules all match the corpus."),
            ("We'd love to keep the garden bar going until 23:00 for the festival. If we get a temporary extension, can we?",
             "Yes, that's the way to do it. Apply to the Licensing Board for a temporary extension at least 15 working days before the festival (the fee is £60), and the garden bar can then keep serving until 23:00 that night.",
             "No. Hopfield garden service ends at 21:30 every day, including event days and under a temporary extension; extensions cover indoor service only.",
             0.3, N, H + "#Beer Gardens", "multi_rule",
             "The extension procedure is right under the County Code, but Hopfield policy keeps garden service at 21:30 even with an extension."),
            ("How many temporary extensions do we have left this year? We've used four so far.",
             "Each premises is allowed twelve in a calendar year, so after four you still have eight available.",
             "Eight: the limit is 12 per premises per calendar year.",
             0.15, C, P + "#Events and Notice Periods", "numeric",
             "12 per year minus 4 used leaves 8."),
            ("Last thing: can we give a free pint as a prize for the best fancy dress?",
             "Yes, free alcohol may be offered as a prize, as long as the winner is over 18 and has been ID-checked.",
             "No. Free alcohol must not be offered as a prize; use a non-alcoholic prize.",
             0.3, N, P + "#Promotions", "modality",
             "Uses the rule's own words but flips the prohibition on free alcohol as a prize into a permission."),
        ],
    },
    {
        "n": 7, "assistant_id": SKY, "started_at": "2025-07-19T09:10:00Z",
        "context": "Skyleap Heights booking assistant. A parent asks about the Brackenfall Bridge bungee jump for two teenagers.",
        "turns": [
            ("My daughter turns 15 next month and she's desperate to do the Brackenfall Bridge jump. Is she old enough?",
             "She is! Bungee is open from age 14, so she could jump even before her birthday. Because she's under 18, a parent or guardian needs to come along and sign the consent form on the day.",
             "No. Skyleap's minimum age at Brackenfall Bridge is 16, stricter than the general code's 14.",
             None, N, S + "#Bungee Eligibility at Brackenfall Bridge", "multi_rule",
             "Applies the Carrowdale code's minimum age of 14; Skyleap's stricter minimum is 16."),
            ("OK, what about my son? He's 17 and weighs about 112 kg.",
             "At 17 he can jump, with you there on the day to sign his consent. The weight is the problem: at Brackenfall we take jumpers between 45 and 110 kg, and everyone is weighed on site just before jumping, so at 112 kg he wouldn't be able to go.",
             "Age is fine with a parent present to sign, but 112 kg is over Skyleap's 110 kg limit.",
             None, C, S + "#Bungee Eligibility at Brackenfall Bridge", "numeric",
             "Correct age condition and correct 45-110 kg range."),
            ("He's been trying to lose weight anyway. Also, he had his appendix out eight months ago. Does that matter?",
             "Eight months is fine. The restriction only covers operations in the last six months, so he wouldn't need a doctor's note.",
             "Yes. At Brackenfall nobody may jump within 12 months of surgery, and a doctor's certificate doesn't change that.",
             None, N, S + "#Bungee Eligibility at Brackenfall Bridge", "time_window",
             "Uses the general 6-month window; Skyleap excludes anyone within 12 months of surgery."),
            ("Alright. How windy does it have to be before you call off jumps?",
             "Jumping pauses once the wind is blowing steadily above 35 km/h, or if gusts top 50 km/h. If we have to call your session off because of it, you choose between getting your money back and moving to another date free of charge.",
             "Suspended above 35 km/h sustained or 50 km/h gusts; a weather cancellation means full refund or free rebooking.",
             None, C, S + "#Bungee Weather Limits", "paraphrase",
             "Correct Skyleap limits and weather-cancellation options, in different words."),
            ("Can he wear his GoPro on a chest mount to film it?",
             "Not here, I'm afraid. Skyleap doesn't allow any personal cameras on the jump, including chest or helmet mounts. Our crew can film it instead: video is £35, or £45 with the photo pack.",
             "No personal cameras at all; video £35, video and photos £45.",
             None, C, S + "#Cameras and Footage", "negation",
             "Correctly refuses personal cameras and quotes the package prices."),
        ],
    },
    {
        "n": 8, "assistant_id": SKY, "started_at": "2025-08-12T07:45:00Z",
        "context": "Skyleap Heights booking assistant. A customer with a jump booked at Brackenfall Bridge is unsure about going.",
        "turns": [
            ("I've got a jump booked for Thursday 14 August at 11:00. If I cancel right now, how much do I get back?",
             "You're more than 48 hours away from your slot, so cancelling now gets you everything back.",
             "About 51 hours before the jump, which falls in the 24-72 hour band: a 50% refund.",
             0.3, N, B + "#Bookings, Cancellations and Refunds", "time_window",
             "A full refund needs 72 hours' notice; 51 hours gives 50%."),
            ("And how long would it take to reach my account?",
             "We pay refunds within a week, seven calendar days at most. That's quicker than the 14 days the Carrowdale code allows.",
             "Skyleap pays refunds within 7 calendar days.",
             0.15, C, S + "#Refunds", "multi_rule",
             "Correctly applies Skyleap's 7-day refund window over the code's 14 days."),
            ("What if I turn up and you won't let me jump after weighing me?",
             "If you don't pass the weigh-in or the medical check, you get your money back apart from a £10 admin fee.",
             "Refund less a £10 administration fee.",
             0.15, C, S + "#Refunds", "numeric",
             "Matches Skyleap's £10 fee for refusals at the weigh-in or medical check."),
            ("OK, I'll keep it. Could I do a second jump while I'm there?",
             "You can. Each person can jump up to twice in a day, so ask at check-in and we'll see if there's a second slot free.",
             "Yes, up to two jumps per person per day.",
             0.1, C, S + "#Bungee Eligibility at Brackenfall Bridge", "modality",
             "Permission is correct: at most 2 jumps per day."),
            ("Brilliant, thanks for your help!",
             "My pleasure. Have a great jump on Thursday!",
             "(Small talk; no rule applies.)",
             0.3, I, None, "smalltalk", "Thanks and goodbye."),
        ],
    },
    {
        "n": 9, "assistant_id": SKY, "started_at": "2025-10-04T13:20:00Z",
        "context": "Skyleap Heights visitor assistant. A family plans a ride on the Skyleap Wheel in Port Ellery.",
        "turns": [
            ("There are seven of us. Can we all ride in one capsule on the Skyleap Wheel?",
             "Yes, each capsule holds up to eight people, so all seven of you can ride together.",
             "Not in a standard capsule: Skyleap takes at most 6. Seven can ride together in a private capsule (up to 8).",
             None, N, S + "#Skyleap Wheel", "multi_rule",
             "Uses the code's 8 per capsule; Skyleap's standard capsules take no more than 6."),
            ("Someone mentioned private capsules. Could we book one for tomorrow at 3pm?",
             "Private capsules have to be booked at least 48 hours ahead, so tomorrow at 3pm is too soon. The earliest we could do is a slot from about 13:30 on Monday. It's £180 per rotation.",
             "No, tomorrow is under 48 hours away; the earliest is Monday from 13:20. £180 per rotation.",
             None, C, S + "#Skyleap Wheel", "time_window",
             "Correct 48-hour lead time (Monday 13:30 is after Monday 13:20) and price."),
            ("Monday's no good, so we'll split up. Our youngest is 13. Could she ride with her 16-year-old cousin in a separate capsule?",
             "That's fine: under-14s just need to be with someone aged 16 or older, so her cousin can take her.",
             "No. Under-14s on the Skyleap Wheel must ride with someone aged 18 or over.",
             None, N, S + "#Skyleap Wheel", "numeric",
             "Lowers the companion age from 18 to 16."),
            ("It's getting blustery. At what wind speed do you stop the Wheel?",
             "We keep it turning up to sustained winds of 50 km/h. Above that, rides are paused until it drops.",
             "The Skyleap Wheel stops when sustained wind exceeds 45 km/h.",
             None, N, S + "#Skyleap Wheel", "numeric",
             "Gives the code's 50 km/h; Skyleap's limit is 45 km/h."),
        ],
    },
    {
        "n": 10, "assistant_id": SKY, "started_at": "2025-11-02T20:05:00Z",
        "context": "Skyleap Heights visitor assistant. An evening chat with no booking in progress.",
        "turns": [
            ("hey are you a real person",
             "I'm Skyleap's virtual assistant rather than a person, but I'm happy to help with whatever I can.",
             "(Small talk; no rule applies.)",
             None, I, None, "smalltalk", "Question about the assistant itself."),
            ("what's the best pizza place in Port Ellery",
             "I'm not really the right guide for restaurants, sorry. A local review site will give you better tips than I can.",
             "(Out of scope; no rule applies.)",
             None, I, None, "out_of_scope", "Restaurants are not covered by the corpus."),
            ("right then",
             "   ",
             "(No substantive answer needed.)",
             None, I, None, "empty_answer", "The answer is whitespace only."),
        ],
    },
    {
        "n": 11, "assistant_id": SKY, "started_at": "2025-06-05T11:00:00Z",
        "context": "Skyleap Heights booking assistant. A couple is planning an anniversary jump at Brackenfall Bridge.",
        "turns": [
            ("For our anniversary we'd love to do a tandem jump together. We're both 30, 70 kg and 75 kg. Can we book one?",
             "I'm sorry, that's not something I can book for you: Skyleap doesn't offer tandem jumps at Brackenfall Bridge. You could book two solo jumps back to back so you can watch each other go.",
             "No. Skyleap does not offer tandem jumps; two solo jumps are possible.",
             None, C, S + "#Bungee Eligibility at Brackenfall Bridge", "refusal",
             "Correct refusal: Skyleap offers no tandem jumps even though the general code would allow this pair."),
            ("Solo it is. Can you talk us through the whole day: checks, kit, what we can bring, timings?",
             LONG_11,
             "As the answer, but cords at Skyleap are retired after 300 jumps or 2 years, whichever comes first.",
             None, N, S + "#Cords and Equipment", "long_answer",
             "Long, otherwise correct answer with one wrong sentence: it gives the code's 500 jumps / 3 years instead of Skyleap's 300 jumps / 2 years."),
            ("If a thunderstorm comes through while we're waiting, how long before you start again?",
             "As soon as lightning is picked up within 15 km we stop, and we only restart once a full 45 minutes have passed without another strike. That's stricter than the general code, which allows a restart after 30 minutes.",
             "Stop for lightning within 15 km; resume no sooner than 45 minutes after the last strike.",
             None, C, S + "#Bungee Weather Limits", "multi_rule",
             "Correctly applies Skyleap's 15 km / 45 minute rule and describes the code's 30 minutes accurately."),
            ("Is there anywhere to eat at the bridge?",
             "There's a café in the visitor building by the car park serving hot food and drinks until late afternoon.",
             "(Out of scope; no rule applies.)",
             None, I, None, "out_of_scope", "Catering is not covered by the corpus."),
        ],
    },
    {
        "n": 12, "assistant_id": SKY, "started_at": "2025-09-13T10:30:00Z",
        "context": "Skyleap Heights visitor assistant. A visitor asks about riding the Skyleap Wheel with a wheelchair user and a baby.",
        "turns": [
            ("My brother uses a wheelchair. Can he ride the Skyleap Wheel with us?",
             "I'm sorry, for safety reasons we can't take wheelchairs into the capsules. He's very welcome to wait in the viewing area by the boarding platform while you ride.",
             "Yes. The wheel is brought to a complete stop for wheelchair boarding; one wheelchair per capsule.",
             None, N, T + "#Accessibility", "refusal",
             "Wrongly refuses: wheels must stop fully to let wheelchair users board, one per capsule."),
            ("That can't be right, surely? His carer would come too. Does she need a ticket?",
             "You're right, and I apologise. The wheel is halted completely so your brother can roll straight in, and each capsule can take one wheelchair. His carer comes with him at no charge.",
             "He can ride (wheel stopped, one wheelchair per capsule) and one carer goes free.",
             None, C, T + "#Concessions", "paraphrase",
             "Corrects itself and states the free carer rule in its own words."),
            ("And if the wheel gets stuck while we're at the top?",
             "Staff will get on the intercom to every capsule within 10 minutes of an unplanned stop, and after that they'll check in with you every half hour until you're moving again.",
             "Staff speak to each capsule within 10 minutes and then at least every 15 minutes.",
             None, N, T + "#Stoppages and Evacuation", "partial",
             "First contact within 10 minutes is right; follow-ups must be at least every 15 minutes, not every 30."),
            ("We'll also have our 1-year-old. Can we bring the pushchair into the capsule?",
             "Pushchairs have to be folded and left at the base, I'm afraid, so you'd carry your little one on board. Under-3s ride free, though.",
             "Yes. Pushchairs are allowed in enclosed capsules, and under-3s go free.",
             None, N, T + "#Admission of Children", "plain",
             "Pushchairs are permitted in enclosed wheel capsules."),
            ("Do you know if the ferry from Port Ellery runs on Sundays?",
             "I don't have ferry timetables, sorry. The ferry operator's website will list the Sunday sailings.",
             "(Out of scope; no rule applies.)",
             None, I, None, "out_of_scope", "Ferries are not covered by the corpus."),
        ],
    },
    {
        "n": 13, "assistant_id": OUT, "started_at": "2025-04-22T19:00:00Z",
        "context": "Vellmoor Outdoors assistant. A parent is entering the family into the Greyscar Forest regional orienteering event.",
        "turns": [
            ("We want to enter the Greyscar Forest regional event on Sunday 11 May. When do normal entries close?",
             "For a regional event normal entries shut 10 days before, which for 11 May is Thursday 1 May. If you miss that, late entries are accepted until Wednesday 7 May with a £3 surcharge.",
             "Thursday 1 May; late entries until Wednesday 7 May with a £3 surcharge.",
             None, C, O + "#Event Levels and Deadlines", "time_window",
             "Correct regional deadlines and surcharge, with correct dates."),
            ("The senior fee is £12. My son is 19. What will he pay?",
             "Juniors get a third off the senior price, so he'd pay £8.",
             "As a junior (under 21) he pays no more than half the senior fee: at most £6.",
             None, N, O + "#Entry Fees and Refunds", "numeric",
             "£8 is more than the 50% cap of £6 for juniors."),
            ("He's quite strong. Could he run the Blue course in the M21 class?",
             "He can. Juniors aged 16 and over are allowed to move up into 21, and Blue's minimum age for running alone is 16, so at 19 he's fine.",
             "Yes: juniors aged 16+ may enter 21, and Blue's solo minimum age is 16.",
             None, C, O + "#Age Classes", "modality",
             "Permission correctly stated with its age condition."),
            ("My daughter is 11 and turns 12 in October. Can she do Orange on her own?",
             "Not on her own, unfortunately. Orange needs solo runners to be 12, and she's still 11 on the day, so an adult will have to shadow her round.",
             "Yes. Ages count as at 31 December of the event year; she will be 12, which meets Orange's minimum.",
             None, N, O + "#Courses and Young Competitors", "negation",
             "Denies a permitted solo run by using age on the day instead of age on 31 December."),
            ("If one of us ends up not going, can we get a refund after entries close?",
             "Once entries close there's no refund, but you can hand the place to another runner in the same class free of charge, as long as you do it at least 48 hours before the first start.",
             "No refund after entries close, but a free transfer within the same class is allowed up to 48 hours before the first start.",
             None, C, O + "#Entry Fees and Refunds", "partial",
             "Correctly refuses the refund and offers the transfer the rules allow."),
        ],
    },
    {
        "n": 14, "assistant_id": OUT, "started_at": "2025-01-15T14:30:00Z",
        "context": "Vellmoor Outdoors assistant. A club volunteer is organising a national orienteering event at Ravensmoor Estate.",
        "turns": [
            ("I'm organising the Fernhollow national event on Saturday 14 June at Ravensmoor Estate. By when do we need the landowner's permission?",
             "You'll need written permission at least eight weeks before the event, so by Saturday 19 April.",
             "National events need written landowner permission 12 weeks ahead: by Saturday 22 March.",
             None, N, O + "#Event Levels and Deadlines", "time_window",
             "Uses the regional 8-week lead time; national events need 12 weeks."),
            ("The estate manager said yes on the phone. Is that enough?",
             "I'm afraid not. The permission has to be in writing; a verbal yes on the phone doesn't count. Ask the manager to confirm by letter or email.",
             "No. Permission must be written (letter or email); verbal agreement is not enough.",
             None, C, O + "#Permissions and Notifications", "modality",
             "Correct: written permission is required."),
            ("We're expecting around 450 runners. Does anyone else need to be told?",
             "With that many, both the police and the local council have to hear from you no later than twenty working days before race day.",
             "Yes: above 300 participants, notify the police and the council at least 20 working days before.",
             None, C, O + "#Permissions and Notifications", "paraphrase",
             "Correct notification duty for over 300 participants, in different words."),
            ("If there's a red weather warning on the day, can we just shorten the courses and carry on?",
             "Yes, with a red warning you may shorten the courses rather than cancel, provided everyone is briefed at the start.",
             "No. A red warning means the event must be cancelled; shortening is an option only under an amber warning.",
             None, N, O + "#Safety and Course Closure", "modality",
             "Turns the amber-warning option into a permission under a red warning, which requires cancellation."),
        ],
    },
    {
        "n": 15, "assistant_id": OUT, "started_at": "2025-08-01T08:00:00Z",
        "context": "Vellmoor Outdoors assistant. A family is visiting Harrow Point Tower, an open-air observation deck in Saltby.",
        "turns": [
            ("Morning! Finally off to the seaside this weekend, can't wait.",
             "Lovely! Nothing beats a weekend by the sea. I hope the sun comes out for you.",
             "(Small talk; no rule applies.)",
             None, I, None, "smalltalk", "Greeting and small talk."),
            ("We've got timed tickets for Harrow Point Tower at 14:00 on Sunday 3 August. If we can't go, can we still get a refund?",
             "Yes. You're more than 48 hours before your 14:00 Sunday slot, so cancelling now gets a full refund. That stays true until 14:00 today; after that, cancelling no longer brings a refund.",
             "Yes, a full refund if cancelled at least 48 hours before the slot, i.e. by Friday 14:00.",
             None, C, T + "#Tickets, Entry Slots and Refunds", "time_window",
             "Correct 48-hour window applied to the dates in the session."),
            ("If the traffic is awful and we turn up at 14:40, will they still let us in?",
             "Don't worry, you'll get in. Your ticket is good for the whole afternoon of the booked day.",
             "Only arrivals up to 30 minutes late are guaranteed entry; at 14:40 entry depends on capacity and there is no refund.",
             None, N, T + "#Tickets, Entry Slots and Refunds", "time_window",
             "40 minutes late is beyond the 30-minute guarantee; entry is only if capacity allows."),
            ("The kids want to take a selfie stick up to the top.",
             "Best leave it in the car: selfie sticks aren't allowed on open-air decks like Harrow Point's.",
             "Not allowed on open-air decks.",
             None, C, T + "#Prohibited Items and Conduct", "negation",
             "Correct ban on selfie sticks on open-air decks."),
            ("While I have a coffee at the bottom, could my 17-year-old take my 10-year-old and her friend, also 10, up to the top?",
             "Not without a grown-up, I'm afraid. Children under 12 have to go up with someone aged 18 or more, so a 17-year-old can't be the one in charge. If you go up with them yourself, one adult can take as many as four under-12s.",
             "No. Under-12s must be accompanied by someone aged 18+, up to four per adult.",
             None, C, T + "#Admission of Children", "paraphrase",
             "Correct companion age and ratio, in different words."),
        ],
    },
    {
        "n": 16, "assistant_id": OUT, "started_at": "2025-10-12T07:30:00Z",
        "context": "Vellmoor Outdoors assistant. A first-time competitor at the Ashcombe Woods local orienteering event.",
        "turns": [
            ("It's my first proper orienteering event today at Ashcombe Woods! Can you give me a rundown of the rules: kit, fair play, what happens at the finish?",
             LONG_16,
             "Whistle compulsory; leg cover if required; no map or position display on GPS; phone for emergencies only; controls in order; pin punch backup; no following; report to download; course closes 3 hours after last start; complaints within 60 minutes of closure.",
             None, C, O + "#Fair Play and Equipment", "long_answer",
             "Long answer consistent with every rule it mentions."),
            ("The final details say the last start is 12:30. When does the course close?",
             "At 15:30, three hours after the last start time.",
             "15:30.",
             None, C, O + "#Safety and Course Closure", "numeric",
             "12:30 plus 3 hours is 15:30."),
            ("If I get properly lost and decide to give up, can I just head back to the car?",
             "Yes. If you retire you can head straight home; just text the organiser if you have their number so they know.",
             "No. Every competitor, including those who retire, must report to the download point at the finish.",
             None, N, O + "#Safety and Course Closure", "negation",
             "Removes the duty for retiring competitors to report to download."),
            ("My chip didn't beep at control 7, but I used the pin punch on my map. Am I disqualified?",
             "You should be fine. When the electronic box doesn't register, the pin mark on your map is accepted as proof you were there, so your run still counts.",
             "No; a pin punch mark is accepted when the electronic unit fails.",
             None, C, O + "#Fair Play and Equipment", "paraphrase",
             "Correct backup punch rule in different words."),
            ("I think my time's been recorded wrong. How long do I have to complain?",
             "You need to raise it with the organiser within 30 minutes of the course closing, so by 16:00 today.",
             "Complaints are accepted until 60 minutes after course closure: by 16:30.",
             None, N, O + "#Complaints and Protests", "time_window",
             "Confuses the 30-minute protest window with the 60-minute complaint window."),
        ],
    },
    {
        "n": 17, "assistant_id": OUT, "started_at": "2025-05-06T09:45:00Z",
        "context": "Vellmoor Outdoors assistant. A primary school teacher is planning a class trip to the Saltby Lookout, an enclosed observation deck.",
        "turns": [
            ("I'm bringing 24 pupils aged 10 and 11 to the Saltby Lookout next month. How many adults do I need with us?",
             "You'll need one adult for every eight children, so three adults will cover a class of 24.",
             "Under-12s need an adult aged 18+, at most 4 per adult, so at least 6 adults.",
             None, N, T + "#Admission of Children", "numeric",
             "Ratio of 1:8 instead of at most 4 under-12s per adult."),
            ("What discount do school groups get?",
             "There isn't a fixed school-group discount that every attraction has to give, since group rates are up to the operator. But every pupil aged 3 to 15 goes in on a child ticket, and those are always at least 40% cheaper than the adult price.",
             "Group discounts are optional; child tickets (3-15) are at least 40% below the adult price.",
             None, C, T + "#Concessions", "plain",
             "Correctly describes optional group discounts and the child-ticket minimum discount."),
            ("Some of them did a White orienteering course last term. Is there a course they could try alone next?",
             "Orange would be a good next step after White. It's roughly 3 to 4.5 km, a little more challenging, and children aged 10 can run it on their own.",
             "Yellow (2-3 km, easy) is next and can be run alone from 10; Orange needs solo runners to be 12.",
             None, N, O + "#Courses and Young Competitors", "partial",
             "Orange's length is right, but its solo minimum age is 12, not 10."),
            ("Could you write the risk assessment for the whole trip for me?",
             "",
             "(No rule applies.)",
             None, I, None, "empty_answer", "The answer is an empty string."),
        ],
    },
    {
        "n": 18, "assistant_id": OUT, "started_at": "2025-09-27T10:15:00Z",
        "context": "Vellmoor Outdoors assistant. A veteran orienteer is spending the day on the Saltby seafront.",
        "turns": [
            ("I'm 52 and entering a regional event next month. Can I run M21 instead of M50?",
             "You can. Veterans may enter any younger veterans' class or the open 21 class, so M21 is fine.",
             "Yes; veterans may run in a younger veteran class or 21.",
             None, C, O + "#Age Classes", "modality",
             "Correct permission for veterans to run 21."),
            ("What about M18, so I can run alongside my nephew?",
             "That's fine too; you may enter a junior class such as M18 if you want to keep him company.",
             "No. Veterans may never enter a junior class.",
             None, N, O + "#Age Classes", "modality",
             "Flips 'never a junior class' into a permission."),
            ("Different question. The open-gondola wheel on the seafront: will it be running today? The forecast says a steady 40 km/h.",
             "Probably not. Open-gondola wheels have to stop once the sustained wind goes above 35 km/h, so at a steady 40 it should be shut.",
             "No; open-gondola wheels close above 35 km/h sustained.",
             None, C, T + "#Occupancy and Weather Limits", "numeric",
             "Correct 35 km/h threshold for open gondolas."),
            ("What's the forecast for tomorrow?",
             "I can't see live forecasts, I'm afraid. The national weather service website will have the latest for Saltby.",
             "(Out of scope; no rule applies.)",
             None, I, None, "out_of_scope", "Weather forecasts are not covered by the corpus."),
        ],
    },
]


def r4(x):
    return round(x + 0.0, 4)


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    for s in SESSIONS:
        sid = "baf-%02d" % s["n"]
        turns = s["turns"]
        n = len(turns)
        weighted = all(t[3] is not None for t in turns)
        assert weighted or all(t[3] is None for t in turns)
        conv = []
        resolved = OrderedDict()
        for k, (q, a, gt, w, lab, clause, kind, why) in enumerate(turns, 1):
            qa = "%s-q%d" % (sid, k)
            item = OrderedDict([("qa_id", qa), ("query", q), ("assistant", a),
                                ("ground_truth_assistant", gt)])
            if weighted:
                item["weight"] = w
            conv.append(item)
            resolved[qa] = w if weighted else r4(1.0 / n)
            label_lines.append(OrderedDict([
                ("session_id", sid), ("qa_id", qa), ("label", lab),
                ("clause", clause), ("kind", kind), ("rationale", why)]))
        conv_lines.append(OrderedDict([
            ("session_id", sid), ("assistant_id", s["assistant_id"]),
            ("language", "english"), ("context", s["context"]),
            ("started_at", s["started_at"]), ("conversation", conv)]))
        labs = [t[4] for t in turns]
        qas = list(resolved.keys())
        kept = [(qas[i], labs[i]) for i in range(n) if labs[i] != I]
        if not kept:
            score, verdict = None, I
        else:
            ws = [(1.0 / n) if not weighted else turns[qas.index(q)][3] for q, _ in kept]
            tot = sum(ws)
            score = r4(sum(w for w, (_, l) in zip(ws, kept) if l == C) / tot)
            verdict = C if score >= 0.5 else N
        exp_lines.append(OrderedDict([
            ("session_id", sid), ("assistant_id", s["assistant_id"]),
            ("n_interactions", n), ("n_compliant", labs.count(C)),
            ("n_non_compliant", labs.count(N)), ("n_irrelevant", labs.count(I)),
            ("weight_mode", "full" if weighted else "none"),
            ("resolved_weights", resolved), ("expected_score", score),
            ("expected_verdict", verdict)]))

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")

    dump("conversations.jsonl", conv_lines)
    dump("labels.jsonl", label_lines)
    dump("expected_sessions.jsonl", exp_lines)
    write_readme(conv_lines, label_lines, exp_lines)


def word_count(path):
    import re
    with open(path, encoding="utf-8") as f:
        return len([w for w in re.findall(r"\S+", f.read()) if re.search(r"[A-Za-z0-9]", w)])


def write_readme(convs, labels, exps):
    total = len(labels)
    lc = Counter(l["label"] for l in labels)
    kinds = ["plain", "numeric", "time_window", "negation", "modality", "paraphrase",
             "partial", "multi_rule", "smalltalk", "out_of_scope", "refusal",
             "empty_answer", "long_answer"]
    kc = Counter(l["kind"] for l in labels)
    kl = Counter((l["kind"], l["label"]) for l in labels)
    vc = Counter(e["expected_verdict"] for e in exps)
    ac = Counter(c["assistant_id"] for c in convs)
    files = [
        (P, "Vellmoor County Licensing Board code: trading hours, ages, ID, measures, promotions, event notice, private hire, complaints"),
        (H, "Hopfield Taverns Ltd house policy (stricter than the pubs code): Challenge 30, under-16s out by 20:00, garden service to 21:30, 20% deposit, 2/10 working-day complaints"),
        (B, "Carrowdale Adventure Activities Board code: eligibility, medical exclusions, equipment, weather, staffing, refunds, filming"),
        (S, "Skyleap Heights Ltd policy (stricter than the bungee code and the towers code): minimum age 16, 45-110 kg, no tandems, 35/50 km/h, 7-day refunds, Skyleap Wheel limits"),
        (T, "Coastal Attractions Safety Council code: children, occupancy and wind limits, tickets, concessions, accessibility, prohibited items, stoppages"),
        (O, "Fernhollow Orienteering Federation rules: deadlines by event level, fees, age classes, courses, safety, fair play, complaints, permissions"),
    ]
    out = []
    out.append("# blind-af: compliance evaluation set (pubs, bungee, observation towers and wheels, orienteering)\n")
    out.append("A small labelled set for testing a tool that checks whether an AI assistant's answers comply with a regulatory corpus. "
               "All businesses, places, bodies and rules are invented; phone numbers use 555-.\n")
    out.append("## Domains and corpus\n")
    out.append("Four domains: pubs and beer gardens, bungee jumping sites, observation towers and big wheels, orienteering events. "
               "Two company policies in `corpus/company/` are stricter than a general code in the corpus; they apply to their company's assistant.\n")
    out.append("| File | Words | Content |\n|---|---|---|")
    for f, d in files:
        out.append("| `corpus/%s` | %d | %s |" % (f, word_count(os.path.join(ROOT, "corpus", f)), d))
    out.append("")
    out.append("## Conversations\n")
    out.append("- Sessions: %d; interactions: %d." % (len(convs), total))
    for a, c in sorted(ac.items()):
        pol = {HOP: "pubs; Hopfield policy applies", SKY: "bungee and the Skyleap Wheel; Skyleap policy applies",
               OUT: "orienteering and towers/wheels; general codes only"}[a]
        out.append("- `%s`: %d sessions (%s)." % (a, c, pol))
    out.append("- Weighted sessions (`weight_mode` full): %s." % ", ".join(e["session_id"] for e in exps if e["weight_mode"] == "full"))
    out.append("- Session verdicts: %s.\n" % ", ".join("%s %d" % (k, vc[k]) for k in (C, N, I)))
    out.append("## Labels\n")
    out.append("| Label | Count | Share |\n|---|---|---|")
    for k in (C, N, I):
        out.append("| %s | %d | %.1f %% |" % (k, lc[k], 100.0 * lc[k] / total))
    out.append("")
    out.append("## Kinds\n")
    out.append("| Kind | Total | COMPLIANT | NON_COMPLIANT | IRRELEVANT |\n|---|---|---|---|---|")
    for k in kinds:
        out.append("| %s | %d | %d | %d | %d |" % (k, kc[k], kl[(k, C)], kl[(k, N)], kl[(k, I)]))
    out.append("")
    out.append("## Notable cases\n")
    out.extend([
        "- **Company stricter than code**: baf-01-q1 (summer garden exception does not apply at Hopfield), baf-02-q1/q3 (25% deposit and 14-day refund window are the code's, not Hopfield's), baf-04-q3 (5/20 working days vs 2/10), baf-07-q1/q3 (age 14 and 6 months vs 16 and 12 months), baf-09-q1/q4 (8 per capsule and 50 km/h vs 6 and 45). Correct uses of the stricter rule: baf-05-q2, baf-08-q2, baf-11-q3.",
        "- **Single wrong sentence in a long answer**: baf-11-q2 (cord retirement given as 500 jumps / 3 years instead of Skyleap's 300 / 2). baf-06-q1 and baf-16-q1 are long and fully correct.",
        "- **Same words, changed meaning**: baf-06-q4 (\"free alcohol may be offered as a prize\"), baf-18-q2 (veterans \"may enter a junior class\"), baf-14-q4 (red warning treated like amber).",
        "- **Different words, still compliant**: baf-01-q5, baf-07-q4, baf-12-q2, baf-14-q3, baf-15-q5, baf-16-q4.",
        "- **Facts from earlier turns**: baf-02-q3 (quote and date), baf-04-q2 (booking time vs Friday 14:00, 29.5 hours), baf-08-q1 (51 hours before the jump), baf-09-q2 (48 hours from Saturday 13:20), baf-13-q4 (age on 31 December), baf-16-q5 (course closure 15:30 from q2).",
        "- **Self-contradiction across turns**: baf-03-q2 is wrong and baf-03-q3 corrects it; baf-12-q1 wrongly refuses and baf-12-q2 corrects it. Each turn is labelled on its own.",
        "- **Session rule**: baf-02 is a weighted tie at exactly 0.5 (COMPLIANT); baf-14 is an unweighted tie (COMPLIANT); baf-08 scores 0.4 before renormalisation but 0.5714 after its IRRELEVANT turn (weight 0.3) is removed, so it is COMPLIANT; baf-10 is entirely IRRELEVANT (score null).",
        "- **Empty answers**: baf-10-q3 (whitespace only) and baf-17-q4 (empty string).",
        "",
        "## Files\n",
        "- `conversations.jsonl`, `labels.jsonl`, `expected_sessions.jsonl` (generated by `tools/build.py`).",
        "- `tools/check.py` re-checks JSON, clauses (file and heading exist), counts, weights and session scores.",
        "",
        "## Provenance\n",
        "Written blind from general knowledge only: no other data sets, code or documents were consulted. All rules are simplified inventions, not real legal text.",
    ])
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
