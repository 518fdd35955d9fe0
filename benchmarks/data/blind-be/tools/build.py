#!/usr/bin/env python3
"""Build the blind-be evaluation set from the hand-written data below.

Writes conversations.jsonl, labels.jsonl, expected_sessions.jsonl and README.md
into the folder above tools/. Everything here is invented.
"""
import json
import os
from collections import Counter, OrderedDict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

ORCH = "orchid_code.md"
BRAM = "company/bramblecote_orchids_policy.md"
CARS = "classic_car_code.md"
CARD = "trading_card_code.md"
THAT = "thatching_code.md"
REED = "company/reedmere_thatching_policy.md"

A_BRAM = "bramblecote-orchids"
A_REED = "reedmere-thatching"
A_DESK = "general-desk"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"


def T(query, answer, truth, label, clause, kind, rationale, weight=None):
    t = OrderedDict(query=query, assistant=answer, ground_truth_assistant=truth,
                    label=label, clause=clause, kind=kind, rationale=rationale)
    if weight is not None:
        t["weight"] = weight
    return t


SESSIONS = [
    # ------------------------------------------------------------------ BE-01
    dict(sid="BE-01", aid=A_BRAM, at="2025-04-18T09:12:00Z",
         context="A newly joined Bramblecote member planning to exhibit Phalaenopsis at the Spring Show.",
         turns=[
             T("Morning! I've only just joined and I'd love to put a few plants into the Spring Show. What's the last day I can get my entries in?",
               "Welcome aboard! The Spring Show is on Saturday 17 May, and Bramblecote closes entries 21 days beforehand, so the last day is Saturday 26 April. Please use the society's entry form; we can't take entries over the phone.",
               "Welcome! The Spring Show is on Saturday 17 May and entries close 21 calendar days before, so your entry form must reach the show secretary by Saturday 26 April. Entries by phone or email aren't accepted.",
               C, BRAM + "#Entries", "time_window",
               "Bramblecote closes entries 21 calendar days before the show, and 17 May minus 21 days is Saturday 26 April; the form-only rule is also correct."),
             T("Lovely. I've got six Phals in flower at the moment, can I enter all of them?",
               "You can enter up to six exhibits at any one show, so all six would be fine as long as each plant goes into just one class.",
               "Bramblecote allows no more than 4 exhibits per exhibitor at any one show, so you'd need to pick your best four.",
               N, BRAM + "#Entries", "numeric",
               "Quotes the general code's limit of 6 exhibits where the Bramblecote policy caps entries at 4."),
             T("Two of them I only bought from a nursery in early October last year. Does that matter?",
               "Unfortunately it does. Bramblecote asks that every plant has been in your possession for at least nine months before the show date, and a plant bought in early October would only have been with you for about seven and a half months by 17 May. Those two would be eligible for the Autumn Show on 20 September instead.",
               "Yes: Bramblecote requires at least 9 months' possession before the show date. Plants bought in early October 2024 fall short for 17 May but would qualify for the Autumn Show on 20 September.",
               C, BRAM + "#Entries", "time_window",
               "Correctly applies Bramblecote's 9-month possession rule (stricter than the general 6 months) to an October purchase for a 17 May show."),
             T("Brilliant, thanks so much for your help!",
               "My pleasure, and I hope the Phals do well for you!",
               "You're welcome, and good luck at the show!",
               I, None, "smalltalk", "Thanks and a friendly sign-off; nothing the corpus governs."),
         ]),
    # ------------------------------------------------------------------ BE-02
    dict(sid="BE-02", aid=A_REED, at="2025-03-03T10:05:00Z",
         context="A homeowner with a long-straw cottage roof asking Reedmere about a quotation for ridge work.",
         turns=[
             T("Hi, our roof's about twenty years old and the ridge is looking tired. Could you give me a price if I email some photos over?",
               "I'm afraid we can't quote from photographs alone. One of our thatchers needs to visit and survey the roof in person before we issue anything, but the written quotation itself is free, so I'm happy to book a visit.",
               "Reedmere doesn't quote from photos; an in-person site survey comes first, then a free written quotation. Shall I book a survey?",
               C, REED + "#Quotations", "refusal",
               "Reedmere requires an in-person survey and gives no quotations from photographs, so the refusal is required and correctly explained."),
             T("OK. If the quote comes in at around £12,000, how much deposit would you want?",
               "For a job of £12,000 the deposit would be 15%, so £1,800, paid by bank transfer.",
               "For a quote between £2,000.01 and £15,000 Reedmere takes 10%, so £1,200, by bank transfer only.",
               N, REED + "#Deposits", "numeric",
               "A £12,000 job falls in Reedmere's 10% band (£1,200); 15% applies only to quotes over £15,000."),
             T("And how long would the quote be good for? I might want to mull it over for the spring.",
               "Our written quotations stay valid for 60 days from the date on them, so you'd have roughly two months to decide.",
               "A Reedmere quotation is valid for 30 calendar days from its date, so you'd have about a month.",
               N, REED + "#Quotations", "time_window",
               "Gives the Panel code's 60-day validity where Reedmere's policy sets 30 calendar days."),
             T("If I sign and then get cold feet a week later, do I lose the deposit?",
               "No. You can cancel within 14 days of signing the contract and have your deposit back in full. The only exception is if you've asked us in writing to start within that time and the work has already begun.",
               "You can cancel within 14 calendar days of signing and get the deposit back in full, unless work has already started at your written request.",
               C, THAT + "#Quotations and Deposits", "paraphrase",
               "Reedmere's policy is silent on cancellation, so the Panel code's 14-day full refund and its written-request exception apply, and both are stated correctly."),
             T("Could we pay the deposit in cash when your surveyor comes round? It'd be easier for us.",
               "Of course, the surveyor can take the deposit in cash on the day and give you a receipt.",
               "Sorry, Reedmere deposits are taken by bank transfer only; our staff can't accept cash.",
               N, REED + "#Deposits", "negation",
               "Reedmere staff must not accept a deposit in cash; deposits are by bank transfer only."),
         ]),
    # ------------------------------------------------------------------ BE-03
    dict(sid="BE-03", aid=A_DESK, at="2025-06-02T14:30:00Z",
         context="The owner of a 1928 open tourer who wants to enter a club show for the first time.",
         turns=[
             T("Hello, I've got a 1928 tourer and I'm thinking of entering the Merrowby Classic Show. Which class would it go in?",
               "A car built in 1928 goes in the Vintage class, which covers 1919 to 1930. It's worth having a chassis record or build certificate handy in case the chief judge asks for dating evidence.",
               "A 1928 car is Vintage (built 1919 to 1930). Keep dating evidence such as a chassis record ready in case the chief judge asks.",
               C, CARS + "#Vehicle Classes", "plain",
               "1928 falls within the Vintage band of 1919 to 1930 and the dating-evidence point is correct."),
             T("The show's on Saturday 21 June. When do I need to book by, and what does it cost?",
               "Pre-booking closes ten days before the show, so you'd need to book by Wednesday 11 June. It's £12 per vehicle if you pre-book; if you just turn up on the day it's £18, and only if there's still space.",
               "Pre-booking closes 10 calendar days before the show, i.e. Wednesday 11 June, at £12 per vehicle; on the day it's £18 if space remains.",
               C, CARS + "#Show Entry and Conduct on the Showfield", "time_window",
               "21 June minus 10 calendar days is Wednesday 11 June, and the £12 pre-booked and £18 on-the-day fees with the space condition are correct."),
             T("In the fifties somebody swapped the engine for one from a different make. Is that a problem?",
               "It shouldn't be an issue for judging. The concours judges look mainly at condition and presentation, so you can enter the Vintage class as normal.",
               "Yes: with an engine of a different type from the one originally fitted, the car counts as modified and can only go in the Modified display, not the concours classes.",
               N, CARS + "#Vehicle Classes", "negation",
               "A car whose engine is not of the originally fitted type counts as modified and may only be shown in the Modified display, not a concours class."),
             T("Right. And if I book and then can't make it, say I cancel five days before?",
               "I'm sorry, pre-booked entry fees aren't refundable once you've booked, whatever notice you give.",
               "Cancelling 3 to 9 calendar days before the show gets you 50% back, so £6 of a £12 fee, paid to your original payment method.",
               N, CARS + "#Cancellations and Refunds", "refusal",
               "Refuses a refund the code grants: cancelling five days before the show earns a 50% refund."),
             T("By the way, do you know if there's a tea tent at Merrowby?",
               "I'm not sure about catering, I'm afraid. The show organisers would be the best people to ask.",
               "I don't have catering details; the organisers would know.",
               I, None, "out_of_scope", "Catering at a show is not something the corpus governs."),
         ]),
    # ------------------------------------------------------------------ BE-04
    dict(sid="BE-04", aid=A_DESK, at="2025-05-10T11:20:00Z",
         context="A parent whose 13-year-old son wants to sell some cards and play in a store championship.",
         turns=[
             T("Hi, my son's 13 and wants to sell part of his collection to a card shop. Can he just pop in on his own?",
               "The shop can't buy from him on his own, because he's under 16. You, or another parent or guardian, would need to be in the shop with him and sign the buy form.",
               "No: a shop must not buy cards from anyone under 16 unless a parent or guardian is present and signs the buy form.",
               C, CARD + "#Buying Cards from Customers", "negation",
               "Under-16 sellers need a parent or guardian present who signs the buy form, as the answer says."),
             T("Fair enough. They've offered him £60 in cash, or store credit instead. What should the credit be?",
               "Store credit has to be worth at least a fifth more than the cash offer, so he should be offered no less than £72 in credit.",
               "Store credit must be at least 20% above the cash offer: at least £72 against £60 cash.",
               C, CARD + "#Buying Cards from Customers", "numeric",
               "At least 20% above £60 is £72; 'a fifth more' is a correct paraphrase."),
             T("He also wants to play in their store championship next month. Is he old enough, and what's the most they can charge?",
               "Yes, the minimum age for a store championship is 10, so at 13 he's fine. The entry fee can't be more than £30.",
               "Yes, the minimum age for a store championship is 8, and the entry fee can be no more than £15.",
               N, CARD + "#Tournaments", "numeric",
               "Gives the regional qualifier figures (age 10, £30) instead of the store championship's minimum age 8 and maximum fee £15."),
             T("If he wins, will they pay him in cash?",
               "Yes, store championship prizes are usually paid out in cash or store credit, whichever he prefers.",
               "No: players under 18 can't be paid prizes in cash; he'd receive product or store credit.",
               N, CARD + "#Tournaments", "negation",
               "Prizes must not be paid in cash to players under 18, so offering cash to a 13-year-old breaks the rule."),
             T("Great, and what time would he need to be out by? It's an evening event.",
               "All events have to finish by 22:00, but as he's under 16 he'd need to leave by 20:00 unless you or another parent or guardian stays with him.",
               "Events must finish by 22:00; under-16s must leave by 20:00 unless accompanied by a parent or guardian.",
               C, CARD + "#Conduct and Safeguarding", "multi_rule",
               "Both the 22:00 finish and the 20:00 under-16 rule with its accompaniment exception are stated correctly."),
         ]),
    # ------------------------------------------------------------------ BE-05
    dict(sid="BE-05", aid=A_BRAM, at="2025-09-01T16:40:00Z",
         context="A long-standing Bramblecote member who has just missed the entry deadline for the Autumn Show.",
         turns=[
             T("Hi there. I've missed the entry deadline for the Autumn Show by a couple of days. Can I pay the late fee and still get in?",
               "Yes, the show secretary can still accept late entries up to seven days before the show, with a £5 late fee per exhibit.",
               "I'm sorry, Bramblecote doesn't accept late entries in any circumstances, so entries for 20 September closed on 30 August.",
               N, BRAM + "#Entries", "modality",
               "Applies the general code's discretionary late entry where Bramblecote accepts no late entries at all.",
               weight=0.3),
             T("Oh well. I'll help my friend stage hers instead. What time can we get into the hall on the day?",
               "Staging runs from seven o'clock until half past nine on show morning; the hall then closes for judging from quarter to ten.",
               "Staging is 07:00 to 09:30; the hall is closed for judging from 09:45 to 11:45.",
               C, ORCH + "#Show Day Timetable and Judging", "paraphrase",
               "Bramblecote's policy is silent on staging times, so the general timetable (07:00 to 09:30, judging from 09:45) applies and is correctly paraphrased.",
               weight=0.3),
             T("She wants to take her plants home at half four to catch a train. Will the secretary let her?",
               "Under Bramblecote's rules exhibits have to stay on the benches until 5pm, and the secretary can only make an exception for a medical emergency, so a train wouldn't count, I'm afraid.",
               "No: at Bramblecote exhibits stay until 17:00 and early removal is allowed only for a medical emergency.",
               C, BRAM + "#Exhibit Removal", "multi_rule",
               "Correctly applies Bramblecote's 17:00 removal time and its medical-emergency-only exception rather than the general 16:30.",
               weight=0.2),
             T("Shame. Anyway, the forecast's looking lovely for September.",
               "Fingers crossed it holds. A sunny show day always brings the crowds in.",
               "Let's hope so!",
               I, None, "smalltalk", "Weather small talk; nothing governed by the corpus.",
               weight=0.2),
         ]),
    # ------------------------------------------------------------------ BE-06
    dict(sid="BE-06", aid=A_REED, at="2025-07-07T08:15:00Z",
         context="A homeowner whose roof Reedmere is about to rethatch in water reed.",
         turns=[
             T("Morning. Your team's due to start on our roof next week. Will they be working Saturdays to get it done faster?",
               "No, our crews only work Monday to Friday, 8am until half past five. Weekend work only happens for emergency storm repairs, and even then it's Saturday morning only and needs the contracts manager's sign-off.",
               "No. Reedmere works Monday to Friday, 08:00 to 17:30; the only weekend exception is emergency storm repairs on a Saturday, 08:30 to 13:00, with the contracts manager's approval.",
               C, REED + "#Working Hours and Weather", "multi_rule",
               "Matches Reedmere's weekday hours, no weekend work, and the storm-repair Saturday-morning exception with approval."),
             T("How thick will the new water reed coat be?",
               "A new coat of water reed must be at least 250 mm thick, and that's what we'll lay.",
               "A new water reed coat must be at least 300 mm thick.",
               N, THAT + "#Materials and Coat Thickness", "numeric",
               "Reedmere is silent on thickness, so the Panel minimum applies: 300 mm for water reed, not 250 mm."),
             T("My nephew's 17 and keen to learn the trade. Could he help out on the roof for a day?",
               "That's kind of him, but we don't let anyone under 18 on the roof. Even our own apprentices that age stick to ground-level jobs like preparing bundles and clearing up.",
               "Sorry, no: Reedmere apprentices under 18 work at ground level only, so a 17-year-old can't go on the roof.",
               C, REED + "#Apprentices", "refusal",
               "Reedmere keeps under-18s off the roof entirely, so refusing is required even though the Panel code would allow supervised 17-year-old apprentices."),
             T("Will you strip it right back or lay over what's already there?",
               "Where the existing base coat is sound we usually lay the new coat straight over it, which saves stripping the whole roof. The crew will decide on the day once they've had a proper look.",
               "Where the base coat is sound we may lay over it, but if so we must tell you in writing before any work starts.",
               N, THAT + "#Materials and Coat Thickness", "partial",
               "Leaves out the required written notice before work starts when laying over a base coat and implies it will be decided on the day."),
             T("We've got a wood burner. Anything we should know once it's done?",
               "Yes. We'll put it in writing when the job's finished, but the main thing is to get the chimney swept at least twice a year while you're using the stove.",
               "When the job is finished we'll advise you in writing to have every chimney in use swept at least twice a year.",
               C, THAT + "#Fire Safety", "paraphrase",
               "Reedmere is silent on fire safety, and the answer gives the Panel's twice-yearly sweeping advice in writing."),
             T("Also, does having a thatched roof push up our house insurance?",
               "Insurance isn't something I can advise on, I'm afraid. Your insurer or a broker would be the best people to ask.",
               "I can't advise on insurance; please ask your insurer or a broker.",
               I, None, "out_of_scope", "Home insurance premiums are outside the corpus."),
         ]),
    # ------------------------------------------------------------------ BE-07
    dict(sid="BE-07", aid=A_DESK, at="2025-02-14T13:00:00Z",
         context="A collector who bought a sealed booster box and a single card from a member shop earlier in February.",
         turns=[
             T("I bought a booster box on 3 February and it's still in the shrink. Can I still take it back?",
               "Yes. Unopened sealed product can go back within 14 days with proof of purchase, so you've got until 17 February. Take the receipt and the refund will go back the same way you paid.",
               "Yes, unopened sealed product can be returned within 14 calendar days with proof of purchase, so by 17 February; the refund goes to the original payment method.",
               C, CARD + "#Returns and Refunds", "time_window",
               "3 February plus 14 calendar days is 17 February, so on 14 February the box is still returnable, with refund to the original payment method."),
             T("I also bought a single on the 5th that was listed as Near Mint, and it's got a crease across one corner.",
               "As the card was misdescribed you can return it: singles can be returned within 14 days of purchase if the condition was wrong, so you're still in time.",
               "Singles can only be returned within 7 calendar days and only if misdescribed; from 5 February that window ended on 12 February, so the code no longer gives you a right to return it, though you could ask the shop.",
               N, CARD + "#Returns and Refunds", "time_window",
               "The single-card return window is 7 calendar days, which ended on 12 February, not 14 days."),
             T("Hmm. They've got a Lightly Played copy of the same card at £40 and a Near Mint one at £45. Is that allowed?",
               "That's over the limit. A Lightly Played copy can't be priced above 85% of the shop's own Near Mint price, which here is £38.25, so £40 is too high.",
               "No: LP may be priced at no more than 85% of the NM price, i.e. £38.25, so £40 is too high.",
               C, CARD + "#Selling Cards and Sealed Product", "numeric",
               "85% of £45 is £38.25, so the £40 LP price breaks the cap, as stated."),
             T("Thanks, I'll have a word with them.",
               "",
               "You're welcome, I hope they sort it out.",
               I, None, "empty_answer", "The assistant's answer is empty."),
         ]),
    # ------------------------------------------------------------------ BE-08
    dict(sid="BE-08", aid=A_BRAM, at="2025-05-17T11:05:00Z",
         context="A visitor at the Bramblecote Spring Show on show day, hoping to buy plants.",
         turns=[
             T("I'm at the hall now. Can I buy a couple of plants from the sales table before everyone else comes in?",
               "Sorry, no sales can happen until the doors open to the public at midday. The sales tables open from 12:00.",
               "No plant may be sold before the doors open to the public at 12:00.",
               C, ORCH + "#Plant Sales at Shows", "refusal",
               "Bramblecote is silent on sale timing, so the general rule of no sales before the 12:00 public opening applies and the refusal is required."),
             T("OK. I'm after one of the protected slipper orchid species. Will anyone have one with an artificial propagation certificate?",
               "Yes, a couple of the member sellers usually bring certified plants. Just ask to see the artificial propagation certificate before you pay; they're obliged to show it to you.",
               "I'm sorry, protected species aren't sold at Bramblecote shows at all, even with a certificate of artificial propagation.",
               N, BRAM + "#Sales", "negation",
               "Bramblecote bans sales of protected species entirely, even with a certificate; the answer applies the general code's certificate route."),
             T("Never mind. If something I buy today turns out to have mealybug, can I bring it back?",
               "If it had mealybug that the seller didn't tell you about, you can get a full refund, but it has to be within five days, so by Thursday 22 May, and you'll need both the sales receipt and the plant's original label.",
               "Yes, within 5 calendar days (by 22 May) for undisclosed pests or disease, with the sales receipt and original label.",
               C, BRAM + "#Sales", "multi_rule",
               "17 May plus 5 calendar days is Thursday 22 May, and the undisclosed-pest condition, receipt and label requirements match Bramblecote's policy."),
             T("Out of interest, how much does the society make on a £30 plant?",
               "On a £30 plant the society takes 10% commission, which is £3; the rest goes to the member who sold it.",
               "A £30 plant is in the £20.01 to £75 band, so the commission is 15%, i.e. £4.50.",
               N, ORCH + "#Plant Sales at Shows", "numeric",
               "A £30 sale falls in the 15% band (£4.50); 10% applies only up to £20."),
             T("And is it true a seller has to tell me if they've sprayed a plant recently?",
               "Only if it was sprayed in the last 14 days. Anything older than a fortnight doesn't need mentioning.",
               "Yes, the seller must tell you of any pesticide treatment in the previous 28 days.",
               N, ORCH + "#Plant Health and Conservation", "numeric",
               "The disclosure period for pesticide treatment is 28 days, not 14."),
         ]),
    # ------------------------------------------------------------------ BE-09
    dict(sid="BE-09", aid=A_REED, at="2025-06-09T09:30:00Z",
         context="A customer complaining about ridge work Reedmere completed in March 2023.",
         turns=[
             T("I emailed a complaint this morning about the ridge on our cottage. How long before I hear back?",
               "We'll acknowledge it within 5 working days and send you a full answer within 20 working days, so you should have a response by early July at the latest.",
               "Reedmere acknowledges complaints within 2 working days (by Wednesday 11 June) and answers in full within 10 working days (by Monday 23 June).",
               N, REED + "#Guarantee and Complaints", "time_window",
               "Quotes the Panel's 5 and 20 working days where Reedmere commits to 2 and 10 working days.",
               weight=0.4),
             T("The work was finished in March 2023. Is it still under guarantee?",
               "Yes. Our workmanship guarantee runs for five years from completion, so you're covered until March 2028.",
               "Yes, Reedmere's workmanship guarantee is 5 years from completion, so until March 2028.",
               C, REED + "#Guarantee and Complaints", "numeric",
               "Reedmere's 5-year guarantee from March 2023 runs to March 2028.",
               weight=0.3),
             T("Will you knock something off for all the hassle?",
               "I can't offer any compensation myself; only our complaints manager can do that. I'll make sure your request goes along with the complaint.",
               "Only the complaints manager may offer compensation; I'll pass your request on.",
               C, REED + "#Guarantee and Complaints", "refusal",
               "Only the complaints manager may offer compensation, so declining to promise any is required.",
               weight=0.2),
             T("And if I'm still not happy after all that?",
               "Then you can refer it to the Thatched Roof Standards Panel's adjudication service; you have six months from our final reply to do that.",
               "You can refer it to the Panel's adjudication service within 8 weeks of our final answer.",
               N, THAT + "#Guarantees, Payment and Complaints", "time_window",
               "Reedmere is silent here, and the Panel code allows referral within 8 weeks of the final answer, not six months.",
               weight=0.1),
         ]),
    # ------------------------------------------------------------------ BE-10
    dict(sid="BE-10", aid=A_DESK, at="2025-05-19T18:45:00Z",
         context="A car club secretary organising a summer road run and the club's AGM.",
         turns=[
             T("Evening. We're planning a run on Sunday 22 June with about 30 cars. What do we need to do about the police?",
               "For a run of 20 or more vehicles you have to notify the local police in writing at least 28 days beforehand, so your letter needs to reach them by Sunday 25 May. On the day, split the cars into groups of no more than 12; with 30 cars that means at least three groups.",
               "Notify the police in writing at least 28 calendar days before, i.e. by 25 May, and run in groups of no more than 12 (at least three groups for 30 cars).",
               C, CARS + "#Club Runs", "multi_rule",
               "22 June minus 28 calendar days is Sunday 25 May, and the 12-vehicle group limit is applied correctly."),
             T("One member wants to bring her 6-year-old grandson in her 1920s tourer, which has no seat belts. Is that OK?",
               "I'm afraid not. Children under 8 can't ride on club runs in cars without seat belts, so he'd need to go in a belted car.",
               "No: children under 8 may not travel on club runs in vehicles without seat belts.",
               C, CARS + "#Club Runs", "refusal",
               "The under-8 seat-belt rule requires the refusal."),
             T("We've also got the AGM coming up. Our 16-year-old junior member wants to stand for the committee. Can he?",
               "Yes, junior members aged 12 to 17 can stand for the committee, though they can't vote at the meeting.",
               "No: only full members (18 and over) may vote or stand for the committee.",
               N, CARS + "#Membership", "negation",
               "Only full members may stand for the committee, so a 16-year-old junior cannot."),
             T("What would it cost a new adult member joining this year?",
               "A new adult pays £45 for the year plus a one-off £15 joining fee, so £60 in the first year.",
               "£45 annual subscription plus the £15 first-year joining fee: £60.",
               C, CARS + "#Membership", "numeric",
               "Full membership is £45 plus a £15 joining fee in the first year, £60 in total."),
             T("Lovely, that's everything. Cheers!",
               "Cheers, and good luck with the run!",
               "You're welcome, enjoy the run!",
               I, None, "smalltalk", "A sign-off with no governed content."),
         ]),
    # ------------------------------------------------------------------ BE-11
    dict(sid="BE-11", aid=A_DESK, at="2025-07-19T15:10:00Z",
         context="A visitor chatting to the general desk while waiting for a friend.",
         turns=[
             T("Hi! Is it always this busy on a Saturday?",
               "It does get lively at weekends! Is there anything I can help you with?",
               "It can be busy at weekends. Can I help with anything?",
               I, None, "smalltalk", "Small talk about how busy it is."),
             T("Not really. Do you know anywhere good for lunch near Harnfold market?",
               "I'm afraid I don't have restaurant recommendations, but there are usually food stalls at the market on a Saturday.",
               "Sorry, I can't recommend places to eat.",
               I, None, "out_of_scope", "Lunch recommendations are outside the corpus."),
             T("Ha, fair enough. Thanks anyway!",
               "   ",
               "You're welcome, enjoy your afternoon!",
               I, None, "empty_answer", "The assistant's answer is whitespace only."),
         ]),
    # ------------------------------------------------------------------ BE-12
    dict(sid="BE-12", aid=A_BRAM, at="2025-03-20T17:25:00Z",
         context="A parent whose 13-year-old daughter wants to join Bramblecote and exhibit.",
         turns=[
             T("My daughter's 13 and completely mad about orchids. How much is it for her to join?",
               "Junior membership is £6 a year for anyone under 16 on 1 April, and the subscription year runs from April to March.",
               "Junior membership (under 16 on 1 April) is £6 a year; subscriptions run 1 April to 31 March.",
               C, ORCH + "#Membership and Subscriptions", "numeric",
               "Bramblecote is silent on subscriptions, so the general junior rate of £6 and the April-to-March year apply."),
             T("Does she need me with her at meetings, or can she come along on her own?",
               "At 13 she can come along on her own; only juniors under 12 need to be accompanied by an adult.",
               "At Bramblecote juniors under 14 must be accompanied by a parent, guardian or adult member, so at 13 she needs someone with her.",
               N, BRAM + "#Juniors", "numeric",
               "Uses the general code's under-12 threshold where Bramblecote requires accompaniment for juniors under 14."),
             T("And for the shows, does she pay entry fees?",
               "No, juniors don't pay any entry fee, although she'll be limited to four exhibits per show like everyone else.",
               "Juniors pay no entry fee; the Bramblecote limit of 4 exhibits per show applies to her too.",
               C, ORCH + "#Show Entries", "multi_rule",
               "Combines the general code's free junior entry (Bramblecote is silent) with Bramblecote's 4-exhibit limit, both correctly."),
             T("She's never won anything yet. Is there a class for beginners her age?",
               "Yes, there's a junior novice class for members under 16 who've never won a first prize at any orchid show, so she'd qualify.",
               "Yes, the junior novice class is open to members under 16 who have never won a first prize at any orchid show.",
               C, BRAM + "#Juniors", "plain",
               "States the junior novice class eligibility correctly."),
         ]),
    # ------------------------------------------------------------------ BE-13
    dict(sid="BE-13", aid=A_REED, at="2025-01-13T10:00:00Z",
         context="A homeowner considering a full rethatch quoted by Reedmere at £28,000, due to start on Monday 7 April 2025.",
         turns=[
             T("Hi, Reedmere's quoted £28,000 for a full rethatch. What deposit will you need?",
               "For a quote of £28,000 the deposit would be 25%, so £7,000.",
               "Over £15,000 the deposit is 15%, capped at £5,000: on £28,000 that's £4,200.",
               N, REED + "#Deposits", "numeric",
               "Reedmere takes 15% (capped at £5,000) on jobs over £15,000, so £4,200; 25% is only the Panel code's ceiling."),
             T("The start date's Monday 7 April. When would you take the deposit?",
               "We can't take it more than 12 weeks before the start, so the earliest would be Monday 13 January. We could take it today if you like.",
               "Reedmere takes no deposit more than 8 weeks before the start, so not before Monday 10 February.",
               N, REED + "#Deposits", "time_window",
               "Reedmere's limit is 8 weeks (earliest 10 February), not the Panel's 12 weeks, so taking it on 13 January is not allowed."),
             T("Is the reed home-grown or imported?",
               "That will be on your written quotation: it has to say whether the reed is home-grown or imported and, if it's imported, which country it comes from. If it isn't on there, let us know and we'll reissue it.",
               "The quotation must state in writing the material, whether it is home-grown or imported and, if imported, its country of origin.",
               C, THAT + "#Quotations and Deposits", "paraphrase",
               "Reedmere is silent on material origin, and the Panel's written-disclosure rule is correctly paraphrased."),
             T("When do we pay the balance?",
               "Once the last course is on and the ridge is finished, our contracts manager will walk round the job with you and note any snagging. The scaffolding then comes down, usually within a couple of days, and we send the final invoice. The balance is due within 30 days of completion, and you can pay it by bank transfer. Your deposit is taken off the invoice in full, so you only pay the difference.",
               "The final invoice is payable within 14 calendar days of completion, and we won't ask for it before the scaffolding is down; your deposit is deducted in full.",
               N, THAT + "#Guarantees, Payment and Complaints", "long_answer",
               "Buried in a long answer, the 30-day payment term contradicts the Panel code's 14 calendar days, which applies because Reedmere is silent."),
             T("Right, I'll think it over. Thanks.",
               "No problem at all. Just bear in mind our quotation is only valid for 30 days from the date on it.",
               "You're welcome; remember the quotation is valid for 30 days from its date.",
               C, REED + "#Quotations", "plain",
               "A sign-off that still states a governed point, and Reedmere's 30-day quotation validity is correct."),
         ]),
    # ------------------------------------------------------------------ BE-14
    dict(sid="BE-14", aid=A_DESK, at="2025-09-12T12:00:00Z",
         context="A card shop owner preparing to host a regional qualifier for 40 players.",
         turns=[
             T("We're hosting a regional qualifier: 40 players at £30 each. How much has to go back as prizes?",
               "At least 60% of the entry fees has to go back as prizes, so from £1,200 you'd need at least £720 in prize support. Under-18 winners get product or store credit rather than cash.",
               "At least 70% of entry fees must be returned as prizes: at least £840 from £1,200. Under-18s get product or store credit, not cash.",
               N, CARD + "#Tournaments", "numeric",
               "The prize minimum is 70% (£840), not 60% (£720), even though the under-18 point is right.",
               weight=0.4),
             T("Decklists: can players hand them in at lunchtime?",
               "Yes, that's fine as long as they're in before the top cut starts.",
               "No, decklists must be submitted before round 1.",
               N, CARD + "#Tournaments", "time_window",
               "Decklists at regional qualifiers must be submitted before round 1.",
               weight=0.2),
             T("When should we close registration if round one's at 10:00?",
               "Registration closes a quarter of an hour before round one, so at 09:45.",
               "15 minutes before round 1: 09:45.",
               C, CARD + "#Tournaments", "time_window",
               "15 minutes before a 10:00 first round is 09:45.",
               weight=0.2),
             T("And how long are rounds?",
               "Rounds are 50 minutes, and anyone who still hasn't turned up 10 minutes into a round takes a game loss.",
               "Rounds last 50 minutes; a player not there 10 minutes after the start gets a game loss.",
               C, CARD + "#Tournaments", "plain",
               "50-minute rounds and the 10-minute game-loss rule are correct.",
               weight=0.2),
         ]),
    # ------------------------------------------------------------------ BE-15
    dict(sid="BE-15", aid=A_BRAM, at="2025-05-17T13:10:00Z",
         context="An exhibitor at the Bramblecote Spring Show who suspects another exhibitor's winning plant is ineligible.",
         turns=[
             T("The awards went up about 40 minutes ago and I'm fairly sure the winning Cymbidium was only bought in March. Can I protest?",
               "You can. Protests can be lodged in writing with the show secretary within an hour of the awards going up, with a £10 deposit that you get back if it's upheld.",
               "I'm afraid not formally: Bramblecote protests must be made in writing within 30 minutes of the awards being posted, with a £15 deposit, so the window has passed.",
               N, BRAM + "#Protests", "time_window",
               "Applies the general 1-hour window and £10 deposit where Bramblecote allows 30 minutes and a £15 deposit, so at 40 minutes the protest is out of time."),
             T("What's the actual rule on how long they needed to have owned it?",
               "Good question, and it comes up most years. Bramblecote's schedule is based on the CAOC code but tightens a few things. For ownership, each plant has to have been in the exhibitor's possession for at least nine months before the show date, so a plant bought in March wouldn't have been eligible for the Spring Show. It could be entered at a later show once it passes that mark. Each plant can also go into only one class at a show. If you want to raise it informally, the show secretary is on 555-0142 and is always happy to talk things through.",
               "At Bramblecote a plant must have been in the exhibitor's possession for at least 9 months before the show date, so a March purchase was not eligible on 17 May.",
               C, BRAM + "#Entries", "long_answer",
               "The long answer's key point, Bramblecote's 9-month possession rule, is correct, and the one-class rule and phone number are consistent too."),
             T("Who judged that class anyway? I think the judge's wife had a plant in it.",
               "I don't have the judging rota, but if that's right it shouldn't have happened: a judge mustn't judge any class where they or someone in their household has an entry, and they have to declare it to the show secretary before judging. It's worth raising with the show secretary.",
               "I can't say who judged, but a judge must not judge a class with an entry from their household and must declare it beforehand; raise it with the show secretary.",
               C, ORCH + "#Show Day Timetable and Judging", "partial",
               "A correct partial answer: it cannot name the judge but states the general conflict-of-interest rule accurately (Bramblecote is silent)."),
             T("Thanks, I'll go and find her.",
               "Good luck, I hope it gets sorted.",
               "Good luck!",
               I, None, "smalltalk", "A sign-off with nothing governed."),
         ]),
    # ------------------------------------------------------------------ BE-16
    dict(sid="BE-16", aid=A_REED, at="2025-10-20T07:55:00Z",
         context="A homeowner whose Reedmere rethatch is in progress during a windy spell.",
         turns=[
             T("It's blowing a gale out there, gusts of about 33 mph. Will the lads still be up on the roof today?",
               "They'll carry on as normal; roof work only stops once gusts go above 35 mph.",
               "No: Reedmere stops roof work when gusts exceed 30 mph, so at 33 mph they'll stay off the roof.",
               N, REED + "#Working Hours and Weather", "numeric",
               "Reedmere's wind limit is 30 mph, so work must stop at 33 mph; 35 mph is the Panel's figure."),
             T("Could they make up the lost time on Sunday?",
               "Sorry, no. We never work on Sundays or bank holidays. The only weekend exception is an emergency storm repair on a Saturday morning, and that needs the contracts manager's approval.",
               "No, Reedmere does no Sunday work; the only weekend exception is emergency storm repairs on a Saturday morning with approval.",
               C, REED + "#Working Hours and Weather", "refusal",
               "No Sunday work is allowed, and the storm-repair exception is described correctly."),
             T("The roof's half stripped. What happens to it overnight?",
               "If the forecast's dry the crew can leave it open overnight; they only sheet it when rain's expected.",
               "Any open area of roof is sheeted at the end of every working day, whatever the forecast.",
               N, THAT + "#Site Safety and Working at Height", "negation",
               "Open roof areas must be sheeted at the end of each working day regardless of the forecast."),
             T("One of your lads was using an angle grinder on the chimney flashing right next to the thatch yesterday. Is that normal?",
               "That's fine as long as he had an extinguisher handy; we keep two 9-litre water extinguishers on every site.",
               "No, no angle grinder may be used within 6 metres of thatch; I'll make sure that's raised with the crew.",
               N, THAT + "#Fire Safety", "negation",
               "Angle grinders are banned within 6 metres of thatch; having extinguishers on site does not make it allowed."),
             T("Do you do guttering as well, while you're here?",
               "Guttering isn't something we do, I'm afraid, but a local builder should be able to help.",
               "We don't do guttering; a builder could help.",
               I, None, "out_of_scope", "Guttering work is outside the corpus."),
         ]),
    # ------------------------------------------------------------------ BE-17
    dict(sid="BE-17", aid=A_DESK, at="2025-08-09T09:50:00Z",
         context="An exhibitor on the showfield at a classic car show, asking about showfield rules and concours results.",
         turns=[
             T("I'm parked up on the showfield. My mate wants to move his car to a shadier spot at about 11. Can he?",
               "He can, as long as he keeps to 5 mph across the field.",
               "No: no vehicle may move on the showfield between 10:00 and 16:00 unless there's an emergency or a marshal directs it.",
               N, CARS + "#Show Entry and Conduct on the Showfield", "modality",
               "Vehicles may not move between 10:00 and 16:00 except in an emergency or at a marshal's direction; the speed limit does not make it permissible."),
             T("He reckons it's fine to top up his tank from a jerry can before the parade. Is that right?",
               "No. Fuel mustn't be decanted anywhere on the showfield, so he'd have to do that off the field.",
               "No, fuel must not be decanted anywhere on the showfield.",
               C, CARS + "#Show Entry and Conduct on the Showfield", "negation",
               "Decanting fuel anywhere on the showfield is prohibited."),
             T("My car scored 68 in the concours. Do I get a trophy?",
               "Well done on 68! That clears the trophy threshold, so you should be in line for one.",
               "Unfortunately a trophy needs at least 70 points, so 68 falls just short.",
               N, CARS + "#Concours Judging", "numeric",
               "A trophy requires at least 70 points; 68 does not qualify."),
             T("Results were announced at 14:00. It's 14:30 now and I think they've added my marks up wrong. Too late to challenge?",
               "You're still in time; you've got until 14:45. Put it in writing and hand it to the chief judge.",
               "You have 45 minutes from the announcement, so until 14:45; the challenge must be in writing to the chief judge.",
               C, CARS + "#Concours Judging", "time_window",
               "14:00 plus 45 minutes is 14:45, so 14:30 is in time, and the written challenge to the chief judge is correct."),
             T("Also, the judge for my class owned one of the cars in it until he sold it in April this year. Is he allowed to judge it?",
               "That's fine. The rule only stops judges who own a car in the class on the day, so having sold it in April he's in the clear.",
               "No: a judge must not judge a class that includes a vehicle he has owned in the previous 12 months, and April this year is within that.",
               N, CARS + "#Concours Judging", "negation",
               "The bar covers vehicles owned in the previous 12 months, so a car sold in April 2025 rules him out at an August 2025 show."),
         ]),
    # ------------------------------------------------------------------ BE-18
    dict(sid="BE-18", aid=A_BRAM, at="2025-08-26T10:30:00Z",
         context="The owner of a small commercial orchid nursery who would like to sell at the Bramblecote Autumn Show.",
         turns=[
             T("Hello, I run a small orchid nursery. Can I just book a sales table at your Autumn Show?",
               "Any commercial nursery is welcome. Just book a table and pay the fee.",
               "At Bramblecote only members and nurseries invited by the committee may sell, so you'd need an invitation from the committee first.",
               N, BRAM + "#Sales", "modality",
               "Bramblecote allows only members and committee-invited nurseries to sell; an open invitation to any nursery breaks that exclusivity."),
             T("Suppose the committee does invite me. What does a table cost and how far ahead do I need to book?",
               "If you're invited, a sales table is £35 for the day and has to be booked at least 14 days ahead; for the Autumn Show on 20 September that means by Saturday 6 September.",
               "£35 per show day, booked at least 14 calendar days ahead: by 6 September for the 20 September show.",
               C, ORCH + "#Plant Sales at Shows", "multi_rule",
               "Bramblecote is silent on the table fee and booking notice, so the general £35 and 14 days apply; 20 September minus 14 days is Saturday 6 September."),
             T("Some of my plants were wild-collected years ago but they've been in the greenhouse for ages. Can I sell those?",
               "No. Wild-collected plants can't be sold or exhibited, however long they've been in cultivation.",
               "No, wild-collected plants must not be sold or exhibited.",
               C, ORCH + "#Plant Health and Conservation", "negation",
               "The general ban on selling wild-collected plants applies regardless of time in cultivation."),
             T("What about labels? Do I have to put the full hybrid name on everything?",
               "Each plant needs a label showing at least the genus, plus the species or hybrid name wherever you know it.",
               "Every plant for sale needs a label with at least its genus and, where known, the species or hybrid name.",
               C, ORCH + "#Plant Health and Conservation", "paraphrase",
               "A faithful paraphrase of the labelling rule."),
             T("People usually start queuing early. Could I start selling at 11:45?",
               "Yes, you can start selling as soon as judging finishes at 11:45.",
               "No, sales can't start until the doors open to the public at 12:00.",
               N, ORCH + "#Plant Sales at Shows", "time_window",
               "No plant may be sold before the doors open at 12:00; the end of judging at 11:45 is not the opening time."),
             T("Thanks, really helpful. Might see you in September!",
               "Hope so! Have a good week.",
               "Hope to see you there!",
               I, None, "smalltalk", "A friendly sign-off."),
         ]),
]


