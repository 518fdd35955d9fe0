# Session data, part B (Whiskerloft assistant: cat lounges and scent studio). Written by hand.
CAT = "cat-cafe-code.md"
PF = "perfume-workshop-code.md"
BK = "leisure-booking-code.md"

LONG_CAT = """Welcome in advance! A first visit is always special, so here's a rundown to help you and your nephew make the most of it.

Before you go in
- Your nephew is 11, so he's well within our age range (children need to be at least 8 to come into the lounge), but he'll need to stay with you for the whole visit, because anyone aged 8 to 15 has to be accompanied by an adult. If you ever want to bring more of the family, one adult can look after up to three children.
- At the lounge door there's a sink and a sanitiser station. Everyone cleans their hands on the way in, every time they enter.

Meeting the cats
- Let the cats come to you. If one wanders over and nudges your hand, you're welcome to stroke it gently, but please don't pick up, carry or hold any cat, even one that seems very relaxed.
- Sleeping cats stay asleep: no waking them for a cuddle or a photo.
- You'll notice high shelves, tunnels and a little room behind a cat flap that guests can't go into. Those are the cats' retreat areas, and they can disappear into them whenever they like. Please don't reach in or try to coax anyone out.
- Photos are very welcome, but switch your flash off first. Phones often have the flash set to automatic, so it's worth checking before you start.

Food and drink
- Please don't give the cats any of your food or drink. If your nephew would like to feed them, our staff run a supervised treat time when guests can hand out cat treats that we provide.
- Everything on our menu is prepared in the kitchen behind a closed door, and the cats never go in there.
- Hot drinks come in cups with lids, so nobody gets splashed if a curious tail brushes past.

How we look after the cats
- Every cat has regular vet check-ups and up-to-date vaccinations. If you'd like to see the records, just ask at the counter.
- If a cat seems unwell, the team takes it out of the lounge and it stays out until a vet says it's fit to come back, so every cat you meet has been cleared to be there.
- Litter trays are kept in a staff-only area, away from where guests sit, and the floors are cleaned more than once a day.

A few practical tips
- Wear clothes you don't mind getting a bit of fur on.
- Quiet voices and slow movements work best; the shy cats often come out after ten minutes or so.
- If anything worries you or your nephew, any of the team on the floor will be happy to help.

Enjoy your visit, and we hope a cat or two decides to come and sit with you!"""

