// MARK: Formatter Exempt

#import "NSManagedObject+ActiveRecord.h"
#import "NSString+StringBetweenStrings.h"
#import <Artsy+UIColors/UIColor+ArtsyColors.h>
#import "UIColor+FolioColours.h"

#if __has_include(<Artsy+UIFonts/UIFont+ArtsyFonts.h>)
#import <Artsy+UIFonts/UIFont+ArtsyFonts.h>
#endif

#if __has_include(<Artsy+OSSUIFonts/UIFont+OSSArtsyFonts.h>)
#import <Artsy+OSSUIFonts/UIFont+OSSArtsyFonts.h>
#endif

#import "NSObject+Notifications.h"
#import <UIView+BooleanAnimations/UIView+BooleanAnimations.h>
#import "UIButton+FolioButtons.h"
#import "UIColor+DebugColours.h"
#import "NSString+StringSize.h"
#import "UIBarButtonItem+toolbarHelpers.h"
#import "UIImageView+ArtsySetURL.h"
