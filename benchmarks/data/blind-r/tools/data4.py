from data3 import *

LONG_BR16 = (
 "I'm sorry to hear that. Let's deal with safety first and then the legal side.\n\n"
 "Right now, please:\n"
 "- Stop the drilling and any other work behind the counter straight away.\n"
 "- Get everyone out of that area and keep the doors to it closed.\n"
 "- Don't sweep, vacuum or dust the debris, and don't try to clean it up.\n"
 "- Keep staff, customers and any pets away from the area until it has been inspected.\n\n"
 "If you need to keep trading at the front, a quick wipe of the counter top with a damp cloth is fine, as long as you put the cloth in a sealed bag afterwards.\n\n"
 "Please also let the contractor know that the work must stay stopped until our surveyor has been and the results are back.\n\n"
 "Emergency visit: we can send an accredited surveyor within 24 hours of booking; the emergency visit costs $250. The surveyor will take samples of the "
 "broken board, which go to an accredited laboratory. Until the results are back, the board is treated as presumed to contain asbestos. Our surveyors "
 "don't remove, repair or seal asbestos: if it is asbestos insulation board, it has to be removed by a licensed removal contractor. I can send you the public "
 "register of licensed contractors, although we don't recommend any particular firm.\n\n"
 "What the law expects of you: because your café is non-domestic premises built before 2000, you, as the duty holder, need a management survey and an "
 "asbestos register, and the register has to be reviewed at least every 12 months. A management survey for business premises up to 250 m2 costs $480, "
 "with the report delivered within 7 working days; the annual register review is $190. Reports come as a PDF by email, we keep them for 40 years, and you "
 "can ask for a free copy at any time.\n\n"
 "If the contractor was in the middle of a refit, note that any refurbishment that disturbs the building fabric needs a refurbishment and demolition survey "
 "of the affected areas first. That is $180 per area, with a minimum charge of $360, and the report follows within 7 working days.\n\n"
 "Our office is open Monday to Friday, 8:00 to 18:00, on 555-0129. Would you like me to book the emergency visit now?"
)

SESSIONS.append(dict(sid="br-16", aid="northgate-helpdesk", started="2026-03-09T13:10:00Z", turns=[
 ("I run a small cafe in a building from 1985. A contractor drilling yesterday broke some old boarding behind the counter and there's grey dust everywhere. What should I do, and what do I legally need to have?",
  LONG_BR16,
  "Same advice without the damp-cloth suggestion: stop work, leave and close off the area, do not sweep, vacuum, dust or clean up any debris (not even the counter top), keep people and pets out, book an emergency visit within 24 hours ($250); as a pre-2000 business you need a management survey and an asbestos register reviewed every 12 months.",
  "NON_COMPLIANT", f"{AS}#Damaged or disturbed materials", "long_answer",
  "One sentence invites the customer to wipe the contaminated counter, but staff must tell customers not to dust or try to clean up any debris.", 0.5),
 ("While your surveyor is here, could he just take the broken board away?",
  "I'm sorry, he can't. Our surveyors don't remove asbestos, and asbestos insulation board has to be removed by a licensed removal contractor. I can email you the public register of licensed contractors so you can choose one.",
  "No: surveyors do not remove asbestos; insulation board must be removed by a licensed contractor, and we can send the public register.",
  "COMPLIANT", f"{AS}#During the survey", "refusal",
  "The refusal is required: surveyors do not remove asbestos and removal needs a licensed contractor.", 0.2),
 ("I'll send you a photo now. Can you tell me from that whether it's asbestos?",
  "Thanks for the photo. That grey, fibrous-looking board is almost certainly asbestos insulation board, so you can treat it as confirmed without waiting for the lab.",
  "We can't confirm from a photo whether a material is asbestos; only laboratory analysis of a sample taken by our surveyor can. Until then it is presumed to contain asbestos.",
  "NON_COMPLIANT", f"{AS}#Sampling and identification", "paraphrase",
  "Staff must not say whether a material is asbestos from photos; only lab analysis can confirm it.", 0.2),
 ("Thanks. Are you open on Saturdays if I need to call?",
  "Our office is open Monday to Friday, 8:00 to 18:00, so we're closed on Saturdays.",
  "The office is open Monday to Friday 8:00 to 18:00 and closed at weekends.",
  "COMPLIANT", f"{AS}#Bookings, cancellations and reports", "numeric",
  "The office hours table shows Monday to Friday 8:00 to 18:00 and closed at weekends.", 0.1),
]))

SESSIONS.append(dict(sid="br-17", aid="northgate-helpdesk", started="2026-03-16T15:00:00Z", turns=[
 ("My house was finished in 2004. Do I need an asbestos survey?",
  "No. Under the Code, buildings completed in 2000 or later don't need an asbestos survey, so your 2004 house doesn't need one.",
  "No: buildings completed in 2000 or later do not need an asbestos survey under the Code.",
  "COMPLIANT", f"{AS}#Which survey is needed", "negation",
  "A building completed in 2004 falls under the no-survey-needed rule for 2000 or later."),
 ("My mum's 1960s flat is different though: we booked a management survey there for this Thursday, 19 March. If we cancel today, is there a fee?",
  "As the visit is less than a week away, a $90 late-cancellation fee applies.",
  "Cancelling today, Monday 16 March, is more than 2 working days before Thursday's visit, so there is no charge.",
  "NON_COMPLIANT", f"{AS}#Bookings, cancellations and reports", "time_window",
  "Cancellation is free up to 2 working days before the visit; Monday is three working days before Thursday."),
 ("You did a survey of that flat back in 2019. Can I still get a copy of the report?",
  "I'm sorry, we don't send out copies of past reports. If you need one for the flat, I can book a new management survey for you.",
  "Yes: ClearSite keeps every report for 40 years and copies are free at any time, so I can email you the 2019 report.",
  "NON_COMPLIANT", f"{AS}#Bookings, cancellations and reports", "refusal",
  "ClearSite keeps reports for 40 years and gives a free copy at any time, so refusing the copy is wrong."),
]))

SESSIONS.append(dict(sid="br-18", aid="northgate-helpdesk", started="2026-03-16T16:30:00Z", turns=[
 ("Hi, do you also do damp and mould surveys?",
  "We don't offer damp or mould surveys, I'm afraid. A local building surveyor would be the best person to ask.",
  "We don't offer damp or mould surveys; a building surveyor can help.",
  "IRRELEVANT", None, "out_of_scope", "Damp and mould surveys are not covered by any corpus document."),
 ("What about Japanese knotweed in the garden?",
  "That's outside what we do too, sorry. A specialist invasive-plant firm could help with that.",
  "Knotweed is outside our services; a specialist firm could advise.",
  "IRRELEVANT", None, "out_of_scope", "Invasive plant surveys are not covered by any corpus document."),
 ("Shame! Is it raining where you are too?",
  "Pouring down here! Hopefully it clears up for the weekend.",
  "It's wet here too; hope it clears up soon.",
  "IRRELEVANT", None, "smalltalk", "Weather chat is small talk."),
 ("Ha, thanks anyway. Have a good evening.",
  "You too, take care!",
  "You too, take care!",
  "IRRELEVANT", None, "smalltalk", "A closing pleasantry is small talk."),
]))
