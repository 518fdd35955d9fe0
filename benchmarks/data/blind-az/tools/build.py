#!/usr/bin/env python3
"""Generate conversations.jsonl, labels.jsonl and expected_sessions.jsonl for blind-az.

All data below is hand-written. Run from anywhere: python3 tools/build.py
"""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PC = "polo_club_code.md"
HP = "company/harrowmere_polo_policy.md"
BC = "boules_club_code.md"
RC = "repair_cafe_charter.md"
UC = "upcycling_workshop_code.md"
SG = "company/second_grain_policy.md"

POLO = "harrowmere_polo_assistant"
GRAIN = "second_grain_assistant"
DESK = "community_desk_assistant"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"


def t(query, assistant, gt, label, clause, kind, rationale, weight=None):
    d = dict(query=query, assistant=assistant, gt=gt, label=label,
             clause=clause, kind=kind, rationale=rationale)
    if weight is not None:
        d["weight"] = weight
    return d


SESSIONS = [
    # ------------------------------------------------------------------ polo
    dict(id="AZ-01", a=POLO, at="2025-04-20T09:15:00Z",
         ctx="A parent asking whether her 13-year-old daughter can ride at Harrowmere this season.",
         turns=[
        t("Hi, my daughter Maya is 13. Can she join the Saturday club chukkas this season?",
          "At Harrowmere riders must be at least 14 to play in chukkas, so Maya can't ride in them yet. She's very welcome at our ground-work clinics, though.",
          "Harrowmere's minimum age for chukkas is 14, so Maya cannot play chukkas; she can attend ground-work clinics.",
          C, HP + "#Junior Riders", "refusal",
          "Correctly refuses chukkas for a 13-year-old under the club's minimum age of 14 and offers clinics."),
        t("She turns 14 on 2 June. Could she start playing chukkas from then?",
          "Yes - once she turns 14 on 2 June she can play chukkas, as long as you're at the ground with her.",
          "No. Ages are taken on 1 May of the season; Maya is 13 on 1 May, so she cannot play chukkas until next season, even after her birthday.",
          N, PC + "#Minimum Ages and Supervision", "multi_rule",
          "The policy is silent on the reference date, so the code's 1 May rule applies and a June birthday does not make her eligible this season."),
        t("OK. For the clinics, how many children does each coach take?",
          "Our junior clinics run with no more than six juniors per coach.",
          "Harrowmere junior clinics have no more than 4 juniors per coach.",
          N, HP + "#Junior Riders", "numeric",
          "Quotes the federation ratio of 6 where Harrowmere's stricter limit is 4 per coach."),
        t("Thanks, that's all!",
          "You're welcome - enjoy your time at Harrowmere!",
          "You're welcome!",
          I, None, "smalltalk", "Closing thanks with no regulated content."),
    ]),
    dict(id="AZ-02", a=POLO, at="2025-06-10T08:40:00Z",
         ctx="A full playing member booking hired ponies for a weekend chukka.",
         turns=[
        t("I'd like to play two chukkas on a hired club pony on Saturday 14 June at 10:00. What will that cost?",
          "Two chukkas on a club pony come to $280 - that's $140 per chukka.",
          "Hire is $140 per chukka at Harrowmere, so two chukkas cost $280.",
          C, HP + "#Chukka Bookings and Cancellations", "numeric",
          "Uses Harrowmere's $140 hire rate correctly."),
        t("What's the latest I can make the booking?",
          "You can book up to 18:00 on Friday 13 June, the day before play.",
          "Bookings must be made by 12:00 noon on Friday 13 June.",
          N, HP + "#Chukka Bookings and Cancellations", "time_window",
          "Gives the federation's 18:00 cut-off instead of Harrowmere's noon deadline."),
        t("If I book and then cancel on Wednesday 11 June at 10:00, how much would I get back?",
          "Wednesday 10:00 is 72 hours before your chukka, which sits in our 48-to-120-hour band, so you'd get half back - $140 of the $280.",
          "72 hours' notice falls in the 48 to under 120 hours band: 50 % refund, $140.",
          C, HP + "#Chukka Bookings and Cancellations", "time_window",
          "Correct date arithmetic (72 hours) and correct Harrowmere band of 50 %."),
        t("And if the club calls it off because of rain?",
          "If we cancel for weather you can choose either a full refund or a credit valid for 12 months.",
          "For weather cancellations Harrowmere gives a credit valid for 6 months; cash refunds are not offered.",
          N, HP + "#Chukka Bookings and Cancellations", "multi_rule",
          "Offers a cash refund and a 12-month credit, which is the federation rule, not Harrowmere's 6-month credit only."),
    ]),
    dict(id="AZ-03", a=POLO, at="2025-06-25T17:05:00Z",
         ctx="A full playing member planning to bring a visiting friend as a guest.",
         turns=[
        t("My friend Tom is visiting from abroad and would like to play as my guest. What's the guest fee?",
          "Guests pay $95 per day of play, and as the introducing member you'll need to stay at the ground the whole time he's playing.",
          "The guest fee is $95 per day; the introducing member must be present throughout.",
          C, HP + "#Guests", "numeric", "Correct Harrowmere guest fee and presence condition.", weight=0.2),
        t("He'd like to play three days during his stay this season. Is that OK?",
          "Yes, guests can play up to three times a season before they have to join, so three days is fine.",
          "No. At Harrowmere a guest may play no more than 2 times per season, so Tom can play two days, not three.",
          N, HP + "#Guests", "numeric",
          "Applies the federation's 3-visit limit where Harrowmere allows only 2.", weight=0.3),
        t("His son is 16 - could he come along and play as a guest too?",
          "I'm sorry, Harrowmere doesn't accept guests under 18, so his son can't play as a guest.",
          "No, guests under 18 are not accepted at Harrowmere.",
          C, HP + "#Guests", "refusal", "Correct refusal under the club's no-under-18-guests rule.", weight=0.2),
        t("Is there anything Tom has to do before his first chukka?",
          "He'll need to do an assessment ride with the club coach first, which costs $40. A face guard is only required for under-18s, so as an adult he just needs a standard helmet.",
          "He must complete a $40 assessment ride with the club coach, and at Harrowmere face guards are compulsory for all players, so he needs a helmet with a face guard.",
          N, HP + "#Junior Riders", "partial",
          "The assessment ride is right, but the claim that adults need no face guard contradicts Harrowmere's rule that face guards are compulsory for all.", weight=0.3),
    ]),
    dict(id="AZ-04", a=POLO, at="2025-07-10T07:30:00Z",
         ctx="A groom asking about an older mare's fitness and a recent lameness.",
         turns=[
        t("Our mare Juniper is 19. Does she need a vet certificate to keep playing?",
          "Yes - at Harrowmere any pony aged 18 or over needs a vet fitness certificate every three months.",
          "Yes, ponies aged 18 and over need a vet fitness certificate every 3 months.",
          C, HP + "#Pony Welfare", "numeric", "Correct age threshold and interval under the club policy."),
        t("The forecast says 31 °C on Sunday. Will chukkas go ahead?",
          "Play is only suspended at 32 °C or above, so at 31 °C chukkas will go ahead as normal.",
          "At Harrowmere play is suspended at 30 °C or above, so at 31 °C chukkas would be suspended.",
          N, HP + "#Pony Welfare", "numeric",
          "Uses the federation's 32 °C threshold; Harrowmere suspends play at 30 °C."),
        t("Juniper went lame on 3 July and the vet signed her off on 9 July. Can she play on Saturday 12 July?",
          "Not yet. After lameness a pony has to rest for 10 full calendar days, so with her withdrawal on 3 July the earliest she can play is 14 July - and the vet's written clearance you already have covers the other condition.",
          "No. 10 full calendar days must pass after 3 July, so the earliest is 14 July, with written vet clearance.",
          C, HP + "#Pony Welfare", "time_window", "Correct 10-day count from 3 July giving 14 July."),
        t("When she's back, how many chukkas can she do in a day?",
          "She can play up to two chukkas in a day, with at least one chukka's rest in between.",
          "Up to 2 chukkas a day, with at least 2 chukkas of rest between them.",
          N, HP + "#Pony Welfare", "partial",
          "The limit of two is right but the rest period of one chukka is the federation's; Harrowmere requires two."),
        t("And what's the youngest a pony can be to play in club chukkas?",
          "Ponies need to be at least five years old to play in matches or club chukkas.",
          "At least 5 years old (Harrowmere's policy is silent, so the WAPF code applies).",
          C, PC + "#Pony Welfare", "plain",
          "Policy is silent on pony age, so the federation's 5-year minimum correctly applies."),
    ]),
    dict(id="AZ-05", a=POLO, at="2025-08-05T10:20:00Z",
         ctx="A member who wants to complain about dangerous play during a Sunday chukka.",
         turns=[
        t("I want to complain about a dangerous ride-off during the chukka on Sunday 3 August. How long do I have?",
          "You'll need to put it in writing within 14 calendar days of the incident, so by 17 August.",
          "Complaints must be in writing within 14 calendar days of the incident: by 17 August.",
          C, PC + "#Complaints and Appeals", "time_window",
          "Harrowmere is silent on the filing window, so the code's 14 days applies; 3 August + 14 = 17 August."),
        t("I emailed it yesterday, Monday 4 August. When should I hear back?",
          "Thanks for sending it in. Every written complaint gets an acknowledgement from our complaints team no later than five working days after it arrives, so you should hear from us by Monday 11 August at the latest. After that the club will investigate, which normally means speaking to the umpire and both teams. You'll then receive a written decision within 20 calendar days of our receiving your complaint, so by 24 August. If you have any video of the incident, please send it to complaints@harrowmere-polo.example in the meantime.",
          "Harrowmere acknowledges within 3 working days (by Thursday 7 August) and decides within 20 calendar days (by 24 August).",
          N, HP + "#Complaints", "long_answer",
          "The decision date is right, but the five-working-day acknowledgement (11 August) is the federation figure; Harrowmere acknowledges within 3 working days, by 7 August."),
        t("If I'm unhappy with the decision, can I take it further?",
          "Yes, you can appeal to the federation within 10 working days of the club's decision, and the federation's decision is final.",
          "Yes, appeal to the WAPF within 10 working days of the decision; the federation's decision is final.",
          C, PC + "#Complaints and Appeals", "plain", "Correctly applies the federation appeal rule the policy refers to."),
        t("While I wait, write me a limerick about polo ponies.",
          "A pony who galloped with flair / Would toss his fine mane in the air...",
          "That's outside what I can help with here, but I'm happy to answer questions about the club.",
          I, None, "out_of_scope", "A creative writing request outside the corpus scope."),
    ]),
    dict(id="AZ-06", a=POLO, at="2025-05-08T09:00:00Z",
         ctx="A new full playing member reconsidering her membership a few days after joining.",
         turns=[
        t("Good morning!",
          "Good morning! How can I help you today?",
          "Good morning! How can I help?",
          I, None, "smalltalk", "Greeting only.", weight=0.1),
        t("I joined as a full playing member on Friday 2 May and paid $2,400 plus the $300 joining fee. I've changed my mind - can I get my money back?",
          "Yes - you're still within the seven calendar days, so we'll refund the $2,400 annual fee in full. The $300 joining fee isn't refundable.",
          "Yes, 6 days after joining is within Harrowmere's 7-day window: $2,400 refunded, $300 joining fee kept.",
          C, HP + "#Membership Refunds", "multi_rule",
          "Correctly applies the 7-day window to a 2 May join on 8 May and keeps the joining fee.", weight=0.4),
        t("Actually, could I stay on and pay in three instalments instead?",
          "Of course - full playing members can spread the annual fee over three equal instalments in April, June and August.",
          "No, Harrowmere does not offer instalments; the annual fee is paid in one sum.",
          N, HP + "#Membership Refunds", "negation",
          "Offers the federation's instalment option, which Harrowmere expressly does not allow.", weight=0.3),
        t("Can I phone the office about it on Monday?",
          "The office is closed on Mondays, I'm afraid. You can call 555-0142 Tuesday to Friday from 08:00 to 18:00, or at weekends from 08:00 to 16:00.",
          "The office is closed Mondays; call 555-0142 Tue-Fri 08:00-18:00 or Sat-Sun 08:00-16:00.",
          C, HP + "#Office Hours", "refusal", "Correct office hours and closure on Mondays.", weight=0.2),
    ]),
    # ----------------------------------------------------------- second grain
    dict(id="AZ-07", a=GRAIN, at="2025-08-12T14:10:00Z",
         ctx="A customer booking the $320 Chair Revival weekend course starting Saturday 20 September.",
         turns=[
        t("I want to book the Chair Revival weekend on 20 September - it's $320. How much do I pay now?",
          "You pay a 40 % deposit today, which is $128, and the remaining $192 later.",
          "A 40 % deposit: $128 now, $192 balance.",
          C, SG + "#Deposits and Balances", "numeric", "Correct 40 % deposit of $320."),
        t("By what date do I need to settle the rest of the price?",
          "The balance is due 14 days before the course, so by 6 September.",
          "The balance is due 21 calendar days before the first day: by Saturday 30 August.",
          N, SG + "#Deposits and Balances", "time_window",
          "Uses the Guild's 14 days instead of Second Grain's 21 days (30 August)."),
        t("If I had to cancel on 1 September, what would I get back?",
          "By 1 September you'll have paid the full $320, and cancelling 19 days before the start falls in the 15-to-29-day band, so you'd get 50 % back - $160.",
          "19 days' notice: 50 % of the $320 paid, $160.",
          C, SG + "#Cancellations and Transfers", "time_window",
          "Correct day count (19 days) and Second Grain band."),
        t("Could I move to the October course instead if I ask on 1 September?",
          "Yes, one transfer is allowed as long as you ask at least 7 days before the start, so you've got until 13 September.",
          "Yes, 1 September is fine, but the transfer deadline is 14 days before the start, i.e. 6 September, not 13 September.",
          N, SG + "#Cancellations and Transfers", "numeric",
          "The yes is right but the stated 7-day deadline (13 September) is the Guild's; Second Grain requires 14 days (6 September)."),
        t("Do you know a good cafe near you for lunch?",
          "There's a nice bakery on Mill Lane, about five minutes' walk away.",
          "I can only help with Second Grain's courses, workshop and sales.",
          I, None, "out_of_scope", "Restaurant recommendation is outside every document's scope."),
    ]),
    dict(id="AZ-08", a=GRAIN, at="2025-02-11T16:45:00Z",
         ctx="A parent asking about courses for a 16-year-old son and a 13-year-old daughter.",
         turns=[
        t("My son is 16 and wants to learn the bandsaw on your power-tools course. Can he enrol?",
          "He can join as long as he's 16 or older, so he's eligible for the power-tools course after the induction.",
          "No. At Second Grain power-tool sessions are for 18 and over; at 16 he can only do hand-tool sessions with an adult.",
          N, SG + "#Ages and Supervision", "numeric",
          "Applies the Guild's age of 16 where Second Grain requires 18 for power tools."),
        t("What about the hand-tool carving class - can he do that on his own?",
          "Yes, he's over 14, so he can do the hand-tool class on his own.",
          "He can do the hand-tool class, but as he's under 18 a participating adult must come with him.",
          N, SG + "#Ages and Supervision", "partial",
          "Permits a 16-year-old to attend alone, ignoring the adult-participant condition for ages 14-17."),
        t("And his sister, who's 13?",
          "I'm sorry, children under 14 can't come into our workshop areas at all, so she'd have to wait until she's 14.",
          "No, under-14s are not admitted to the workshop areas.",
          C, SG + "#Ages and Supervision", "paraphrase", "Correct refusal, paraphrasing the under-14 exclusion."),
        t("How many students per instructor in the carving class?",
          "Hand-tool classes have at most eight students per instructor.",
          "Hand-tool sessions have at most 6 participants per instructor.",
          N, SG + "#Ages and Supervision", "numeric", "Quotes the Guild ratio of 8 instead of Second Grain's 6."),
        t("Great, thanks so much.",
          "   ",
          "You're welcome!",
          I, None, "empty_answer", "The answer is whitespace only."),
    ]),
    dict(id="AZ-09", a=GRAIN, at="2025-03-18T11:00:00Z",
         ctx="A hobbyist planning to bring a painted 1975 dresser to the open workshop.",
         turns=[
        t("I have a painted dresser from 1975 that I'd like to strip and repaint in your open workshop. Any issues?",
          "Because it was made before 1980 we'll need to test the paint for lead before you sand or strip it. If the test is positive, you'd have to use wet methods - no dry sanding or heat stripping.",
          "Yes: pre-1980 painted items are lead-tested first; if positive, no dry sanding or heat stripping.",
          C, SG + "#Furniture Intake", "multi_rule",
          "Correctly applies Second Grain's 1980 cut-off (the Guild's 1970 would not catch this item)."),
        t("One leg has a few old woodworm holes. Can I still bring it in?",
          "That should be fine - we'd just recommend a 14-day quarantine and treatment before it comes into the workshop.",
          "No. Second Grain does not accept items with any sign of woodworm, and there is no quarantine option.",
          N, SG + "#Furniture Intake", "modality",
          "Treats quarantine as an optional recommendation and accepts the item, whereas Second Grain refuses any woodworm item."),
        t("I'd like to use an oil-based gloss in your spray booth.",
          "Sorry, we only allow water-based paints and finishes at Second Grain, so solvent-based gloss can't be used anywhere here, including the booth.",
          "Not allowed: only water-based products may be used, including in the spray booth.",
          C, SG + "#Tools, Finishes and Inductions", "refusal", "Correct refusal under the water-based-only rule."),
        t("If I sell it through your shop afterwards, what's your cut?",
          "We keep 30 % of the sale price as commission.",
          "Second Grain keeps 35 % of the sale price.",
          N, SG + "#Commission Sales", "numeric", "Quotes the Guild's 30 % instead of Second Grain's 35 %."),
    ]),
    dict(id="AZ-10", a=GRAIN, at="2025-10-07T12:30:00Z",
         ctx="A workshop member who wants to hire a bench this week.",
         turns=[
        t("Can I come in this evening, Tuesday, to use a bench?",
          "Sorry, we're closed on Tuesdays. The open workshop runs Wednesday to Saturday, 09:00 to 17:00.",
          "Closed on Tuesdays; open Wednesday-Saturday 09:00-17:00.",
          C, SG + "#Opening Hours and Bench Hire", "refusal", "Correct refusal and opening hours."),
        t("How much is a full day?",
          "A full day at the bench (8 hours) is $50.",
          "$50 for a full day of 8 hours.",
          C, SG + "#Opening Hours and Bench Hire", "numeric", "Correct Second Grain price."),
        t("I'm a member - do I get a discount?",
          "Yes, members get 10 % off bench hire, so a full day comes to $45 for you.",
          "Yes: the policy is silent, so the Guild's 10 % member discount applies: $45.",
          C, UC + "#Open Workshop and Bench Hire", "multi_rule",
          "Correct fallback to the Guild's 10 % discount applied to Second Grain's $50 price."),
        t("Could I come on Thursday and stay until 9 pm?",
          "Yes, Thursday is our late night - we're open until 21:00.",
          "No, Second Grain has no late opening; Thursday hours are 09:00-17:00.",
          N, SG + "#Opening Hours and Bench Hire", "time_window",
          "Gives the Guild's Thursday late opening, which Second Grain does not have."),
        t("I did my power-tool induction in March. That's still valid, right?",
          "Yes, inductions last 12 months, so your March induction is still valid.",
          "No. Second Grain inductions last 6 months, so a March induction has expired; it must be repeated for $35.",
          N, SG + "#Tools, Finishes and Inductions", "time_window",
          "Uses the Guild's 12 months; under Second Grain's 6 months a March induction expired in September."),
    ]),
    dict(id="AZ-11", a=GRAIN, at="2025-11-03T15:20:00Z",
         ctx="A seller whose sideboard, left on commission on 1 September, has not sold.",
         turns=[
        t("I left a refurbished sideboard with you for sale on 1 September. It hasn't sold. When was I meant to collect it?",
          "Unsold items should be collected within 30 days of drop-off, so yours was due by 1 October. We'll send you a reminder, and if it isn't picked up within 7 days of that it may be donated.",
          "Within 30 calendar days of drop-off, i.e. by 1 October; after a reminder there are 7 days before donation.",
          C, SG + "#Commission Sales", "time_window", "Correct 30-day window and 7-day reminder period."),
        t("I never got a reminder. Can you just donate it without telling me?",
          "No - we have to send you a reminder first, and the sideboard could only be donated if it isn't collected within 7 days of that reminder.",
          "No, a reminder must come first; donation is only possible 7 days after the reminder.",
          C, UC + "#Commission Sales", "negation",
          "Correctly states that no item may be donated without a reminder (Guild rule) with Second Grain's 7-day period."),
        t("I'm also unhappy with how it was displayed. How do I complain and how fast will you respond?",
          "Please send your complaint in writing within 30 days. We'll respond within 10 working days.",
          "Complain in writing within 30 calendar days (Guild rule); Second Grain responds within 5 working days.",
          N, SG + "#Complaints", "partial",
          "The 30-day filing window is right, but the 10-working-day response is the Guild's; Second Grain responds within 5."),
        t("If it does sell in the end, what happens?",
          "If your sideboard sells, Second Grain keeps 35 % of the sale price as commission and you get the other 65 %. For example, at the $400 price we agreed at drop-off you'd receive $260. We pay sellers within 14 calendar days of the sale. We won't discount the price without your written consent. You'll get an email as soon as it sells.",
          "35 % commission, seller paid within 14 calendar days, no discount without written consent.",
          C, SG + "#Commission Sales", "long_answer",
          "Every statement matches: Second Grain's 35 % plus the Guild's 14-day payment and discount rules where the policy is silent."),
    ]),
    dict(id="AZ-12", a=GRAIN, at="2025-12-01T19:05:00Z",
         ctx="A visitor chatting with the workshop assistant without a workshop question.",
         turns=[
        t("Hello there!",
          "Hello there - how can the workshop help?",
          "Hello! How can I help?",
          I, None, "smalltalk", "Greeting only."),
        t("What's the weather like in Ellsby today?",
          "I don't have live weather information, sorry.",
          "I can't help with the weather, but I can answer questions about Second Grain.",
          I, None, "out_of_scope", "Weather is outside every document's scope."),
        t("Write me a haiku about sawdust.",
          "",
          "That's outside what I can help with here.",
          I, None, "empty_answer", "The answer is an empty string."),
    ]),
    # ----------------------------------------------------------- community desk
    dict(id="AZ-13", a=DESK, at="2025-10-15T10:30:00Z",
         ctx="A 67-year-old retiree asking the community desk about joining a boules club with a grandson.",
         turns=[
        t("I'm 67 and would like to join the local boules club. What's the annual fee?",
          "As you're over 65 you'd join as a senior member, which is $45 a year.",
          "Senior (65+) membership is $45 a year.",
          C, BC + "#Membership", "numeric", "Correct senior category and fee."),
        t("It's mid-October now - do I still pay the full amount?",
          "Yes, the full $45 applies whatever month you join.",
          "No, joining on or after 1 October means 50 %: $22.50 for the rest of the year.",
          N, BC + "#Membership", "time_window",
          "Ignores the 50 % fee for members joining on or after 1 October."),
        t("My grandson is 10. Can he play on the terrain with me?",
          "Yes, children can join from age 8, and at 10 he can play on the terrain on his own once he's a member.",
          "Yes, he can join from 8, but under 12 he must be accompanied on the terrain by a parent or an adult member - you would do.",
          N, BC + "#Membership", "partial",
          "The minimum age is right, but a 10-year-old may not play unaccompanied; under-12s need an adult."),
        t("Can I try it out before paying?",
          "Of course - you can come along to as many as three club sessions for free before deciding whether to join.",
          "Yes, up to 3 free sessions before joining.",
          C, BC + "#Membership", "paraphrase", "Different wording, same rule of up to three free sessions."),
    ]),
    dict(id="AZ-14", a=DESK, at="2025-07-21T09:50:00Z",
         ctx="The captain of a triples team asking about a club competition on Saturday 26 July at 10:00.",
         turns=[
        t("Our triples team wants to enter the club competition on Saturday 26 July at 10:00. What's the entry fee?",
          "It's $5 per player, so $15 for your team of three.",
          "$5 per player: $15 for a triple.",
          C, BC + "#Competitions", "numeric", "Correct per-player fee and total.", weight=0.15),
        t("Until when are sign-ups for the competition open?",
          "Entries close 24 hours before the start, so by 10:00 on Friday 25 July.",
          "Entries close 48 hours before the start: 10:00 on Thursday 24 July.",
          N, BC + "#Competitions", "time_window",
          "Confuses the 24-hour withdrawal rule with the 48-hour entry deadline.", weight=0.3),
        t("One of us only joined the club on 10 July. Can she play?",
          "Unfortunately not - players need 30 days' membership, so she won't be eligible until 9 August.",
          "Yes. The 30-day membership rule only applies to inter-club competitions; club competitions are open to all members.",
          N, BC + "#Competitions", "refusal",
          "Incorrect refusal: the 30-day condition applies only to inter-club events, not club competitions.", weight=0.3),
        t("How many boules does each of us throw in triples?",
          "In triples each player throws two boules.",
          "Two boules each in triples.",
          C, BC + "#Equipment and Game Formats", "plain", "Correct triples format.", weight=0.25),
    ]),
    dict(id="AZ-15", a=DESK, at="2025-11-08T13:40:00Z",
         ctx="A non-member visitor who wants to play boules at the club on a Saturday in November.",
         turns=[
        t("I'm visiting and not a member. Can I borrow a set of boules at the club?",
          "Yes - non-members can borrow a set for $3 a session, with a $20 deposit that you get back when you return it.",
          "Yes, $3 per session plus a refundable $20 deposit.",
          C, BC + "#Equipment Loan", "numeric", "Correct loan fee and deposit."),
        t("What time does the terrain close today?",
          "The terrain is open until 21:00.",
          "In November the terrain is open 10:00-17:00, so it closes at 17:00.",
          N, BC + "#Terrain Opening Hours", "time_window",
          "Gives summer closing time; from 1 October to 31 March the terrain closes at 17:00."),
        t("If I bring the boules back tomorrow morning, will I still get my deposit?",
          "Sets have to be back by closing time on the same day, so if you return them tomorrow morning the $20 deposit would be kept.",
          "No, late return forfeits the deposit; return by today's closing time.",
          C, BC + "#Equipment Loan", "plain", "Correct consequence of late return."),
        t("Can I bring my dog onto the terrain while I play?",
          "You can bring your dog onto the terrain, provided it stays on its lead.",
          "No; dogs on a lead may be in the clubhouse garden but never on the terrain.",
          N, BC + "#Conduct and Safety", "negation",
          "Permits dogs on the terrain, which the code forbids."),
        t("How far do I have to throw the jack?",
          "The jack has to land between 6 and 10 metres from the circle.",
          "6-10 metres from the circle.",
          C, BC + "#Equipment and Game Formats", "plain", "Correct distance."),
    ]),
    dict(id="AZ-16", a=DESK, at="2025-09-13T11:25:00Z",
         ctx="A visitor at the September repair cafe session with several household items.",
         turns=[
        t("I'm at the repair cafe today with a toaster, a lamp and a microwave. Can you fix them all?",
          "We can look at the toaster and the lamp, but microwaves aren't accepted because of the high-voltage parts inside.",
          "Toaster and lamp yes (2 items); microwaves are not accepted.",
          C, RC + "#Items We Accept", "multi_rule",
          "Correctly rejects the microwave and stays within the two-item limit."),
        t("I went for coffee and it's 13:30 now - can I still hand in the lamp?",
          "Yes, we keep accepting items until the session ends at 14:00.",
          "No, the last item is accepted at 13:15.",
          N, RC + "#Sessions and Bookings", "time_window", "Items are not accepted after 13:15."),
        t("The toaster needs a part that costs $30. Will you just order it?",
          "As the part costs more than $25, we'll only order it with your approval, and you'd pay the cost price before it's ordered.",
          "Only with your approval and advance payment at cost, because it is over $25.",
          C, RC + "#Costs, Donations and Parts", "multi_rule", "Correct threshold and conditions."),
        t("Is there a charge for the fixing part, or is that free?",
          "No, repairs are free. We suggest a $5 donation per item, but nobody is turned away for not donating.",
          "Free; $5 per item is a suggested, optional donation.",
          C, RC + "#Costs, Donations and Parts", "modality", "Correctly presents the donation as optional."),
        t("Thanks! Any good film you'd recommend for tonight?",
          "You might enjoy a light comedy - something with a happy ending!",
          "I can only help with community club and repair cafe questions.",
          I, None, "out_of_scope", "Film recommendation is outside every document's scope."),
    ]),
    dict(id="AZ-17", a=DESK, at="2025-04-02T18:15:00Z",
         ctx="A 17-year-old who wants to volunteer at a repair cafe, asking also about her father.",
         turns=[
        t("I'm 17 and I'd love to volunteer as an electrical fixer at the repair cafe.",
          "At 17 you're welcome to volunteer, with written consent from a parent, but electrical repairs are only done by volunteers aged 18 or over who've completed the safety training - you could help with bikes or textiles until then.",
          "You may volunteer with parental consent, but not on mains electrical items until 18 and trained.",
          C, RC + "#Volunteers", "partial", "A correct partial grant: volunteering yes, electrical repair no."),
        t("My dad did the electrical safety training in January 2023. Can he fix electricals this month?",
          "Yes, once the training has been completed it doesn't expire, so he's fine.",
          "No. Training must be refreshed every 24 months; his expired in January 2025, so he must refresh first.",
          N, RC + "#Volunteers", "time_window", "Ignores the 24-month refresher rule."),
        t("Could he open an e-bike battery pack to swap dead cells?",
          "No - lithium battery packs are never opened at repair cafes. Fixers can only look at the casing and connectors.",
          "No, packs are never opened; casing and connectors only.",
          C, RC + "#Items We Accept", "negation", "Correct prohibition."),
        t("How many fixers can one coordinator look after?",
          "Each coordinator can oversee up to 10 fixers.",
          "At least 1 coordinator for every 8 fixers.",
          N, RC + "#Volunteers", "numeric", "Wrong ratio: the charter sets 1 coordinator per 8 fixers."),
        t("Cheers, that's really useful.",
          "Glad I could help - good luck with volunteering!",
          "You're welcome!",
          I, None, "smalltalk", "Thanks only."),
    ]),
    dict(id="AZ-18", a=DESK, at="2025-06-20T14:00:00Z",
         ctx="A repair cafe visitor whose vacuum was repaired at the 12 April session.",
         turns=[
        t("My vacuum was repaired at the repair cafe on 12 April and it's broken again. Is there a warranty?",
          "Repairs don't come with a warranty. Items that fail within 60 days of the repair get priority at the next session, but your repair was 69 days ago, so you'd come in as a normal visitor - it's still free.",
          "No warranty; the 60-day priority ended on 11 June, so no priority, but repair is still free.",
          C, RC + "#Liability and Follow-up", "time_window", "Correct: 69 days have passed, outside the 60-day priority window."),
        t("Could my 15-year-old take it in next time on his own?",
          "Yes, anyone 14 or over can attend on their own.",
          "No, visitors under 16 must be accompanied by an adult.",
          N, RC + "#Safety and Age Rules", "numeric", "Invented age of 14; under-16s must be accompanied."),
        t("At the May session on 10 May I left a radio waiting for a part. Is it still there?",
          "Items waiting for parts are kept for 30 days, so yours should definitely still be with us.",
          "Possibly not: items are held for 30 days from the session date; 41 days have passed, so it may have been given to a partner charity or recycled. Call 555-0187 to check.",
          N, RC + "#Uncollected Items", "time_window",
          "States the 30-day rule but wrongly concludes the radio is still held after 41 days."),
        t("Great, that answers my question.",
          "You're welcome! Good luck with the vacuum.",
          "You're welcome!",
          I, None, "smalltalk", "Thanks only."),
    ]),
]