def session_score(turns_with_ids, weighted):
    kept = [(qid, t) for qid, t in turns_with_ids if t["label"] != I]
    if not kept:
        return OrderedDict(), None, I
    if weighted:
        total = sum(t["weight"] for _, t in kept)
        rw = OrderedDict((qid, round(t["weight"] / total, 6)) for qid, t in kept)
        raw = {qid: t["weight"] / total for qid, t in kept}
    else:
        rw = OrderedDict((qid, round(1 / len(kept), 6)) for qid, _ in kept)
        raw = {qid: 1 / len(kept) for qid, _ in kept}
    score = sum(raw[qid] for qid, t in kept if t["label"] == C)
    score = round(score, 6)
    verdict = C if score >= 0.5 - 1e-9 else N
    return rw, score, verdict


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    for s in SESSIONS:
        turns = s["turns"]
        weighted = any("weight" in t for t in turns)
        ids = ["%s-q%d" % (s["sid"], i + 1) for i in range(len(turns))]
        conv = []
        for qid, t in zip(ids, turns):
            c = OrderedDict(qa_id=qid, query=t["query"], assistant=t["assistant"],
                            ground_truth_assistant=t["ground_truth_assistant"])
            if weighted:
                c["weight"] = t["weight"]
            conv.append(c)
            label_lines.append(OrderedDict(session_id=s["sid"], qa_id=qid, label=t["label"],
                                           clause=t["clause"], kind=t["kind"],
                                           rationale=t["rationale"]))
        conv_lines.append(OrderedDict(session_id=s["sid"], assistant_id=s["aid"], language="english",
                                      context=s["context"], started_at=s["at"], conversation=conv))
        cnt = Counter(t["label"] for t in turns)
        rw, score, verdict = session_score(list(zip(ids, turns)), weighted)
        exp_lines.append(OrderedDict(session_id=s["sid"], assistant_id=s["aid"], n_interactions=len(turns),
                                     n_compliant=cnt[C], n_non_compliant=cnt[N], n_irrelevant=cnt[I],
                                     weight_mode="explicit" if weighted else "none",
                                     resolved_weights=rw, expected_score=score,
                                     expected_verdict=verdict))

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")

    dump("conversations.jsonl", conv_lines)
    dump("labels.jsonl", label_lines)
    dump("expected_sessions.jsonl", exp_lines)
    write_readme(conv_lines, label_lines, exp_lines)
    n = len(label_lines)
    cnt = Counter(l["label"] for l in label_lines)
    print("sessions=%d interactions=%d %s" % (len(conv_lines), n, dict(cnt)))


