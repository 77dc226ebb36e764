-- The default plans, seeded once on an empty plans table (a fresh database). The spec promises a
-- subscription "from 50 roubles per month" and marks the plan named 'Премиум' as recommended.
-- Yearly prices are ten months' worth. After this, plans belong to the operator (admin area).
INSERT INTO "subscription_plans" ("name", "price", "monthly_price", "yearly_price", "monthly_request_limit", "description", "is_active")
SELECT v.name, v.price, v.price, v.price * 10, v.requests, v.description, true
FROM (VALUES
  ('Базовый', 50, 100, 'Для знакомства с архивом: 100 поисковых запросов в месяц, цены и даты продаж, фотографии лотов, избранное и уведомления о новых продажах.'),
  ('Стандарт', 150, 500, 'Для коллекционера, который регулярно сверяет свои книги с рынком: 500 поисковых запросов в месяц и все возможности базового плана.'),
  ('Премиум', 300, 2000, 'Для антиквара и оценщика, который работает с архивом каждый день: 2000 поисковых запросов в месяц и все возможности стандартного плана.')
) AS v(name, price, requests, description)
WHERE NOT EXISTS (SELECT 1 FROM "subscription_plans");