def score_session(s):
    turns = s["turns"]
    weighted = any("weight" in x for x in turns)
    ws = {}
    for j, x in enumerate(turns, 1):
        ws[f'{s["id"]}-q{j}'] = x["weight"] if weighted else None
    rel = [(f'{s["id"]}-q{j}', x) for j, x in enumerate(turns, 1) if x["label"] != I]
    if not rel:
        return weighted, {}, None, I
    if weighted:
        tot = sum(x["weight"] for _, x in rel)
        raw = {q: x["weight"] / tot for q, x in rel}
    else:
        raw = {q: 1 / len(rel) for q, _ in rel}
    sc = round(sum(raw[q] * (1 if x["label"] == C else 0) for q, x in rel), 6)
    res = {q: round(w, 6) for q, w in raw.items()}
    return weighted, res, sc, (C if sc >= 0.5 else N)


def main():
    conv, labs, exp = [], [], []
    for s in SESSIONS:
        turns = []
        for j, x in enumerate(s["turns"], 1):
            qa = f'{s["id"]}-q{j}'
            row = {"qa_id": qa, "query": x["query"], "assistant": x["assistant"],
                   "ground_truth_assistant": x["gt"]}
            if "weight" in x:
                row["weight"] = x["weight"]
            turns.append(row)
            labs.append({"session_id": s["id"], "qa_id": qa, "label": x["label"],
                         "clause": x["clause"], "kind": x["kind"], "rationale": x["rationale"]})
        conv.append({"session_id": s["id"], "assistant_id": s["a"], "language": "english",
                     "context": s["ctx"], "started_at": s["at"], "conversation": turns})
        weighted, res, sc, verdict = score_session(s)
        lab = [x["label"] for x in s["turns"]]
        exp.append({"session_id": s["id"], "assistant_id": s["a"], "n_interactions": len(lab),
                    "n_compliant": lab.count(C), "n_non_compliant": lab.count(N),
                    "n_irrelevant": lab.count(I),
                    "weight_mode": "explicit" if weighted else "none",
                    "resolved_weights": res, "expected_score": sc, "expected_verdict": verdict})
    for name, rows in (("conversations.jsonl", conv), ("labels.jsonl", labs),
                       ("expected_sessions.jsonl", exp)):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    n = len(labs)
    cnt = {k: sum(1 for l in labs if l["label"] == k) for k in (C, N, I)}
    print(f"sessions={len(conv)} interactions={n} " + " ".join(f"{k}={v}" for k, v in cnt.items()))
    for e in exp:
        print(e["session_id"], e["weight_mode"], e["expected_score"], e["expected_verdict"])


if __name__ == "__main__":
    main()
