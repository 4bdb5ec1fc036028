import { SurchargeCodeInquiryPage } from '@/features/prices/components/surcharge-code-inquiry-page';

/** /prices/surcharge-code-inquiry (spec section 2, issue 15 section 2): public. */
export default function SurchargeCodeInquiryRoute() {
  return <SurchargeCodeInquiryPage />;
}