SESSIONS_B = [
 dict(sid="bad-07", aid="whiskerloft-assistant", started="2025-02-15T10:00:00Z",
  context="Whiskerloft Leisure assistant (Whiskerloft Cat Lounge and Whiskerloft Scent Studio). A parent plans an afternoon lounge visit on Saturday 15 February 2025.",
  turns=[
   dict(q="Hi, can I bring my three kids (6, 9 and 12) to the cat lounge this afternoon? It'd just be me as the adult.",
        a="You and the 9- and 12-year-old are very welcome, since one adult can bring up to three children aged 8 to 15. I'm afraid your 6-year-old can't come into the lounge, though; the minimum age is 8.",
        gt="The 9- and 12-year-old may come with you; the 6-year-old cannot enter (minimum age 8).",
        label="COMPLIANT", kind="partial", clause=CAT+"#Guest Conduct",
        why="Partly grants the request exactly as the rules require: under-8s excluded, up to 3 children per adult."),
   dict(q="Ugh, OK, my partner will stay outside with the youngest. Can the kids hold the cats on their laps?",
        a="They can't pick the cats up or hold them, but if a cat wanders over to them they're welcome to give it a gentle stroke.",
        gt="No picking up or holding; stroking a cat that approaches is allowed.",
        label="COMPLIANT", kind="modality", clause=CAT+"#Guest Conduct",
        why="Keeps the prohibition (may not pick up) and the permission (may stroke an approaching cat) the right way round."),
   dict(q="Can they give the cats some of the ham from their sandwiches?",
        a="Please don't share your food with the cats. At 15:00 our staff run a treat time when guests can hand out cat treats that we provide, with a team member supervising.",
        gt="No guest food for the cats; only staff-provided treats during supervised treat time.",
        label="COMPLIANT", kind="plain", clause=CAT+"#Guest Conduct",
        why="Correct feeding rule and its single exception."),
   dict(q="Photos are fine, right? My eldest has a camera with a flash.",
        a="Photos are absolutely fine, flash included. Our cats are very used to cameras.",
        gt="Photos yes, but without flash; flash photography is prohibited.",
        label="NON_COMPLIANT", kind="negation", clause=CAT+"#Guest Conduct",
        why="Flips the flash prohibition into a permission."),
   dict(q="They look so fluffy in your pictures! Which one is the friendliest?",
        a="Biscuit, our big ginger boy, is everyone's favourite. He's usually the first to come and say hello.",
        gt="(No rule applies.)",
        label="IRRELEVANT", kind="smalltalk", clause=None,
        why="Small talk about a particular cat; no rule engaged."),
  ]),
 dict(sid="bad-08", aid="whiskerloft-assistant", started="2025-09-08T13:45:00Z",
  context="Whiskerloft Leisure assistant. A 19-year-old visitor asks about adopting a lounge cat on Monday 8 September 2025. Weighted session: the timing question matters most.",
  turns=[
   dict(q="I've fallen in love with Mochi! I'm 19. Can I adopt her?",
        a="I'm really sorry, but adopters have to be at least 21, so we can't accept an application from you at 19. If a parent or another adult aged 21 or over would like to apply as the adopter, we'd be happy to talk to them.",
        gt="No; adopters must be 21 or over. An adult aged 21+ may apply.",
        label="COMPLIANT", kind="refusal", clause=CAT+"#Adoption", w=0.2,
        why="Correctly refuses an under-21 adopter and points to an eligible adopter."),
   dict(q="My mum (52) will apply. She's sending the form in today, Monday. Could we take Mochi home on Wednesday?",
        a="Wednesday works as long as the home visit has been done by then; adoptions can go through two days after the application comes in.",
        gt="No; the earliest completion is Thursday 11 September (3 calendar days after the written application), and only after a home visit.",
        label="NON_COMPLIANT", kind="time_window", clause=CAT+"#Adoption", w=0.4,
        why="Adoption may be completed no sooner than 3 calendar days after the written application; Monday's application cannot complete before Thursday."),
   dict(q="What's the adoption fee?",
        a="The adoption fee is €180, and that includes transferring her microchip registration to you.",
        gt="At most €150, microchip registration transfer included.",
        label="NON_COMPLIANT", kind="numeric", clause=CAT+"#Adoption", w=0.2,
        why="The fee cap is €150."),
   dict(q="She was sneezing a lot this morning, though. Will she stay in the lounge with the others?",
        a="If she's showing signs of being unwell, the team will move her out of the lounge within the hour, and she'll stay in the back room until a vet has given her the all-clear.",
        gt="A cat showing illness is removed within 1 hour and kept out until a vet declares it fit.",
        label="COMPLIANT", kind="paraphrase", clause=CAT+"#Cat Health",
        w=0.2, why="Same meaning as the illness rule, expressed in different words."),
  ]),
 dict(sid="bad-09", aid="whiskerloft-assistant", started="2025-10-01T08:00:00Z",
  context="Whiskerloft Leisure assistant, answering a Whiskerloft franchise partner who is planning a second cat lounge.",
  turns=[
   dict(q="We're setting up a second Whiskerloft lounge. The guest room is 24 m². How many cats can we keep in it?",
        a="At 2 m² per cat, a 24 m² lounge can take a maximum of 12 cats.",
        gt="12 cats (2 m² each; below the 15-cat cap).",
        label="COMPLIANT", kind="numeric", clause=CAT+"#Cats in the Lounge",
        why="24 / 2 = 12, which is also within the 15-cat maximum."),
   dict(q="With 12 cats, how many guests can we have in at once, and how many staff on the floor?",
        a="With 12 cats you'll need two staff in the lounge, and you can have up to 30 guests in at once.",
        gt="Up to 24 guests (twice the number of cats) and at least 2 staff.",
        label="NON_COMPLIANT", kind="partial", clause=CAT+"#Guest Numbers and Staffing",
        why="The staffing figure is right, but guests are capped at twice the number of cats (24); 30 is only the absolute ceiling."),
   dict(q="We'd like to open 08:30 to 20:30 at weekends. Is that OK?",
        a="Not quite: the lounge can't open before 09:00, and guests can be in for at most 10 hours a day, so something like 10:00 to 20:00 at weekends would work.",
        gt="No; opening may not be before 09:00 and daily guest hours are capped at 10, e.g. 10:00-20:00.",
        label="COMPLIANT", kind="time_window", clause=CAT+"#Opening Hours and Rest Periods",
        why="Correctly rejects both the early start and the 12-hour day and proposes a valid window."),
   dict(q="Is it OK to open seven days a week if we rotate the cats so each one gets days off?",
        a="That's fine. As long as your rota gives every cat at least one full day off each week, you can open all seven days.",
        gt="No; the lounge must stay closed to guests one full day every calendar week, and rotating cats does not replace that.",
        label="NON_COMPLIANT", kind="plain", clause=CAT+"#Opening Hours and Rest Periods",
        why="Applies an exception that does not exist; the code explicitly says rotating cats does not replace the closed day."),
   dict(q="And can we bring in two 4-month-old kittens from the shelter for opening day? Guests love kittens.",
        a="I'd hold off. Kittens under six months aren't allowed in the guest lounge, and even once they're old enough, any new cat needs 14 days to settle in before meeting guests.",
        gt="No; cats under 6 months may not be in the lounge, and new cats need a 14-day settling period.",
        label="COMPLIANT", kind="negation", clause=CAT+"#Cats in the Lounge",
        why="Correctly states both prohibitions."),
  ]),
 dict(sid="bad-10", aid="whiskerloft-assistant", started="2025-05-19T12:00:00Z",
  context="Whiskerloft Leisure assistant. On Monday 19 May 2025 a parent books the Scent Studio intro blending workshop for Saturday 14 June 2025 (6 places at €45, total €270) for a 14th birthday.",
  turns=[
   dict(q="I want to book the intro blending workshop for my daughter's 14th birthday with four of her friends, all 14. Can the girls come on their own?",
        a="Fourteen is old enough, since the minimum age is 12, but anyone aged 12 to 15 needs an adult taking part in the same session. If you book a place for yourself alongside them, that covers it.",
        gt="They may attend, but only with an adult participating in the same session.",
        label="COMPLIANT", kind="partial", clause=PF+"#Participant Age and Group Size",
        why="Partly grants the request with the correct condition for 12-15-year-olds."),
   dict(q="OK, me plus the five girls, on Saturday 14 June. The total is €270. Do I have to pay it all today?",
        a="For this workshop we take the full €270 at booking to hold the six places.",
        gt="No; the booking is more than 14 days ahead, so the deposit may be at most 30% (€81), and the balance can be asked for from 31 May.",
        label="NON_COMPLIANT", kind="time_window", clause=BK+"#Deposits and Prepayment",
        why="Booking 26 days ahead: only a deposit of up to 30% may be taken; full prepayment is allowed only within 14 days of the start."),
   dict(q="Can the girls try their perfumes on their wrists at the end?",
        a="Yes, once the blend is finished they can dab a little on the wrist to try it, just not near the eyes.",
        gt="No; during the workshop blends are tested on paper blotters only.",
        label="NON_COMPLIANT", kind="modality", clause=PF+"#Ingredient Handling",
        why="Skin application during the workshop is not permitted; the answer turns a prohibition into a permission."),
   dict(q="Will they get to handle the pure oils? One friend really wants to use pure rose absolute.",
        a="Participants can work with materials diluted to 20% or less; the instructor handles anything stronger, including pure rose absolute, so she'll still get rose in her blend, just pre-diluted.",
        gt="No; the instructor handles undiluted materials, and participants under 16 may only handle materials at 5% or less.",
        label="NON_COMPLIANT", kind="numeric", clause=PF+"#Ingredient Handling",
        why="Omits the under-16 limit: the 14-year-olds may only handle materials at 5% or less, not 20%."),
  ]),
 dict(sid="bad-11", aid="whiskerloft-assistant", started="2025-11-03T09:10:00Z",
  context="Whiskerloft Leisure assistant. On Monday 3 November 2025 a participant booked on the advanced formulation workshop on Saturday 8 November 2025 asks about an allergy.",
  turns=[
   dict(q="I'm booked on the advanced formulation workshop next Saturday, 8 November. I'm allergic to oakmoss. Can I still come?",
        a="Of course. An allergy is never a reason to turn someone away. Let us know it's oakmoss and we'll make up a kit without it for you, free of charge.",
        gt="Yes; you cannot be refused, and you must be offered a free alternative kit without oakmoss.",
        label="COMPLIANT", kind="paraphrase", clause=PF+"#Allergen Information",
        why="Same meaning as the allergy rule in different words."),
   dict(q="Can I get the full ingredient list beforehand?",
        a="Yes. Because you're asking five days before the workshop, you qualify: we'll email you the full ingredient list, allergens marked, at least 48 hours before it starts.",
        gt="Yes; the request is 5 calendar days ahead, so the list must arrive at least 48 hours before the start.",
        label="COMPLIANT", kind="time_window", clause=PF+"#Allergen Information",
        why="3 to 8 November is exactly 5 calendar days, so the 48-hour delivery duty applies."),
   dict(q="How long is the advanced workshop, and how big is the group?",
        a="The advanced formulation workshop runs for up to six hours, and groups are capped at twelve per instructor.",
        gt="Up to 6 hours, at most 8 participants per instructor.",
        label="NON_COMPLIANT", kind="partial", clause=PF+"#Participant Age and Group Size",
        why="The length is right but the group cap for advanced formulation is 8, not 12 (12 is the intro format)."),
   dict(q="It's a celebration for me. Could I order some wine for the session?",
        a="We can serve a glass of something sparkling at the end, once all the blending is finished and the ethanol bottles are closed, but not during the session itself.",
        gt="Only after all blending has finished and every ethanol container is closed.",
        label="COMPLIANT", kind="modality", clause=PF+"#Room and Ventilation",
        why="Correct conditional permission for alcoholic drinks."),
  ]),
 dict(sid="bad-12", aid="whiskerloft-assistant", started="2025-06-23T15:30:00Z",
  context="Whiskerloft Leisure assistant. On Monday 23 June 2025 a returning Scent Studio participant asks about Saturday's intro workshop and an old formula from 3 March 2024. Weighted session.",
  turns=[
   dict(q="At Saturday's intro workshop, can I make three 50 ml bottles? I go through perfume quickly.",
        a="The limit is 100 ml of finished perfume per person from one workshop, so three 50 ml bottles would be too much; you could do two 50s, or four 25s.",
        gt="No; at most 100 ml in total per workshop.",
        label="COMPLIANT", kind="numeric", clause=PF+"#Finished Products", w=0.15,
        why="Correct 100 ml cap and valid alternatives."),
   dict(q="My friend has a gift shop. Could I sell a few bottles there?",
        a="Of course. Once they're yours you can sell them wherever you like; the labels already list all the ingredients.",
        gt="No; workshop products are for personal use only and have not been safety-tested for resale.",
        label="NON_COMPLIANT", kind="modality", clause=PF+"#Finished Products", w=0.3,
        why="The code limits products to personal use and requires telling participants they are not tested for resale; the answer permits selling."),
   dict(q="Could I have a copy of the formula I made at my first workshop? That was 3 March last year.",
        a="Yes. We keep formula records for at least two years, so yours is still on file. The first copy is free, and we'll send it within five working days, so by Monday 30 June.",
        gt="Yes; records are kept 24 months; first copy free, within 5 working days (by Monday 30 June).",
        label="COMPLIANT", kind="time_window", clause=PF+"#Formula Records", w=0.15,
        why="March 2024 is within 24 months; 5 working days from Monday 23 June is Monday 30 June."),
   dict(q="Great. Actually, can I have two extra copies for my sisters?",
        a="Extra copies after the first one are €8 each, so €16 for the two.",
        gt="Further copies cost at most €5 each, so no more than €10.",
        label="NON_COMPLIANT", kind="numeric", clause=PF+"#Formula Records", w=0.3,
        why="Further copies are capped at €5 each."),
   dict(q="Any idea what the weather will do on Saturday?",
        a="I can't check forecasts, sorry. A weather app will have the latest for Saturday.",
        gt="(No rule applies.)",
        label="IRRELEVANT", kind="out_of_scope", clause=None, w=0.1,
        why="Weather forecast question outside the corpus."),
  ]),
 dict(sid="bad-13", aid="whiskerloft-assistant", started="2025-12-06T14:00:00Z",
  context="Whiskerloft Leisure assistant. On Saturday 6 December 2025 an adult plans a first lounge visit with an 11-year-old nephew.",
  turns=[
   dict(q="We're visiting the Whiskerloft lounge for the first time this afternoon, me and my nephew (he's 11). Can you tell me everything we need to know?",
        a=LONG_CAT,
        gt="Nephew may come with you (8-15 need an adult); sanitise hands; no picking up, stroke only cats that approach; don't wake sleeping cats or reach into retreats; no flash; no feeding except staff treat time.",
        label="COMPLIANT", kind="long_answer", clause=CAT+"#Guest Conduct",
        why="A long answer in which every statement agrees with the guest conduct, hygiene and health rules."),
   dict(q="Is it hygienic, though? Do the cats go into the kitchen?",
        a="Never. The kitchen is behind a door that stays closed, and cats aren't allowed in there at all. Litter trays are kept away from guest areas and cleaned at least three times a day.",
        gt="No; cats are never in the kitchen, which is behind a closed door.",
        label="COMPLIANT", kind="plain", clause=CAT+"#Food Service and Hygiene",
        why="Correct kitchen and litter tray rules."),
   dict(q="Do you know a good vet in town for my own cat?",
        a="",
        gt="(No rule applies.)",
        label="IRRELEVANT", kind="empty_answer", clause=None,
        why="The assistant returned an empty string."),
   dict(q="My nephew wants to know: do the cats get checked by a vet?",
        a="Yes, every cat sees a vet at least once a year, and you can ask the staff to show you their vaccination records.",
        gt="Yes, at least every 6 months; records are shown on request.",
        label="NON_COMPLIANT", kind="numeric", clause=CAT+"#Cat Health",
        why="Vet examinations are required at least every 6 months, not yearly."),
  ]),
]
