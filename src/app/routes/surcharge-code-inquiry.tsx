import { SurchargeCodeInquiryPage } from '@/features/prices/components/surcharge-code-inquiry-page';

/** /prices/surcharge-code-inquiry (docs/requirements.md §2): public. */
export default function SurchargeCodeInquiryRoute() {
  return <SurchargeCodeInquiryPage />;
}