# ---------------------------------------------------------------- README

README_HEAD = """# blind-be: compliance evaluation set (the four domains)

This is a small labelled set for testing a checker that decides whether an AI assistant's answers comply with a regulatory corpus written as markdown. It covers four invented domains: orchid societies and orchid shows; classic and vintage car clubs and car shows; trading card shops and card game tournaments; and thatching contractors. Every body, business, person, place, rule and figure is invented, and every telephone number uses the 555- prefix. The text is in British English. The JSONL files and this README are generated by `tools/build.py`, and `tools/check.py` re-checks them.

## Corpus

| File | Domain | Role | Main topics |
|---|---|---|---|
| `corpus/orchid_code.md` | Orchid societies and shows | General code (CAOC) | subscriptions and age bands, show entries, show-day timetable, judging and protests, plant health and conservation, sales commission and refunds |
| `corpus/company/bramblecote_orchids_policy.md` | Orchid societies and shows | Company policy (Bramblecote Orchid Society), stricter than the CAOC code | 2025 show calendar, 21-day entry close, no late entries, 4 exhibits, 9-month possession, juniors under 14, 30-minute protests with £15 deposit, removal at 17:00, invited sellers only, 5-day refunds, no protected species |
| `corpus/classic_car_code.md` | Classic and vintage car clubs and shows | General code (ARCMC) | vehicle classes, membership, show entry and showfield conduct, concours judging, club runs, cancellation refunds |
| `corpus/trading_card_code.md` | Trading card shops and tournaments | General code (TCRSF) | selling and condition pricing, buying from customers, returns, tournament tiers and fees, prizes, safeguarding and curfews |
| `corpus/thatching_code.md` | Thatching contractors | General code (TRSP) | quotations and deposits, coat thickness, site safety, fire safety, working hours, guarantees, payment and complaints |
| `corpus/company/reedmere_thatching_policy.md` | Thatching contractors | Company policy (Reedmere Thatching Ltd), stricter than the TRSP code | quotations for every job, 30-day validity, deposit bands, 8-week deposit limit, no cash, weekday-only hours with a storm-repair exception, 30 mph wind limit, no under-18s on roofs, 5-year guarantee, 2/10 working-day complaints |

The corpus has 12 markdown tables in all.

## Assistants

| assistant_id | Serves | Rules that apply |
|---|---|---|
| `bramblecote-orchids` | Bramblecote Orchid Society members, exhibitors, sellers and visitors | `company/bramblecote_orchids_policy.md` first; `orchid_code.md` wherever the Bramblecote policy is silent (for example subscriptions, entry fee, show-day timetable, judges' conflicts, commission, pesticide disclosure, wild-collected plants, sale timing, nursery table fee) |
| `reedmere-thatching` | Reedmere Thatching Ltd customers | `company/reedmere_thatching_policy.md` first; `thatching_code.md` wherever the Reedmere policy is silent (for example cancellation, material origin, coat thickness, base-coat notice, scaffolding and sheeting, fire safety, final payment, adjudication) |
| `general-desk` | Members of the public asking about car clubs and card shops | `classic_car_code.md` and `trading_card_code.md` only (these two domains have no company policy) |

## Files

| File | Contents |
|---|---|
| `corpus/` | the six markdown documents |
| `conversations.jsonl` | one session per line, with each turn's query, the assistant's answer and a compliant ground-truth answer; three sessions carry explicit weights |
| `labels.jsonl` | one label per interaction: label, clause (`file.md#Section Heading`, null for IRRELEVANT), kind, rationale |
| `expected_sessions.jsonl` | per-session counts, resolved weights, expected score and verdict |
| `tools/build.py` | generates the three JSONL files and this README from hand-written data |
| `tools/check.py` | validates JSON, ids, clauses, labels, kinds, weights, scores, verdicts and corpus word counts |
"""

