//
//  ObservationAlertHeader.h
//  iNaturalist
//
//  Created by Alex Shepard on 9/29/15.
//  Copyright (c) 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface ObservationValidationErrorView : UIView

@property NSString *validationError;

@end
