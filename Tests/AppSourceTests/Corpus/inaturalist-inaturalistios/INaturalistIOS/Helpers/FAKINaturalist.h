#import "FAKIcon.h"

@interface FAKINaturalist : FAKIcon

+ (instancetype)iconForIconicTaxon:(NSString *)iconicTaxon withSize:(CGFloat)size;

// Generated Code
+ (instancetype)inatWordmarkIconWithSize:(CGFloat)size;
+ (instancetype)arrowDownIconWithSize:(CGFloat)size;
+ (instancetype)arrowLeftIconWithSize:(CGFloat)size;
+ (instancetype)arrowRightIconWithSize:(CGFloat)size;
+ (instancetype)speciesUnknownIconWithSize:(CGFloat)size;
+ (instancetype)iosCalendarOutlineIconWithSize:(CGFloat)size;
+ (instancetype)captiveIconWithSize:(CGFloat)size;
+ (instancetype)chatbubbleIconWithSize:(CGFloat)size;
+ (instancetype)identificationIconWithSize:(CGFloat)size;
+ (instancetype)personIconWithSize:(CGFloat)size;
+ (instancetype)iconicAnimaliaIconWithSize:(CGFloat)size;
+ (instancetype)iconicArachnidaIconWithSize:(CGFloat)size;
+ (instancetype)iconicAvesIconWithSize:(CGFloat)size;
+ (instancetype)iconicActinopterygiiIconWithSize:(CGFloat)size;
+ (instancetype)iconicReptiliaIconWithSize:(CGFloat)size;
+ (instancetype)iconicProtozoaIconWithSize:(CGFloat)size;
+ (instancetype)iconicPlantaeIconWithSize:(CGFloat)size;
+ (instancetype)iconicMolluscaIconWithSize:(CGFloat)size;
+ (instancetype)iconicMammaliaIconWithSize:(CGFloat)size;
+ (instancetype)iconicChromistaIconWithSize:(CGFloat)size;
+ (instancetype)iconicInsectaIconWithSize:(CGFloat)size;
+ (instancetype)iconicFungiIconWithSize:(CGFloat)size;
+ (instancetype)layersIconWithSize:(CGFloat)size;
+ (instancetype)locateIconWithSize:(CGFloat)size;
+ (instancetype)arrowsOutIconWithSize:(CGFloat)size;
+ (instancetype)arrowsInIconWithSize:(CGFloat)size;
+ (instancetype)icnTaxaSomethingIconWithSize:(CGFloat)size;
+ (instancetype)icnTaxaAmphibiansIconWithSize:(CGFloat)size;
+ (instancetype)icnIdHelpIconWithSize:(CGFloat)size;
+ (instancetype)noLocationIconWithSize:(CGFloat)size;
+ (instancetype)arrowUpIconWithSize:(CGFloat)size;
+ (instancetype)icnLocationObscuredIconWithSize:(CGFloat)size;
+ (instancetype)icnLocationPrivateIconWithSize:(CGFloat)size;

@end