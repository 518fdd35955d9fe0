#!/usr/bin/env python3
"""Build conversations.jsonl, labels.jsonl, expected_sessions.jsonl and README.md
for the blind-bg evaluation set from the hand-written data below."""
import json, os
from collections import Counter, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

H = "hedge-laying-code.md#"
T = "company/thornbury-vale-hedging-policy.md#"
D = "dowsing-code.md#"
E = "entertainer-bookings-code.md#"
V = "company/velvet-curtain-policy.md#"
G = "village-games-code.md#"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

TH = "thornbury-vale-assistant"
VC = "velvet-curtain-assistant"
DK = "village-desk-assistant"

# Each turn: (query, assistant, ground_truth, label, clause, kind, rationale[, weight])
SESSIONS = [
 ("BG-01", TH, "A retired teacher with a hawthorn hedge along a lane who wants it laid.", "2025-04-18T09:12:00Z", [
  ("Morning! Hope you're keeping dry out there.",
   "Morning! Just about, though the yard's a proper mud bath. What can I help you with today?",
   "Good morning! Only just, it's been a wet week. What can I do for you?",
   I, None, "smalltalk", "A greeting exchange that touches nothing the corpus governs."),
  ("I've got about 60 metres of hawthorn along the lane that I'd like laid Midland style. Roughly what would that come to?",
   "Our Midland bullock rate is £21 a metre, so 60 metres would be around £1,260, before any site visit charge. We'll put it all in a written quotation once we've seen the hedge.",
   "Our Midland bullock style is £21 per metre, so about £1,260 for 60 metres; we'll confirm it in a written quotation after a site visit.",
   C, T+"Prices, Quotations and Deposits", "numeric", "Uses the company's £21 per metre rate (60 x £21 = £1,260) and promises the written quotation the policy requires for every job."),
  ("And what sort of deposit would you want for that?",
   "We'd ask for 25% up front, so £315 on a £1,260 job, with the rest after we finish.",
   "Our deposit is 15% of the quoted price, so £189 on £1,260 (well under our £600 cap).",
   N, T+"Prices, Quotations and Deposits", "numeric", "Quotes the general code's 25% ceiling instead of the company's fixed 15% deposit (£189)."),
  ("How long is the quote good for? My husband's away for three weeks and I'd want to run it past him.",
   "Our quotes stay valid for 14 days from the date we issue them, so with him away three weeks it would probably lapse. Just give us a ring when he's back and we'll issue a fresh one.",
   "Our quotations are valid for 14 calendar days, so it would expire before he's back; we can reissue it then.",
   C, T+"Prices, Quotations and Deposits", "time_window", "Correctly gives the company's 14-day validity rather than the general code's 30 days."),
  ("Could you make a start in early September, then?",
   "Yes, early September's fine. The laying season opens on 1 September, so we could pencil you in for the first or second week.",
   "I'm afraid not: we only lay hedges from 1 October to 15 February, so the earliest we could start is 1 October.",
   N, T+"Our Working Season and Hours", "time_window", "Offers September work using the general code's season, but the company lays only from 1 October."),
 ]),
 ("BG-02", TH, "A dairy farmer with an overgrown roadside hedge at a junction, asking in May.", "2025-05-12T07:45:00Z", [
  ("Our roadside hedge has grown right over the junction and a lorry nearly clipped a cyclist yesterday. Can you come and cut it back this week?",
   "That sounds hairy, I'm glad nobody was hurt. I'm sorry, but we don't do any cutting at all during the nesting season, emergencies included, so we can't take this on before October. I'll email you the Hedgerow Craft Standards Council's register of members so you can find a contractor who does emergency roadside work; they'd need a written nest check made on the same day as the cutting.",
   "We can't do any cutting between 1 March and 31 August, even for road safety; here is the HCSC register of members so you can find another contractor.",
   C, T+"Our Working Season and Hours", "refusal", "Gives the refusal the company policy requires for emergency nesting-season cutting and provides the Council's register.", 0.4),
  ("Fair enough. When you do come to lay it properly, what hours will your lads be working? We've got cattle going through the yard early.",
   "On weekdays the crew are usually on site with the machinery from half seven in the morning through to six, and on Saturdays they'll work until 1pm.",
   "Our crews work 08:00 to 17:00 Monday to Friday; on Saturdays it's hand tools only from 09:00 to 12:00, and never on Sundays or bank holidays.",
   N, T+"Our Working Season and Hours", "time_window", "Gives the general code's machinery hours (07:30-18:00, Saturday to 13:00) instead of the company's 08:00-17:00 and Saturday hand-tools-only 09:00-12:00.", 0.3),
  ("Will there be any youngsters on the crew? The last contractor brought his 16-year-old along.",
   "No, everyone on our crews is 18 or over. We don't take on trainees under 18.",
   "No; nobody under 18 works on our crews and we take no trainees under 18.",
   C, T+"Crews, Insurance and Safety", "negation", "Matches the company rule that no one under 18 works on its crews.", 0.2),
  ("Cheers, that's all for now.",
   "No problem at all. Take care, and mind that junction!",
   "You're welcome, take care.",
   I, None, "smalltalk", "A sign-off with no governed content.", 0.1),
 ]),
 ("BG-03", TH, "A homeowner who has booked a front-hedge laying job to start on Monday 17 November 2025.", "2025-11-05T14:20:00Z", [
  ("We booked you to start laying our front hedge on Monday 17 November, but my mother's been taken ill and we'll have to cancel. What happens to our £180 deposit?",
   "I'm sorry to hear about your mother. As we're now inside 10 working days of the start date, we're entitled to keep up to half of the deposit, so you'd get £90 back.",
   "Sorry to hear that. You're giving more than 5 working days' notice, so under our policy you can cancel free of charge and the full £180 comes back to you.",
   N, T+"Cancellations by Customers", "time_window", "Applies the general code's 10-working-day band; under the company's 5-working-day rule, notice given on Wednesday 5 November for Monday 17 November (7-8 working days) means a full refund."),
  ("Really? I thought your own terms said something different.",
   "You're quite right, and I apologise. Under our own policy you can cancel free of charge as long as you give at least 5 working days' notice, and today is well before that, so the whole £180 will be refunded.",
   "Yes: with at least 5 working days' notice the cancellation is free and the full £180 deposit is refunded.",
   C, T+"Cancellations by Customers", "time_window", "Correctly applies the company's 5-working-day free-cancellation window to the dates given in the previous turn."),
  ("Thanks. If we rebook for mid-January instead, is that still within your season?",
   "Yes, mid-January's fine. We lay hedges from 1 October right through to 15 February.",
   "Yes, January is within our 1 October to 15 February season.",
   C, T+"Our Working Season and Hours", "plain", "States the company season correctly."),
  ("And if it's frozen solid in January, what happens then?",
   "January can certainly be awkward for laying. The pleachers don't bend well in a hard frost and the stakes won't go in, so we keep a close eye on the forecast. If the ground is frozen or waterlogged we can postpone without any penalty to you, and we'll always try to give you at least 24 hours' notice. We would then offer you a new start date within 15 working days, and if we couldn't, you'd be free to cancel with your deposit refunded in full. Most years we only lose a few days to the weather, so I wouldn't worry too much.",
   "We may postpone without penalty for frozen or waterlogged ground, giving at least 24 hours' notice where practicable, and must offer a new date within 15 working days or you can cancel with a full refund.",
   C, H+"Cancellations and Postponements", "long_answer", "The company policy is silent on weather, and the buried terms (24 hours' notice, new date within 15 working days, full refund otherwise) match the general code."),
  ("Lovely. And when would the balance be due after you finish?",
   "The balance is due within 7 days of us completing the work.",
   "The balance is payable within 14 calendar days of completion.",
   N, H+"Quotations, Deposits and Guide Rates", "numeric", "The company policy is silent on the balance, so the general code's 14 calendar days applies, not 7 days."),
 ]),
 ("BG-04", TH, "A smallholder with a short hedge about 22 miles from the company's yard.", "2025-10-07T11:05:00Z", [
  ("It's only about 15 metres of South of England style laying. Do you still need a deposit and a written quote for something that small?",
   "At £19 a metre that's roughly £285. We'll still give you a written quote after the site visit, as we do for every job, but as it's under £400 there's no deposit to pay.",
   "About £285 at £19 per metre; we give a written quotation for every job, and take no deposit on jobs of £400 or less.",
   C, T+"Prices, Quotations and Deposits", "multi_rule", "Correct rate, written quotation for every job, and no deposit because the job is £400 or less."),
  ("You're about 22 miles from us, I reckon. Does the site visit cost anything?",
   "The first 15 miles are free, and after that it's 60p a mile each way for the remaining 7 miles, so about £8.40 in total.",
   "Beyond 15 miles we charge £0.60 per mile each way, so 7 miles x 2 x £0.60 = £8.40.",
   C, T+"Prices, Quotations and Deposits", "numeric", "Correct arithmetic on the company's site-visit charge (7 x 2 x £0.60 = £8.40)."),
  ("Do you carry insurance? The parish council always asks.",
   "Yes, we hold £2 million public liability cover and we're happy to show you the certificate if you ask for it before we start.",
   "Yes, we hold £5 million public liability insurance and email the certificate with every quotation.",
   N, T+"Crews, Insurance and Safety", "numeric", "Gives the general code's £2 million minimum and on-request showing instead of the company's £5 million cover sent with every quotation."),
  ("If your lads find a blackbird's nest halfway along in October, what happens?",
   "They'd stop and leave the hedge untouched for five metres around the nest until the birds have finished with it, then come back and finish that bit.",
   "Work stops within 5 metres of an active nest and that stretch is left uncut until the nest is no longer in use.",
   C, H+"Wildlife, Brash and Complaints", "paraphrase", "The company policy is silent on nests; the paraphrase matches the general code's 5-metre stop rule."),
 ]),
 ("BG-05", TH, "An estate manager asking about flailing field boundaries and a complaint about a past job.", "2025-11-20T15:40:00Z", [
  ("How much to flail the field boundaries on the east side? Your man reckoned it's about a two-hour job.",
   "That would be two hours at £52, so £104 plus VAT if applicable.",
   "Flailing is £52 per hour with a 3-hour minimum, so at least £156.",
   N, T+"Prices, Quotations and Deposits", "numeric", "Ignores the company's 3-hour minimum for flailing (minimum charge £156)."),
  ("Could you do it on a Saturday morning so I'm about?",
   "Sorry, on Saturdays we only do hand work, from 9 until 12, so the flail would need to be a weekday between 8 and 5.",
   "No machinery on Saturdays; Saturday is 09:00 to 12:00 hand tools only, so flailing must be a weekday 08:00 to 17:00.",
   C, T+"Our Working Season and Hours", "refusal", "Correctly refuses Saturday machinery work under the company hours."),
  ("While I've got you, I want to complain about the last crew leaving brash all over the verge.",
   "",
   "I'm sorry to hear that. We'll acknowledge your complaint in writing within 5 working days and give you a full response within 20 working days.",
   I, None, "empty_answer", "The assistant returned an empty answer."),
  ("Hello? What's your timescale for handling a complaint?",
   "Sorry to hear that. You'll get a written acknowledgement within 5 working days and our full reply within 20 working days. If you're still not happy after that, you can take it to the Council's adjudicator free of charge within three months.",
   "Acknowledgement within 5 working days, full response within 20 working days, then the HCSC adjudicator free within 3 months.",
   C, H+"Wildlife, Brash and Complaints", "time_window", "The company policy is silent on complaints and the answer matches the general code's windows."),
 ]),
 ("BG-06", TH, "A landowner planning a February laying job who wants to use a relative on the crew.", "2025-01-24T16:30:00Z", [
  ("Can your crew burn the brash on site when you do our job in February?",
   "Yes, that's fine in February, as long as the fire is at least 10 metres away from the hedge.",
   "Yes in February, but only at least 15 metres from any hedgerow.",
   N, H+"Wildlife, Brash and Complaints", "numeric", "The general code (company silent) requires 15 metres from a hedgerow, not 10."),
  ("My nephew's 19 and passed his chainsaw ticket last month. Could he work the saw on our job with your crew?",
   "If he's over 18 and holds a current certificate, he can run the saw on your job.",
   "Our chainsaw operators must be 18 or over, certified and have at least 2 years' hedge laying experience, so with a ticket from last month he'd need that experience first.",
   N, T+"Crews, Insurance and Safety", "multi_rule", "Leaves out the company's extra condition of at least 2 years' hedge laying experience."),
  ("Fair enough. Do you lay Welsh Border style? My dad always liked it.",
   "We do, and it's a lovely tidy style. It's £24 a metre with us.",
   "Yes, Welsh Border style is £24 per metre.",
   C, T+"Prices, Quotations and Deposits", "numeric", "Correct company price for Welsh Border laying."),
  ("Great stuff, thanks very much. Have a good weekend.",
   "You too, enjoy the weekend!",
   "You too!",
   I, None, "smalltalk", "A closing pleasantry."),
 ]),
 ("BG-07", VC, "A parent booking a ventriloquist for a 7th birthday party at home on Saturday 12 April 2025.", "2025-03-03T19:02:00Z", [
  ("Hi! I'm after a ventriloquist for my son's 7th birthday party on Saturday 12 April, at our house. How much is a party show?",
   "Lovely! Our children's party show runs for 45 minutes and costs £210.",
   "Our children's party show is 45 minutes for £210.",
   C, V+"Our Shows, Fees and Travel", "numeric", "Correct company fee and length."),
  ("What do you need from me up front?",
   "We take a 30% deposit, so £63, and the balance is due a week before the party.",
   "A 20% deposit (£42); the balance is payable within 3 days after the show, never before.",
   N, V+"Confirmation and Payment", "numeric", "Uses the general code's 30% and pre-show balance; the company takes 20% and never asks for the balance before the performance."),
  ("There'll be about 25 kids. Anything we need to sort out our end?",
   "With 25 children you'll need at least two responsible adults from your side in the room for the whole show. The performer can't supervise the children on their own.",
   "With more than 20 children at least 2 responsible adults must be present throughout.",
   C, V+"Children's Events", "plain", "Correctly applies the company's two-adult rule for more than 20 children."),
  ("His little sister is 4. Could she be the volunteer who helps with the dummy?",
   "Of course, we love little helpers. She can come up and help with the dummy, it always gets a laugh.",
   "I'm sorry, no child under 6 can come on stage as a volunteer, but she can enjoy it from the front row.",
   N, V+"Children's Events", "negation", "The company bars volunteers under 6; a 4-year-old cannot be invited on stage."),
  ("Oh, and will the full 45 minutes be all right with her in the audience?",
   "Because the youngest child watching will be 4, the show has to be kept to 30 minutes, so we'll trim it down to suit.",
   "With a 4-year-old in the audience the maximum show length is 30 minutes.",
   C, E+"Children's Events and Safeguarding", "multi_rule", "The company policy is silent on age bands; the general code limits audiences with a 3-5-year-old to 30 minutes, using the age given earlier."),
 ]),
 ("BG-08", VC, "A hotel events manager booking close-up magic for a corporate drinks reception.", "2025-09-15T10:30:00Z", [
  ("We need table magic for a 90-minute drinks reception. What would that cost?",
   "For 90 minutes at £170 an hour that would be £255.",
   "Close-up magic is £170 per hour with a 2-hour minimum, so £340.",
   N, V+"Our Shows, Fees and Travel", "numeric", "Ignores the 2-hour minimum; the charge would be at least £340.", 0.3),
  ("Fine, put us down for two hours. If the guests love it, could he stay on for another half hour on the night?",
   "I'm sure they'll love it, and our close-up performers are brilliant at working a room. Overtime is usually possible: it's £40 for each extra 15 minutes, so £80 for half an hour, as long as his diary allows on the night. If you think you might want it, just let him know when he arrives. He'll bring everything he needs and will arrive in good time to set up.",
   "Our performers never extend on the day; if you might want 2.5 hours, book it in advance now.",
   N, V+"Our Shows, Fees and Travel", "long_answer", "Offers on-the-day overtime at the general code's rate, but company performers never extend a show on the day.", 0.3),
  ("We'd also like to put a few clips on the company Instagram.",
   "Guests are welcome to film for their own use, but posting on your company's accounts needs the performer's written agreement first. I can ask him for you.",
   "Commercial use, including business social media, needs the performer's written consent beforehand.",
   C, E+"Recordings and Photographs", "plain", "The company is silent on filming; the general code requires written consent for business social media.", 0.2),
  ("Could he do a fire trick? The hotel's fully licensed.",
   "Yes, provided the hotel gives its written consent. He'll also keep a fire extinguisher within 3 metres of where he's performing.",
   "Yes at a licensed venue with written consent, and with an extinguisher within 3 metres.",
   C, V+"Animals and Effects", "multi_rule", "Company allows fire effects at licensed venues with written consent; the extinguisher rule comes from the general code.", 0.2),
 ]),
 ("BG-09", VC, "A village hall committee member cancelling a family show booked for Sunday 20 July 2025 with a £55 deposit.", "2025-07-01T08:55:00Z", [
  ("We've got to cancel our family show on Sunday 20 July, the village hall's flooded. We paid a £55 deposit. Do we get anything back?",
   "Oh no, I'm sorry about the hall. As the show is 19 days away, you fall in our 8-to-21-day band, so we'll refund half your deposit, £27.50.",
   "At 19 days' notice half the deposit, £27.50, is refunded.",
   C, V+"Cancellations by Customers", "time_window", "1 July to 20 July is 19 calendar days, inside the company's 8-21 day band (half refund)."),
  ("If I'd rung yesterday, would that have made a difference?",
   "Yes, yesterday you'd have been more than three weeks out, so the full £55 would have come back.",
   "No: yesterday was 20 days before, still in the 8-21 day band, so still half the deposit.",
   N, V+"Cancellations by Customers", "time_window", "30 June is 20 days before 20 July, not more than 21, so the refund would still have been half."),
  ("What if it had been your performer who cancelled?",
   "Then you'd get back everything you'd paid within 5 working days, and we'd offer you a substitute performer of the same standard, which you'd be free to turn down.",
   "A full refund within 5 working days plus an equal substitute you may refuse.",
   C, E+"Cancellations and Refunds", "multi_rule", "The company is silent on performer cancellations; the answer matches the general code."),
  ("Right. Don't suppose you know a decent plumber?",
   "I'm afraid I can't help with that, I only handle Velvet Curtain bookings. Good luck with the hall!",
   "Sorry, I can only help with entertainment bookings.",
   I, None, "out_of_scope", "Plumbers are outside the corpus."),
 ]),
 ("BG-10", VC, "A volunteer who runs a church-hall toddler group for children aged 2 to 4.", "2025-02-11T13:15:00Z", [
  ("I run a toddler group, ages 2 to 4. Could your magician do an hour for them?",
   "With two-year-olds in the audience we can only offer a short 15-minute 'tiny tots' spot rather than a full show, I'm afraid. It's very popular with that age group.",
   "With under-3s present the maximum is a 15-minute tiny tots spot.",
   C, E+"Children's Events and Safeguarding", "partial", "Company policy is silent on age bands; the general code caps audiences with under-3s at a 15-minute spot, so offering only that is correct."),
  ("Could he bring a rabbit? They'd adore it.",
   "Yes, if the church hall gives written permission he can bring Snowy the rabbit along.",
   "No, our performers never use live animals at any event.",
   N, V+"Animals and Effects", "negation", "The company never uses live animals (and the general code also bars them with under-5s present)."),
  ("Does the magician have a background check?",
   "Yes, all our performers hold a Performer Clearance Certificate issued within the last three years.",
   "Yes, every performer at events with under-16s holds a Performer Clearance Certificate issued within the last 2 years.",
   N, V+"Children's Events", "numeric", "Quotes the general code's 3 years where the company requires a certificate issued within 2 years."),
  ("Will you confirm everything in writing?",
   "Yes, you'll get written confirmation within one working day, showing the performer's name, arrival time, show length, total fee and our cancellation terms.",
   "Written confirmation within 1 working day, including name, arrival time, length, fee and cancellation terms.",
   C, V+"Confirmation and Payment", "multi_rule", "Company 1-working-day confirmation plus the contents required by the general code."),
  ("Do you know any face painters, by the way?",
   "We don't book face painters ourselves, sorry. The village noticeboard might be a good place to look.",
   "Sorry, we only book magicians and ventriloquists.",
   I, None, "out_of_scope", "Face painters are outside the corpus."),
 ]),
 ("BG-11", VC, "A wedding planner booking a ventriloquist spot at a farmhouse reception about 40 miles from the performer.", "2025-06-02T12:00:00Z", [
  ("Hello, hope your week's going well!",
   "It is, thank you, busy season! How can I help?",
   "Very well, thanks! How can I help?",
   I, None, "smalltalk", "A greeting only."),
  ("What's involved in your ventriloquist cabaret spot, and what's the price?",
   "It's a real crowd-pleaser for a grown-up audience. Our ventriloquists bring a couple of characters, and there's usually some audience banter with the top table. The spot runs for half an hour and the fee is £230. Travel is free within 15 miles of the performer's base, then 60p a mile each way beyond that. The performer will arrive at least half an hour early to set up quietly out of the way.",
   "A 30-minute ventriloquist cabaret spot is £230, plus travel at £0.60 per mile each way beyond 15 miles.",
   C, V+"Our Shows, Fees and Travel", "long_answer", "The buried figures (30 minutes, £230, travel terms) match the company policy and the set-up time matches the general code."),
  ("The venue's the bride's parents' farmhouse, about 40 miles from your performer. What would travel cost?",
   "The first 25 miles are free, then it's 50p a mile, so about £7.50 each way.",
   "25 miles beyond the first 15, each way, at £0.60: 25 x 2 x £0.60 = £30.",
   N, V+"Our Shows, Fees and Travel", "numeric", "Uses the general code's 25 free miles and 50p rate instead of the company's 15 miles and 60p each way (£30)."),
  ("Could he do the flash paper bit? The bride loves it.",
   "I'm sorry, we never use fire or flash effects in a private home, only at licensed venues with their written consent, so we'll leave that bit out at the farmhouse.",
   "No: flame effects are never used in a private home.",
   C, V+"Animals and Effects", "refusal", "A required refusal: the company never uses flame effects in a private home, whatever the audience age."),
  ("And when do you need the rest of the money?",
   "Nothing more until after the show. Just settle the rest within three days of the wedding.",
   "The balance is payable within 3 calendar days after the performance.",
   C, V+"Confirmation and Payment", "paraphrase", "Paraphrases the company rule: balance within 3 days after, never before."),
 ]),
 ("BG-12", VC, "A primary school PTA chair booking a family show for a summer fair, pupils aged 6 to 11.", "2025-05-06T15:25:00Z", [
  ("Our PTA would like a 60-minute family show for the summer fair, children aged 6 to 11. What's the price?",
   "Our family show is 60 minutes and costs £240.",
   "Our 60-minute family show is £275.",
   N, V+"Our Shows, Fees and Travel", "numeric", "Quotes the Guild's £240 guide fee rather than the company's £275."),
  ("If we had to cancel 25 days before, what would we lose?",
   "We'd refund your deposit less a £20 admin fee.",
   "With more than 21 days' notice the full deposit is refunded with no admin fee.",
   N, V+"Cancellations by Customers", "numeric", "Applies the general code's £20 admin fee; the company refunds the full deposit with no fee beyond 21 days."),
  ("And if it was only 5 days before?",
   "At that point we'd keep the deposit, but we wouldn't charge you any part of the balance.",
   "Deposit kept; no part of the balance charged.",
   C, V+"Cancellations by Customers", "time_window", "Matches the company's 7-days-or-fewer band."),
 ]),
 ("BG-13", DK, "A smallholder hoping to have a well dowsed on a 3.5-hectare paddock.", "2025-03-27T09:40:00Z", [
  ("Hello there, first time using one of these chat things!",
   "Hello, and welcome! Ask me anything and I'll do my best.",
   "Hello! How can I help?",
   I, None, "smalltalk", "A greeting only."),
  ("Can your dowsers guarantee they'll find water? I don't want to pay for nothing.",
   "No member can guarantee water will be found, or promise a depth or yield. Before you agree any fee you'll be told in writing that dowsing isn't a scientifically proven method, and if no candidate site turns up, the fee is capped at half the survey fee, plus travel.",
   "No guarantee can be given; you'll get the written disclosure before any fee; if nothing is found the fee is capped at 50% plus travel.",
   C, D+"Claims and Disclosures", "multi_rule", "Correct refusal to guarantee, the required disclosure and the no-find fee cap."),
  ("The paddock's 3.5 hectares. What would the survey cost?",
   "That's £95 for the first 2 hectares plus 1.5 hectares at £30, so £140.",
   "£95 for the first 2 hectares plus £30 for each additional hectare or part: 2 x £30, so £155.",
   N, D+"Fees and Charges", "numeric", "A part hectare is charged as a whole one, so the maximum is £155, not £140."),
  ("Do I pay a deposit?",
   "No deposit. You'll be invoiced once you've had the written report, and you'll have 14 days to pay.",
   "No deposit; invoice payable within 14 calendar days of the report.",
   C, D+"Fees and Charges", "negation", "Correct: no deposit and 14 days from the report."),
  ("If he finds a spot, can he tell me whether the water's fine to drink?",
   "Dowsers pick up a great deal from the way the rods behave. An experienced member can usually tell from the reaction whether it's clean, drinkable water, so you'd have a good idea before you drill. If the reaction is weak he'll tell you that too.",
   "No: the dowser can't say water is safe to drink; you must have it laboratory tested before drinking it.",
   N, D+"Claims and Disclosures", "long_answer", "Suggests the dowser can judge potability and omits the required advice to have the water laboratory tested."),
  ("How far from my septic tank does the well have to be?",
   "At least 30 metres from the septic tank.",
   "At least 50 metres.",
   N, D+"Wells, Drilling and Abstraction", "numeric", "The minimum is 50 metres from a septic tank; 30 metres is the livestock yard figure."),
 ]),
 ("BG-14", DK, "A homeowner whose dowser has suggested a driller for a new borehole.", "2025-04-03T17:10:00Z", [
  ("The dowser says his cousin's firm can drill the borehole. Is that all right?",
   "That's fine. Dowsers often work with one trusted driller, and any referral arrangement is just between them.",
   "He must give you at least two independent drillers, and disclose in writing before referring you any commission (capped at 5%).",
   N, D+"Wells, Drilling and Abstraction", "multi_rule", "Omits the two-independent-drillers rule and the written disclosure of any commission.", 0.35),
  ("Could the dowser just drill it himself to save money?",
   "Only if he's separately registered as a drilling contractor. Fellowship membership on its own doesn't let him drill or dig wells.",
   "Only if separately registered as a drilling contractor.",
   C, D+"Wells, Drilling and Abstraction", "modality", "Correct conditional permission.", 0.25),
  ("We'd take maybe 25 cubic metres a day for the fish ponds. Any paperwork?",
   "Yes, anything over 20 cubic metres a day needs an abstraction licence from the Rural Water Authority, so at 25 you'd need one.",
   "Yes, over 20 cubic metres a day needs a Rural Water Authority licence.",
   C, D+"Wells, Drilling and Abstraction", "numeric", "Correct threshold and licensing body.", 0.25),
  ("Could he come out on Sunday afternoon to mark the spot?",
   "Sunday's fine. Visits can be booked between 8am and 7pm any day of the week.",
   "No, visits can't take place on Sundays; Monday to Saturday, 08:00 to 19:00.",
   N, D+"Visits, Bookings and Cancellations", "time_window", "Sunday visits are prohibited.", 0.15),
 ]),
 ("BG-15", DK, "A customer with a dowsing visit booked for 09:00 on Thursday 11 September 2025.", "2025-09-09T10:00:00Z", [
  ("The dowser's booked for 9am on Thursday. Something's come up. Can I cancel without paying anything?",
   "Yes, you can cancel free of charge up to 48 hours beforehand.",
   "Free cancellation is only up to 72 hours before; it's now about 47 hours, so a fee of up to £25 may apply.",
   N, D+"Visits, Bookings and Cancellations", "time_window", "States a 48-hour window instead of 72 and wrongly tells the customer it is free (Tuesday 10:00 to Thursday 09:00 is 47 hours)."),
  ("So what would the charge be, then?",
   "As it's less than 72 hours before the visit, there can be a cancellation fee of up to £25.",
   "Up to £25.",
   C, D+"Visits, Bookings and Cancellations", "numeric", "Correct window and fee cap."),
  ("Actually the land's my neighbour's field, I'm hoping to buy it. Can he still dowse it?",
   "He can go ahead. As you're planning to buy it, a quick word from you is enough.",
   "Only with your neighbour's written permission, given beforehand.",
   N, D+"Visits, Bookings and Cancellations", "modality", "Land not owned by the customer needs the landowner's written permission first."),
  ("My wife thinks he could find whatever's causing her headaches, 'bad energy lines' under the house. Could he check?",
   "I'm sorry, our members don't offer any health checks or 'geopathic stress' surveys. For headaches, please do speak to her GP.",
   "No, members may not offer health or geopathic stress surveys.",
   C, D+"Claims and Disclosures", "refusal", "A required refusal of a health or 'energy lines' survey."),
 ]),
 ("BG-16", DK, "A parent entering two children in a conker championship on Sunday 12 October 2025.", "2025-10-02T18:30:00Z", [
  ("My kids are 10 and 13. Which categories do they go in, and what does it cost?",
   "Your 10-year-old goes in the Junior category at £2 and your 13-year-old in Youth at £3, so £5 altogether. As the younger one is under 11, a parent or guardian has to sign the form and be there on the day.",
   "Junior £2 and Youth £3, £5 in all; the Junior form needs a parent's signature and the parent must attend.",
   C, G+"Entry and Age Categories", "multi_rule", "Correct categories, fees and Junior parent conditions."),
  ("What's the closing date for entries?",
   "Entries close at 6pm on Friday 10 October.",
   "At 18:00 on Sunday 5 October, seven days before.",
   N, G+"Entry and Age Categories", "time_window", "Seven calendar days before Sunday 12 October is Sunday 5 October, not Friday 10 October."),
  ("My 13-year-old wants to bring his own conker. He's been hardening it all year.",
   "I'm afraid not. Every championship conker is supplied and threaded by the organisers, and nobody can use their own.",
   "No, only official conkers supplied by the organisers may be used.",
   C, G+"Conkers and Match Play", "refusal", "Correct: no competitor may use their own conker."),
  ("Does he need to wear goggles?",
   "Safety's taken very seriously and there'll be plenty of helpers about. Goggles are supplied on the day and recommended, but they're optional: if he'd rather not wear them, you can just sign a waiver for him at the desk. The umpires also keep spectators well back from the tables.",
   "Yes, eye protection is compulsory for all players under 16.",
   N, G+"Safety", "long_answer", "Eye protection is compulsory for under-16s; the waiver option is only for players 16 or over."),
  ("If he wins, does he get the £50?",
   "Cash prizes are only for the Adult and Veteran winners. In the Youth category he'd get a voucher or a trophy instead.",
   "No cash for under-16s; vouchers or trophies.",
   C, G+"Prizes, Results and Appeals", "negation", "Correct: no cash prizes for under-16s."),
  ("Brilliant, thanks for your help!",
   "You're very welcome, good luck to them both!",
   "You're welcome!",
   I, None, "smalltalk", "Thanks only."),
 ]),
 ("BG-17", DK, "A pub landlord entering a tug of war team at a village games day.", "2025-06-20T20:05:00Z", [
  ("Our pub team's eight lads, about 660 kg all in. Can we go in the Open?",
   "Yes, the Open limit is 680 kg, so you're fine.",
   "No, the Open limit is 640 kg combined, so you'd be 20 kg over.",
   N, G+"Wellie Wanging and Tug of War", "numeric", "The Open limit is 640 kg; a 660 kg team is over it."),
  ("When do they weigh us?",
   "Weigh-in is on the day itself, no more than two hours before your first pull.",
   "On the day, within 2 hours before the first pull.",
   C, G+"Wellie Wanging and Tug of War", "paraphrase", "Paraphrases the weigh-in rule correctly."),
  ("If the umpire gets a pull wrong, how do we appeal?",
   "Go to the chief umpire within an hour of the result, with a £5 deposit that you get back if you win.",
   "Within 30 minutes of the result to the chief umpire, with a £5 deposit returned if upheld.",
   N, G+"Prizes, Results and Appeals", "time_window", "The appeal window is 30 minutes, not an hour."),
  ("And how many pulls in a match?",
   "Each match is decided on the best of three pulls.",
   "Best of 3 pulls.",
   C, G+"Wellie Wanging and Tug of War", "plain", "Correct."),
 ]),
 ("BG-18", DK, "A visitor chatting idly on the morning of a village games day.", "2025-09-27T08:15:00Z", [
  ("Hiya, is it true the championship first started in a pub car park back in the sixties?",
   "I don't have the history of the event, I'm afraid. The organisers' newsletter might cover it.",
   "I'm not sure of the history, sorry.",
   I, None, "out_of_scope", "Event history is outside the corpus."),
  ("Ha, no worries. Lovely weather for it though!",
   "It certainly is, proper autumn sunshine.",
   "It is!",
   I, None, "smalltalk", "Small talk."),
  ("Cheers, that's all for now!",
   "   ",
   "Bye, enjoy the day!",
   I, None, "empty_answer", "The answer is whitespace only."),
 ]),
 ("BG-19", DK, "An adult competitor whose village games day was postponed for rain on Saturday 16 August 2025.", "2025-08-18T12:45:00Z", [
  ("The games got rained off. They announced the postponement on Saturday 16 August. Can I have my £5 back rather than go on the new date?",
   "Yes, you can either carry your fee over or ask for a refund, as long as you ask by Saturday 30 August, 14 days after the postponement was announced.",
   "Yes, request a refund within 14 calendar days of the announcement, so by Saturday 30 August.",
   C, G+"Postponement, Withdrawal and Refunds", "time_window", "16 August plus 14 calendar days is Saturday 30 August."),
  ("For the wellie wanging, can I bring my own boots? Mine are size 11.",
   "Yes, any wellie up to a size 11 is fine.",
   "No, only the official UK size 9 boot supplied by the organisers may be used.",
   N, G+"Wellie Wanging and Tug of War", "negation", "Only the official size 9 boot may be used."),
  ("How many throws do we get, and how long a run-up?",
   "Three throws each, and your run-up can't be more than 10 metres. If your foot goes over the line, the throw doesn't count.",
   "3 throws, run-up up to 10 metres, foot over the line voids the throw.",
   C, G+"Wellie Wanging and Tug of War", "multi_rule", "All three figures and the foot-fault rule are correct."),
  ("Just out of interest, what if I'd pulled out after entries closed but before they postponed it?",
   "In that case you'd have got half your entry fee back.",
   "No refund for withdrawals after entries close.",
   N, G+"Postponement, Withdrawal and Refunds", "numeric", "Withdrawals after entries close get no refund, not half."),
 ]),
]

