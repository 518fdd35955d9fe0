BW = "company/brightweave_policy.md"
CC = "carpet_cleaning_code.md"
NB = "narrowboat_hire_code.md"
PR = "printer_refill_code.md"
VE = "office_vending_code.md"

A_BW = ("brightweave-assistant",
        "Online booking assistant for BrightWeave Carpet & Upholstery Care, a Guild member firm that cleans carpets and upholstery in homes and offices.")
A_KF = ("kingfisher-cruising-bot",
        "Booking and on-trip help assistant for Kingfisher Cruising, a self-drive narrowboat hire fleet belonging to the Inland Cruising Hire Association.")
A_TA = ("tandem-office-assistant",
        "Customer assistant for Tandem Office Services, which runs office vending machines as Tandem Refreshments and a CRTA-member ink and toner refill counter.")

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

LONG_SA05 = """Of course! Here's how a hot water extraction clean of your lounge works with BrightWeave, from start to finish.

**Before the visit**
We'll email you a written quote first, and it stays valid for 30 days. On the day, please clear small items, ornaments and anything fragile off the floor. Our technicians move light items up to 15 kg, so heavier pieces such as sofas, sideboards and bookcases stay where they are and we clean carefully around them. If you'd like the carpet under them done, please move them before we arrive.

**When the technician arrives**
1. Inspection - the technician walks the room with you, identifies the fibre (wool, nylon, polypropylene or a blend) and looks at any stains. If a mark looks permanent, such as a bleach spot or a burn, they'll tell you before starting, and they won't promise that every mark will come out.
2. Patch test - the cleaning solution is tested on a hidden area, usually inside a cupboard or under where a chair sits, to check for colour bleeding or shrinkage.
3. Vacuuming - a thorough dry vacuum lifts loose grit, which makes the wet clean far more effective.
4. Pre-spray - a water-based, biodegradable pre-spray is applied to break down oily soiling and traffic lanes, then worked in with a soft brush.
5. Extraction - hot water is injected into the pile and immediately extracted with a powerful machine, pulling out the loosened dirt along with most of the moisture.
6. Grooming - the pile is groomed so it dries evenly and looks uniform.
7. Optional stain protector - if you've chosen it, it goes on at the end (£15 per room).

**Drying and aftercare**
With hot water extraction your lounge carpet will normally be dry in about 1 to 2 hours, so you can have the room back by lunchtime. Until it's dry:
- keep children and pets off the carpet;
- leave the protective tabs or foil under furniture legs in place, so no wood stain or rust transfers;
- open a window or run the heating a little to help ventilation;
- take care stepping from damp carpet onto hard floors, which can be slippery.

**Paying and after the visit**
You can pay the technician on the day by card or bank transfer, or use the secure link we email you. If anything doesn't look right once it's dry, let us know within 14 days and we'll come back and re-clean that area free of charge.

Anything else you'd like to know before booking?"""

LONG_SA11 = """Absolutely - here's everything you need for a smooth handback on Saturday.

**Timing**
The boat needs to be back at the base by 09:00 on Saturday, your last day. Hire boats can only cruise between 08:00 and 20:00, and never in the dark, so you can't make up distance early on Saturday morning before 08:00. The easiest plan is to moor up within about an hour's cruise of the base on Friday evening (before 20:00, or before sunset if that's earlier), set off at 08:00 on Saturday and arrive with time to spare.

**Before you arrive**
- Pack up your belongings on Friday evening so you're not rushing in the morning.
- Give the boat a general tidy: wash up, take the rubbish to the waterside bins and sweep through the cabins. You don't need to deep clean, but mess that needs extra cleaning can be deducted from your deposit.
- Gather all the equipment on the inventory - windlasses, mooring pins, the hammer, the boat pole and the plank - and every life jacket, so nothing is recorded as lost.
- If you have children under 12 aboard, keep their life jackets on until they're off the boat and on the bank.

**At the base**
Moor where the staff direct you, switch off the engine and hand over the keys. A member of the team will walk through the boat with you, check the inventory and note any damage. Please mention everything that went wrong during the trip, including the gearbox failure, so it's recorded properly and isn't mistaken for damage caused by your crew.

**Your £250 security deposit**
The deposit comes back in full unless there's damage, lost equipment or extra cleaning caused by your crew. It's refunded within 14 days of the end of your hire, so you should have it by the Saturday two weeks after you return at the latest. The gearbox failure wasn't your fault, so nothing will be deducted for it.

**The lost cruising time**
Separately, the office is working out the pro rata refund for the cruising time you lost to the breakdown, and they'll contact you with the amount.

If anything happens on the final stretch, the breakdown line on 555-0199 is staffed 24 hours a day, and the base team will be happy to answer any last questions on Saturday morning. Safe travels back!"""

LONG_SA19 = """Here's a draft you can paste straight onto the intranet:

---
**Your new Tandem vending machines: how they work**

From Monday, the machines in the kitchen on each floor and in reception are run by Tandem Refreshments. Here's what you need to know.

**Paying**
Every machine takes coins, contactless cards, phone payments and your staff badge. Prices are shown next to each selection, and you pay exactly the same whichever way you pay: there's no extra charge for card or phone payments and no minimum spend.

**If a machine takes your money but doesn't vend**
You're entitled to a full refund. Report it by scanning the QR code on the machine or calling 555-0118, within 30 days. You don't need a receipt: Tandem checks the machine's transaction log or your card statement. Refunds are paid within 5 working days, back to your card or, for coin payments, in cash or vend credit.

**Faults**
Report faults the same way. Hot drinks machines are attended within 1 working day, snack and cold drinks machines within 2 working days, and the chilled food machine within 4 working hours.

**Fresh food and allergens**
The chilled machine keeps food at 5°C or below and locks itself if the temperature goes above 8°C. Food is removed on its use-by date. Every product shows its ingredients and allergens on the pack, fresh food labels highlight the 14 major allergens, and there's an allergen sheet on the side of each machine. If you have an allergy, always check the label and the allergen sheet yourself: Tandem staff can tell you what a label lists, but they can't tell you a product is safe for your allergy.

**Healthier choices**
At least 10% of the snack slots in every machine hold options of 200 kcal or less per pack, so there's always a lighter choice alongside the usual favourites.

**What the machines don't sell**
No alcohol, tobacco, vapes or nicotine products, and no medicines.

**Your data**
If you pay by badge or card, your purchases are recorded. Tandem only gives the company combined sales figures, never what an individual has bought. You can ask Tandem for your own purchase history and they'll send it within 30 days.

Questions? Contact the facilities team or Tandem on 555-0118.
---

Let me know if you'd like it shorter or in a different tone."""