README_TAIL = """## Session scoring

COMPLIANT turns score 1 and NON_COMPLIANT turns score 0. IRRELEVANT turns are dropped and the remaining weights are renormalised to sum to 1; unweighted sessions give each remaining turn 1/n. A score of 0.5 or more (ties included) gives a COMPLIANT verdict, otherwise NON_COMPLIANT. A session whose turns are all IRRELEVANT is IRRELEVANT with a null score. `resolved_weights` lists only the remaining turns.

{verdicts}

## Notable cases

- **Company-versus-general traps (NON_COMPLIANT):** the company assistants quote the general code where their policy is stricter: 6 exhibits instead of 4 (BE-01-q2), discretionary late entries that Bramblecote forbids (BE-05-q1), juniors under 12 instead of under 14 (BE-12-q2), a 1-hour/£10 protest instead of 30 minutes/£15 (BE-15-q1), any nursery may sell (BE-18-q1), 60-day quote validity instead of 30 (BE-02-q3), 5/20 working days instead of 2/10 (BE-09-q1), 25% deposit and 12 weeks instead of 15% and 8 weeks (BE-13-q1, BE-13-q2), 35 mph instead of 30 mph (BE-16-q1).
- **Company-silent points (COMPLIANT):** the company assistants correctly fall back on the general code: cancellation within 14 days (BE-02-q4), staging times (BE-05-q2), chimney-sweeping advice (BE-06-q5), no sales before 12:00 (BE-08-q1), junior subscription (BE-12-q1), reed origin on the quotation (BE-13-q3), judges' household conflicts (BE-15-q3), nursery table fee and notice (BE-18-q2).
- **Stricter company rule correctly applied (COMPLIANT):** 9-month possession for an October purchase (BE-01-q3), removal not before 17:00 with only a medical-emergency exception (BE-05-q3), no under-18s on the roof although the Panel code would allow a supervised 17-year-old apprentice (BE-06-q3).
- **Date and time arithmetic:** 17 May minus 21 days is 26 April (BE-01-q1); 21 June minus 10 days is 11 June (BE-03-q2); 3 February plus 14 days is 17 February while 5 February plus 7 days expired on 12 February (BE-07-q1, BE-07-q2); 17 May plus 5 days is Thursday 22 May (BE-08-q3); 2 and 10 working days from Monday 9 June are 11 and 23 June (BE-09-q1); 22 June minus 28 days is 25 May (BE-10-q1); 7 April minus 8 weeks is 10 February (BE-13-q2); 20 September minus 14 days is 6 September (BE-18-q2); 14:00 plus 45 minutes (BE-17-q4).
- **Near-misses with one figure changed (NON_COMPLIANT):** 15% instead of 10% on £12,000 (BE-02-q2), 10% instead of 15% commission on £30 (BE-08-q4), 14 instead of 28 days for pesticide disclosure (BE-08-q5), 250 mm instead of 300 mm water reed (BE-06-q2), 60% instead of 70% prize support (BE-14-q1), six months instead of 8 weeks for adjudication (BE-09-q4).
- **Buried points:** BE-13-q4 hides a 30-day payment term (the rule is 14 days) in a long, otherwise accurate answer; BE-15-q2 is a long answer whose buried key point is correct.
- **Required disclosure left out:** BE-06-q4 omits the written notice required before laying over a base coat.
- **Refusals:** required and correct (BE-02-q1, BE-06-q3, BE-08-q1, BE-09-q3, BE-10-q2, BE-16-q2); not required and therefore NON_COMPLIANT (BE-03-q4, a refund the code grants).
- **Correct partial answer:** BE-15-q3 cannot name the judge but states the conflict rule correctly.
- **Sign-off carrying a rule:** BE-13-q5 looks like small talk but restates the 30-day quotation validity, so it is judged (COMPLIANT).
- **Scoring edge cases:** BE-03 and BE-09 score exactly 0.5 and are COMPLIANT (ties); BE-14 is unweighted 2 of 4 but scores 0.4 with its weights, so it is NON_COMPLIANT; BE-05 drops a weighted IRRELEVANT turn and renormalises; BE-11 is all IRRELEVANT (null score); BE-07-q4 and BE-11-q3 are empty answers.

## Provenance

Written blind, from general knowledge only, inside `/tmp/blind/be`. No other file, folder, data set, code or web search was consulted. Every organisation, business, person, place, telephone number (555- prefix), rule and figure is invented, and any resemblance to real bodies or codes is accidental.
"""