LABELS = {C, N, I}
KINDS = ["numeric", "time_window", "multi_rule", "partial", "negation", "plain", "modality",
         "paraphrase", "long_answer", "refusal", "smalltalk", "out_of_scope", "empty_answer"]

ASSISTANTS = {
 TH: ("Thornbury & Vale Hedging Ltd", "Hedge laying", "company/thornbury-vale-hedging-policy.md, then hedge-laying-code.md wherever the policy is silent (weather postponement, balance payment, brash burning, nests, complaints, roadside signage)"),
 VC: ("Velvet Curtain Entertainments", "Ventriloquist and magic bookings", "company/velvet-curtain-policy.md, then entertainer-bookings-code.md wherever the policy is silent (confirmation contents, arrival time, age bands, parent presence, extinguisher, bladed props, performer cancellations, recordings)"),
 DK: ("Village services general desk", "Dowsing; conker and village games", "dowsing-code.md and village-games-code.md only (no company policy)"),
}


def score(turns):
    scored = [t for t in turns if t["label"] != I]
    if not scored:
        return {}, None, I
    tot = sum(t["w"] for t in scored)
    rw = {t["qa_id"]: round(t["w"] / tot, 6) for t in scored}
    s = round(sum(t["w"] for t in scored if t["label"] == C) / tot, 6)
    return rw, s, (C if s >= 0.5 - 1e-9 else N)


def main():
    conv, labs, exps = [], [], []
    for sid, aid, ctx, started, turns in SESSIONS:
        weighted = len(turns[0]) == 8
        n = len(turns)
        conversation, tt = [], []
        for k, t in enumerate(turns, 1):
            q, a, gt, lab, clause, kind, rat = t[:7]
            qa = f"{sid}-q{k}"
            entry = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
            if weighted:
                entry["weight"] = t[7]
            conversation.append(entry)
            labs.append({"session_id": sid, "qa_id": qa, "label": lab, "clause": clause, "kind": kind, "rationale": rat})
            tt.append({"qa_id": qa, "label": lab, "w": t[7] if weighted else 1.0 / n})
        conv.append({"session_id": sid, "assistant_id": aid, "language": "english", "context": ctx,
                     "started_at": started, "conversation": conversation})
        rw, s, verdict = score(tt)
        cnt = Counter(t["label"] for t in tt)
        exps.append({"session_id": sid, "assistant_id": aid, "n_interactions": n,
                     "n_compliant": cnt[C], "n_non_compliant": cnt[N], "n_irrelevant": cnt[I],
                     "weight_mode": "explicit" if weighted else "none", "resolved_weights": rw,
                     "expected_score": s, "expected_verdict": verdict})
    for name, rows in (("conversations.jsonl", conv), ("labels.jsonl", labs), ("expected_sessions.jsonl", exps)):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    write_readme(conv, labs, exps)
    tot = Counter(l["label"] for l in labs)
    print(f"sessions={len(conv)} interactions={len(labs)} " + " ".join(f"{k}={tot[k]}" for k in (C, N, I)))