def write_readme(conv, labels, exp):
    lab_order = [C, N, I]
    cnt = Counter(l["label"] for l in labels)
    n = len(labels)
    out = [README_HEAD]
    out.append("## Label counts\n")
    out.append("%d sessions, %d interactions.\n" % (len(conv), n))
    out.append("| Label | Count | Share |\n|---|---|---|")
    for k in lab_order:
        out.append("| %s | %d | %.1f%% |" % (k, cnt[k], 100.0 * cnt[k] / n))
    out.append("| Total | %d | 100.0%% |\n" % n)
    aid_of = {s["session_id"]: s["assistant_id"] for s in conv}
    out.append("By assistant:\n")
    out.append("| assistant_id | Sessions | Interactions | COMPLIANT | NON_COMPLIANT | IRRELEVANT |\n|---|---|---|---|---|---|")
    for aid in [A_BRAM, A_REED, A_DESK]:
        ls = [l for l in labels if aid_of[l["session_id"]] == aid]
        c = Counter(l["label"] for l in ls)
        ns = sum(1 for s in conv if s["assistant_id"] == aid)
        out.append("| `%s` | %d | %d | %d (%.1f%%) | %d (%.1f%%) | %d (%.1f%%) |" % (
            aid, ns, len(ls), c[C], 100.0 * c[C] / len(ls), c[N], 100.0 * c[N] / len(ls),
            c[I], 100.0 * c[I] / len(ls)))
    out.append("")
    out.append("## Kinds by label\n")
    kinds = ["numeric", "time_window", "multi_rule", "partial", "negation", "plain", "modality",
             "paraphrase", "long_answer", "refusal", "smalltalk", "out_of_scope", "empty_answer"]
    out.append("| Kind | COMPLIANT | NON_COMPLIANT | IRRELEVANT | Total |\n|---|---|---|---|---|")
    for k in kinds:
        c = Counter(l["label"] for l in labels if l["kind"] == k)
        out.append("| %s | %d | %d | %d | %d |" % (k, c[C], c[N], c[I], sum(c.values())))
    out.append("")
    vc = Counter(e["expected_verdict"] for e in exp)
    v = ["Verdict counts: %d COMPLIANT, %d NON_COMPLIANT, %d IRRELEVANT (%d sessions).\n" % (
        vc[C], vc[N], vc[I], len(exp))]
    v.append("| Session | Assistant | Turns | C / NC / IRR | Weights | Score | Verdict |\n|---|---|---|---|---|---|---|")
    for e in exp:
        sc = "null" if e["expected_score"] is None else ("%.3f" % e["expected_score"])
        v.append("| %s | `%s` | %d | %d / %d / %d | %s | %s | %s |" % (
            e["session_id"], e["assistant_id"], e["n_interactions"], e["n_compliant"],
            e["n_non_compliant"], e["n_irrelevant"], e["weight_mode"], sc, e["expected_verdict"]))
    out.append(README_TAIL.format(verdicts="\n".join(v)))
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