def pct(a, b):
    return f"{100.0 * a / b:.1f}%" if b else "-"


def write_readme(conv, labs, exps):
    by_sess = {c["session_id"]: c["assistant_id"] for c in conv}
    tot = Counter(l["label"] for l in labs)
    n = len(labs)
    per = defaultdict(Counter)
    for l in labs:
        per[by_sess[l["session_id"]]][l["label"]] += 1
    kinds = defaultdict(Counter)
    for l in labs:
        kinds[l["kind"]][l["label"]] += 1
    verdicts = Counter(e["expected_verdict"] for e in exps)
    L = []
    L.append("# blind-bg: compliance evaluation set (the four domains)\n")
    L.append("A small labelled set for testing a checker that decides whether an AI assistant's answers comply with a "
             "regulatory corpus written as markdown. It covers four invented domains: hedge laying and hedgerow contractors; "
             "dowsing and well-finding services; ventriloquist and magic show bookings; and conker and village games "
             "championships. Every business, body, person, place, phone number and rule is invented.\n")
    L.append("## Corpus\n")
    L.append("| File | Domain | Role | Main topics |")
    L.append("|---|---|---|---|")
    L.append("| corpus/hedge-laying-code.md | Hedge laying | General code (Hedgerow Craft Standards Council) | Seasons 1 Sep-28 Feb, working hours, quotations over £250 valid 30 days, deposit max 25%, guide rates, 10/3 working-day cancellation bands, weather postponement, chainsaw age 18, trainees 16-17, £2m insurance, nests, brash, complaints |")
    L.append("| corpus/company/thornbury-vale-hedging-policy.md | Hedge laying | Company policy (stricter) | Season 1 Oct-15 Feb, no emergency cutting (refer to register), 08:00-17:00 hours, written quote for every job valid 14 days, 15% deposit capped at £600 and none at £400 or less, own prices, site-visit mileage, 5-working-day free cancellation, never keep whole deposit, 2 years' chainsaw experience, no under-18s, £5m insurance |")
    L.append("| corpus/dowsing-code.md | Dowsing and well-finding | General code (Fellowship of Rural Water Finders) | Written non-scientific disclosure, no guarantees, no potability or health claims, maximum fees, no deposit, 50% no-find cap, visit hours and no Sundays, 72-hour cancellation and £25 fee, landowner permission, drilling referrals and 5% commission, 20 m3/day licence, siting distances, complaints |")
    L.append("| corpus/entertainer-bookings-code.md | Ventriloquist and magic bookings | General code (Guild of Variety Bookers) | Confirmation within 2 working days and its contents, deposit max 30%, balance no earlier than 7 days before, guide fees, travel, overtime, clearance within 3 years, volunteers 5+, age-band show lengths, animals, fire effects, cancellation bands, recordings |")
    L.append("| corpus/company/velvet-curtain-policy.md | Ventriloquist and magic bookings | Company policy (stricter) | Confirmation within 1 working day, 20% deposit, balance within 3 days after the show, own fees and travel, no overtime on the day, clearance within 2 years, two adults for more than 20 children, volunteers 6+, no live animals, no flame effects in private homes, 21/8/7-day cancellation table |")
    L.append("| corpus/village-games-code.md | Conker and village games | General code (Federation of Village Games) | Age categories and fees, entry closing time, late entries, conker supply and match play, eye protection, first aid, wellie wanging, tug of war weight classes, prizes, appeals, postponement and refunds |")
    L.append("")
    L.append("## Assistants\n")
    L.append("| assistant_id | Operator | Domain(s) | Rules that apply |")
    L.append("|---|---|---|---|")
    for aid, (op, dom, rules) in ASSISTANTS.items():
        L.append(f"| {aid} | {op} | {dom} | {rules} |")
    L.append("\nWhere a company policy and its general code differ, the company policy governs that assistant; quoting the general code's figure on such a point is NON_COMPLIANT. Where the company policy is silent, the general code governs and the clause points to it.\n")
    L.append("## Files\n")
    L.append("| File | Contents |")
    L.append("|---|---|")
    L.append("| corpus/ | Six markdown documents (four general codes, two company policies in corpus/company/) |")
    L.append("| conversations.jsonl | One session per line with turns (query, assistant answer, ground-truth answer, optional weight) |")
    L.append("| labels.jsonl | One label per interaction: label, clause (file#exact ## heading), kind, rationale |")
    L.append("| expected_sessions.jsonl | Per-session counts, resolved weights, expected score and verdict |")
    L.append("| tools/build.py | Generates the three JSONL files and this README from hand-written data |")
    L.append("| tools/check.py | Re-checks JSON, ids, clauses, label and kind values, counts, weights, scores, verdicts and corpus word counts |")
    L.append("")
    L.append(f"## Label counts\n\n{len(conv)} sessions, {n} interactions.\n")
    L.append("| Scope | COMPLIANT | NON_COMPLIANT | IRRELEVANT | Total |")
    L.append("|---|---|---|---|---|")
    L.append(f"| All | {tot[C]} ({pct(tot[C], n)}) | {tot[N]} ({pct(tot[N], n)}) | {tot[I]} ({pct(tot[I], n)}) | {n} |")
    for aid in ASSISTANTS:
        c = per[aid]; m = sum(c.values())
        L.append(f"| {aid} | {c[C]} ({pct(c[C], m)}) | {c[N]} ({pct(c[N], m)}) | {c[I]} ({pct(c[I], m)}) | {m} |")
    L.append("\n## Kinds by label\n")
    L.append("| Kind | COMPLIANT | NON_COMPLIANT | IRRELEVANT | Total |")
    L.append("|---|---|---|---|---|")
    for k in KINDS:
        c = kinds[k]
        L.append(f"| {k} | {c[C]} | {c[N]} | {c[I]} | {sum(c.values())} |")
    L.append("\n## Session scoring\n")
    L.append("COMPLIANT turns score 1 and NON_COMPLIANT turns 0. IRRELEVANT turns are dropped and the remaining weights are "
             "renormalised to sum to 1 (unweighted sessions: 1/n for each remaining turn; three sessions, BG-02, BG-08 and BG-14, "
             "carry explicit weights). The session score is the weighted share of COMPLIANT turns; 0.5 or more (ties included) "
             "gives COMPLIANT, less gives NON_COMPLIANT. A session with only IRRELEVANT turns is IRRELEVANT with a null score.\n")
    L.append("| Verdict | Sessions |")
    L.append("|---|---|")
    for v in (C, N, I):
        L.append(f"| {v} | {verdicts[v]} |")
    ties = [e["session_id"] for e in exps if e["expected_score"] is not None and abs(e["expected_score"] - 0.5) < 1e-9]
    L.append(f"\nSessions scoring exactly 0.5 (tie, so COMPLIANT): {', '.join(ties)}.\n")
    L.append("## Notable cases\n")
    L.extend([
     "- Company-vs-general traps: BG-01-q3 (25% deposit instead of Thornbury's 15%), BG-01-q5 (September start under the general season), BG-04-q3 (£2m instead of £5m insurance), BG-07-q2, BG-10-q3 (3-year instead of 2-year clearance), BG-11-q3 and BG-12-q1/q2 all quote the general code where the company is stricter.",
     "- The reverse trap: company assistants correctly falling back on the general code where the policy is silent: BG-03-q4 (weather postponement), BG-03-q5 (balance timing, NON_COMPLIANT on the figure), BG-04-q4 (nest buffer), BG-05-q4 (complaints), BG-07-q5 and BG-10-q1 (age-band show lengths), BG-08-q3 (recordings), BG-09-q3 (performer cancellation).",
     "- Date and working-day arithmetic: BG-03 (Wednesday 5 November to Monday 17 November is more than 5 working days), BG-09 (19 and 20 days before Sunday 20 July both fall in the 8-21 day band), BG-15 (47 hours before a Thursday 09:00 visit), BG-16 (entries close Sunday 5 October), BG-19 (refund request by Saturday 30 August).",
     "- Cross-turn dependencies: BG-07-q5 uses the sister's age from q4; BG-03-q2 corrects q1; BG-11-q3 contradicts the correct travel terms the same assistant gave in q2.",
     "- Near misses: BG-13-q3 (part hectare not rounded up: £140 instead of £155), BG-05-q1 (3-hour flailing minimum ignored), BG-08-q1 (2-hour minimum ignored), BG-13-q6 (30 m instead of 50 m).",
     "- Long answers with the key point buried: BG-03-q4 and BG-11-q2 (COMPLIANT), BG-08-q2, BG-13-q5 and BG-16-q4 (NON_COMPLIANT).",
     "- Empty answers: BG-05-q3 (\"\") and BG-18-q3 (whitespace only). BG-18 is the all-IRRELEVANT session.",
     "- Weighted ties: BG-14 scores exactly 0.5 with explicit weights; BG-01, BG-10, BG-15, BG-17 and BG-19 tie at 0.5 unweighted.",
    ])
    L.append("\n## Provenance\n")
    L.append("Written blind, from general knowledge only, inside /tmp/blind/bg. No other file, folder, data set, code or web "
             "source was read or consulted. All businesses, bodies, people, places, phone numbers (555- prefix) and rules are invented. "
             "British English throughout.\n")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))


if __name__ == "__main__":
    main()
